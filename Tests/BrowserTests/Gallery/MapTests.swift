import Foundation
import Testing
import TestSupport

/// The map page of the sample: online, markers over OpenStreetMap tiles, near ones clustered, with attribution;
/// the list by place underneath works without the network (the tiles cannot load here; the markers still draw).
@Suite("Browser: map page", .serialized, .requires(TestTool.browser))
struct MapTests {
    @Test func markersClusterEveryListedPhotoAndAClusterZoomsIn() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.openFresh(site.url("map.html"))
            let listed = try await browser.evaluate("return document.querySelectorAll('.place-photos a[data-lat]').length",
                                                    as: Int.self)
            #expect(listed > 3)
            #expect(try await browser.evaluate("return !document.querySelector('.map').hidden", as: Bool.self))
            // Every photo is in exactly one marker: a single photo's link, or a cluster's count.
            let count = """
                return Array.prototype.reduce.call(document.querySelectorAll('.map-marker'), function (sum, m) {
                  var c = m.querySelector('.map-count'); return sum + (c ? Number(c.textContent) : 1); }, 0);
                """
            #expect(try await browser.evaluate(count, as: Int.self) == listed)
            let markers = try await browser.evaluate("return document.querySelectorAll('.map-marker').length", as: Int.self)
            #expect(markers < listed, "photos taken close together share a marker")
            #expect(try await browser.evaluate("return /tile\\.openstreetmap\\.org\\/\\d+\\/\\d+\\/\\d+\\.png$/.test(document.querySelector('.map-tile').src)", as: Bool.self))
            // The tiles' attribution shows under the map, linking OpenStreetMap's copyright page.
            #expect(try await browser.evaluate("""
                var credit = document.querySelector('.map-credit a');
                return !!credit && credit.offsetParent !== null && credit.href === 'https://www.openstreetmap.org/copyright';
                """, as: Bool.self))
            // A cluster zooms in: more markers, the same photos.
            try await browser.find(".map-marker.map-marker:not(a)").click()
            #expect(try await browser.evaluate("return document.querySelectorAll('.map-marker').length", as: Int.self) >= markers)
            #expect(try await browser.evaluate(count, as: Int.self) == listed)
            // The list's links lead to photo pages.
            try await browser.find(".place-photos a").click()
            try await browser.waitFor("return !!document.querySelector('.photo-page')")
        }
    }

    /// Offline (the browser says so), the page is the list by place alone: no map box, no tile asked for, and the
    /// list's pictures and links work.
    @Test func offlineThePlacesListStandsAloneAndNoTileIsFetched() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.runBeforeEveryPage("Object.defineProperty(Navigator.prototype, 'onLine', {get: function () { return false; }});")
            try await browser.openFresh(site.url("map.html"))
            #expect(try await browser.evaluate("return navigator.onLine", as: Bool.self) == false)
            #expect(try await browser.evaluate("return document.querySelector('.map').hidden", as: Bool.self))
            #expect(try await browser.findAll(".map-marker").isEmpty)
            #expect(try await browser.findAll(".map-tile").isEmpty)
            let listed = try await browser.evaluate("return document.querySelectorAll('.place-photos a[data-lat]').length", as: Int.self)
            #expect(listed > 3)
            #expect(try await browser.evaluate("return document.querySelectorAll('.places h2').length", as: Int.self) > 0)
            // Scrolled through, every picture of the list loads from the site itself.
            try await browser.run("window.scrollTo(0, document.body.scrollHeight);")
            try await browser.waitFor("""
                return Array.prototype.every.call(document.querySelectorAll('.place-photos img'), function (i) {
                  return i.complete && i.naturalWidth > 0; });
                """)
            #expect(try await browser.evaluate("""
                return performance.getEntriesByType('resource').filter(function (e) { return /openstreetmap/.test(e.name); }).length
                """, as: Int.self) == 0)
            try await browser.find(".place-photos a").click()
            try await browser.waitFor("return !!document.querySelector('.photo-page')")
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }
}
