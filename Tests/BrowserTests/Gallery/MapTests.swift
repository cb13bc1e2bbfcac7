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
            // A cluster zooms in on itself: its photos are all still in the view, in as many markers or more.
            let inCluster = try await browser.evaluate("return Number(document.querySelector('button.map-marker .map-count').textContent)",
                                                       as: Int.self)
            try await browser.find("button.map-marker").click()
            #expect(try await browser.evaluate(count, as: Int.self) >= inCluster)
            #expect(try await browser.evaluate(count, as: Int.self) <= listed)
            // The list's entries are tiles the viewer walks: one opens its photo over the page.
            try await browser.find(".place-photos a").click()
            try await browser.waitFor("return !!document.querySelector('dialog.viewer[open]')")
        }
    }

    /// A photo's marker opens the viewer on that photo; the viewer's link leads to the photo's page.
    @Test func aPhotosMarkerOpensTheViewer() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.openFresh(site.url("map.html"))
            for _ in 0..<18 where try await browser.findAll("a.map-marker").isEmpty {
                try await browser.find(".map-in").click()
            }
            let marker = try await browser.find("a.map-marker")
            let name = try await marker.accessibleName()
            let href = try #require(try await marker.attribute("href"))
            try await marker.click()
            try await browser.waitFor("return !!document.querySelector('dialog.viewer[open]')")
            #expect(try await browser.evaluate("return document.querySelector('.viewer-title').textContent", as: String.self) == name)
            #expect(try await browser.evaluate("return document.querySelector('.viewer-page').getAttribute('href')",
                                               as: String.self).hasSuffix(href.replacingOccurrences(of: "../", with: "")))
            #expect(try await browser.evaluate("return location.hash", as: String.self).hasPrefix("#photo/"))
        }
    }

    /// An album whose photos have positions has its own map under its grid, its markers over the album's photos
    /// alone, opening the viewer; an album without positions has none. axe finds nothing on either map state.
    @Test func anAlbumWithPositionsHasItsOwnMap() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.openFresh(site.url("albums/tuscany-2008/index.html"))
            try await browser.waitFor("return !document.querySelector('.album-map').hidden")
            // Nothing is fetched for the map until the visitor opens it.
            #expect(try await browser.evaluate("return document.querySelectorAll('.album-map img, .album-map .map-marker').length", as: Int.self) == 0)
            try await browser.find(".album-map-show").click()
            #expect(try await browser.evaluate("return document.querySelector('.album-map-show').getAttribute('aria-expanded')", as: String.self) == "true")
            let points = try await browser.evaluate("return document.querySelectorAll('.album-map .map-point').length", as: Int.self)
            #expect(points > 0)
            #expect(try await browser.evaluate(MapScaleTests.markerSum, as: Int.self) == points)
            #expect(try await browser.evaluate("return document.querySelectorAll('.album-map .map-point[data-href]').length",
                                               as: Int.self) == points)
            for _ in 0..<18 where try await browser.findAll(".album-map a.map-marker").isEmpty {
                try await browser.find(".album-map .map-in").click()
            }
            try await browser.find(".album-map a.map-marker").click()
            try await browser.waitFor("return !!document.querySelector('dialog.viewer[open]')")
            // axe last, on the map as it opens on a fresh page: its contrast check scrolls each marker's count into
            // view, and the map follows its view's scroll (as it does for a marker given focus), moving its centre.
            try await browser.openFresh(site.url("albums/tuscany-2008/index.html"))
            try await browser.waitFor("return !document.querySelector('.album-map').hidden")
            try await browser.find(".album-map-show").click()
            try await browser.waitFor("return document.querySelectorAll('.album-map .map-marker').length > 0")
            #expect(try await browser.accessibilityViolations().isEmpty)
            try await browser.openFresh(site.url("albums/orientation/index.html"))
            #expect(try await browser.findAll(".album-map").isEmpty)
        }
    }

    /// Offline (the browser says so), the markers are drawn on a plain background, no tile is asked for, and the
    /// list's pictures and links work.
    @Test func offlineTheMarkersDrawOnAPlainBackgroundAndNoTileIsFetched() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.runBeforeEveryPage("Object.defineProperty(Navigator.prototype, 'onLine', {get: function () { return false; }});")
            try await browser.openFresh(site.url("map.html"))
            #expect(try await browser.evaluate("return navigator.onLine", as: Bool.self) == false)
            #expect(try await browser.evaluate("return document.querySelector('.map.map-offline').hidden", as: Bool.self) == false)
            #expect(try await browser.findAll(".map-marker").isEmpty == false)
            #expect(try await browser.findAll(".map-tile").isEmpty)
            #expect(try await browser.accessibilityViolations().isEmpty)
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
            try await browser.waitFor("return !!document.querySelector('dialog.viewer[open]')")
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    /// A GPX track (as the build writes it into an album's map data) is drawn as one polyline with its points, over
    /// the tiles online and on the plain background offline; the map fits it in.
    @Test func anAlbumsTrackIsDrawn() async throws {
        let site = try await BuiltSite.sample()
        let page = try String(contentsOf: site.folder.appendingPathComponent("albums/tuscany-2008/index.html"), encoding: .utf8)
        let track = "43.40000,11.80000 43.42000,11.83000 43.45000,11.85000 43.47000,11.90000"
        let withTrack = page.replacingOccurrences(of: "<ul class=\"map-data\" hidden>",
                                                  with: "<ul class=\"map-data\" hidden><li class=\"map-track\" data-track=\"\(track)\"></li>")
        #expect(withTrack != page)
        for offline in [false, true] {
            try await Browser.with { browser in
                if offline {
                    try await browser.runBeforeEveryPage("Object.defineProperty(Navigator.prototype, 'onLine', {get: function () { return false; }});")
                }
                try await browser.openFresh(site.url("albums/tuscany-2008/index.html"))
                try await browser.run("document.open(); document.write(arguments[0]); document.close();", [withTrack])
                try await browser.waitFor("return !document.querySelector('.album-map').hidden")
                try await browser.run("document.querySelector('.album-map-show').click();")
                try await browser.waitFor("return !!document.querySelector('.album-map .map-tracks polyline')")
                let points = try await browser.evaluate(
                    "return document.querySelector('.map-tracks polyline').getAttribute('points').trim().split(/\\s+/).length", as: Int.self)
                #expect(points == 4)
                // The whole line is in the view: its box lies inside the map's.
                #expect(try await browser.evaluate("""
                    var line = document.querySelector('.map-tracks polyline').getBoundingClientRect();
                    var view = document.querySelector('.album-map .map-view').getBoundingClientRect();
                    return line.width > 0 && line.left >= view.left && line.right <= view.right && line.top >= view.top && line.bottom <= view.bottom;
                    """, as: Bool.self))
                #expect(try await browser.findAll(".map-tile").isEmpty == offline)
            }
        }
    }
}
