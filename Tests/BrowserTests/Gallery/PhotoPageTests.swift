import Foundation
import Testing
import TestSupport

/// Photo pages: reached from a tile; previous/next links with rel; ArrowLeft/ArrowRight walk the album in grid
/// order; Escape returns to the album at the photo's tile; facts, rating and tags as links.
@Suite("Browser: photo pages", .serialized, .requires(TestTool.browser))
struct PhotoPageTests {
    static let album = "albums/tuscany-2008/index.html"

    @Test func arrowKeysWalkTheAlbumInGridOrderAndEscapeReturnsToIt() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.openFresh(site.url(Self.album))
            let tileLinks = try await browser.evaluate(
                "return Array.prototype.map.call(document.querySelectorAll('.grid .tile-link'), function (a) { return a.href; })",
                as: [String].self)
            try #require(tileLinks.count > 2)
            try await browser.openPhotoPageFromFirstTile()
            try await browser.waitFor("return location.href === arguments[0]", [tileLinks[0]])
            #expect(try await browser.findAll("a[rel=prev]").isEmpty, "the first photo has a previous link")
            #expect(try await browser.text(of: ".photo-position") == "1 of \(tileLinks.count)")

            // Forward through the whole album with the arrow key, checking each rel=next on the way.
            for index in 1..<tileLinks.count {
                let next = try await browser.evaluate("var a = document.querySelector('a[rel=next]'); return a ? a.href : null",
                                                      as: String?.self)
                #expect(next == tileLinks[index])
                try await browser.press(Browser.Key.arrowRight)
                try await browser.waitFor("return location.href === arguments[0]", [tileLinks[index]])
                #expect(try await browser.text(of: ".photo-position") == "\(index + 1) of \(tileLinks.count)")
            }
            #expect(try await browser.findAll("a[rel=next]").isEmpty, "the last photo has a next link")
            try await browser.press(Browser.Key.arrowRight)
            #expect(try await browser.currentURL() == tileLinks[tileLinks.count - 1])

            try await browser.press(Browser.Key.arrowLeft)
            try await browser.waitFor("return location.href === arguments[0]", [tileLinks[tileLinks.count - 2]])
            let prev = try await browser.evaluate("return document.querySelector('a[rel=prev]').href", as: String.self)
            #expect(prev == tileLinks[tileLinks.count - 3])

            // Escape: back to the album, at this photo's tile.
            try await browser.press(Browser.Key.escape)
            try await browser.waitFor("return location.pathname.endsWith('/albums/tuscany-2008/index.html')")
            let hash = try await browser.evaluate("return location.hash", as: String.self)
            let tile = try await browser.evaluate(
                "var t = document.getElementById(location.hash.slice(1)); return t ? t.querySelector('a').href : null",
                as: String?.self)
            #expect(tile == tileLinks[tileLinks.count - 2], "Escape landed on \(hash)")
            #expect(try await browser.visibleTileCount() == tileLinks.count, "the tile anchor was read as a filter")
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func clickingPreviousAndNextLinksWorksToo() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.openFresh(site.url("albums/cameras/nikon/index.html"))
            try await browser.openPhotoPageFromFirstTile()
            let first = try await browser.currentURL()
            try await browser.control(named: "Next →").click()
            try await browser.waitFor("return location.href !== arguments[0]", [first])
            try await browser.control(named: "← Previous").click()
            try await browser.waitFor("return location.href === arguments[0]", [first])
        }
    }

    @Test func thePageShowsTheFactsAndItsTagsLeadToTagPages() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.openFresh(site.url("albums/tuscany-2008/dscn0010.html"))
            #expect(try await browser.text(of: "h1").hasPrefix("Piazza Grande"))
            #expect(try await browser.text(of: ".caption") == "Saturday market under the loggia")
            // Rated 5 in its sidecar, but ratings are the owner's unless "showRatings" (LongAlbumTests shows them).
            #expect(try await browser.findAll(".rating").isEmpty)
            #expect(try await browser.findAll(".fav-mark").count == 1)
            #expect(try await browser.text(of: ".facts time").isEmpty == false)
            // A geotagged photo names its place and links to a map.
            let facts = try await browser.evaluate("""
                var out = {};
                document.querySelectorAll('.facts dt').forEach(function (dt) { out[dt.textContent] = dt.nextElementSibling.textContent.trim(); });
                var map = document.querySelector('.facts a[href^="https://www.openstreetmap.org/"]');
                out.mapLink = map ? map.getAttribute('rel') || '' : 'none';
                return out;
                """, as: [String: String].self)
            #expect(facts["Place"]?.hasSuffix("Italy") == true, "\(facts)")
            #expect(facts["mapLink"]?.contains("noopener") == true, "\(facts)")
            #expect(facts["Camera"]?.isEmpty == false, "\(facts)")
            let tags = try await browser.evaluate(
                "return Array.prototype.map.call(document.querySelectorAll('.tags a[rel=tag]'), function (a) { return a.textContent; })",
                as: [String].self)
            #expect(tags == ["italy", "tuscany", "market"])
            try await browser.control(named: "market").click()
            try await browser.waitFor("return location.pathname.endsWith('/tags/market.html')")
            #expect(try await browser.text(of: "h1") == "market")
            #expect(try await browser.visibleTileCount() >= 1)
        }
    }

    @Test func aPhotoSmallerThanTheDisplaySizeIsNotBlownUp() async throws {
        let site = try await BuiltSite.sample()
        // DSCN0010 is 640 px wide, jolla.jpg has a real 1024 file; on a 1x and a 2x desktop neither may be drawn
        // wider than its file (a 640 w candidate under `sizes` 1024px would be treated as 1024 CSS px wide).
        for options in [BrowserOptions.desktop, BrowserOptions(pixelRatio: 2)] {
            try await Browser.with(options) { browser in
                for page in ["albums/tuscany-2008/dscn0010.html", "albums/helsinki/jolla.html"] {
                    try await browser.openFresh(site.url(page))
                    _ = try await browser.loadedGridImage(selector: ".photo-image")
                    let drawn = try await browser.evaluate("""
                        var img = document.querySelector('.photo-image');
                        return {width: img.getBoundingClientRect().width, file: img.naturalWidth * window.devicePixelRatio,
                                declared: Number(img.getAttribute('width'))};
                        """, as: DrawnImage.self)
                    #expect(drawn.width <= Double(drawn.declared) + 0.5, "\(page) at \(options.pixelRatio)x: \(drawn)")
                }
            }
        }
    }

    struct DrawnImage: Decodable { var width: Double; var file: Double; var declared: Int }

    /// Issue 34: the edited badge belongs to the editor (`vitrine serve`'s curation marks edited tiles), not to
    /// visitors.
    @Test func aTransformedPhotoCarriesNoEditedBadge() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            // DSCN0012's sidecar rotates it by 90 degrees; DSCN0010 has no transform.
            try await browser.openFresh(site.url("albums/tuscany-2008/dscn0012.html"))
            #expect(try await browser.findAll("h1 .badge").isEmpty)
            try await browser.open(site.url("albums/tuscany-2008/dscn0010.html"))
            #expect(try await browser.findAll("h1 .badge").isEmpty)
        }
    }

    @Test func theOriginalIsLinkedOnlyWhenTheSettingsPublishIt() async throws {
        let temp = try TemporaryDirectory("vitrine-browser-originals")
        defer { temp.remove() }
        let library = try LibraryFixture(in: temp.url)
        try library.add("gps/DSCN0021.jpg", to: "Trip")
        try library.write(#"{"title": "Originals", "publishOriginals": true}"#, at: "vitrine.json")
        let site = try await BuiltSite(library: library.root)
        try await Browser.with { browser in
            try await browser.openFresh(site.url("albums/trip/dscn0021.html"))
            let link = try await browser.evaluate(
                "var a = document.querySelector('a[download]'); return a ? a.href : null", as: String?.self)
            let original = try #require(link, "no link to the original")
            #expect(original.hasPrefix(site.url()))
            // The file is there and is a JPEG (fetched, not clicked: a download would leave the page).
            let type = try await browser.evaluate("""
                var request = new XMLHttpRequest(); request.open('GET', arguments[0], false); request.send();
                return request.status + ' ' + request.getResponseHeader('Content-Type');
                """, [original], as: String.self)
            #expect(type == "200 image/jpeg")
            // The viewer offers the same file.
            try await browser.open(site.url("albums/trip/index.html"))
            try await browser.openViewer()
            let offered = try await browser.evaluate(
                "var a = document.querySelector('.viewer-download'); return a && !a.hidden ? a.href : null", as: String?.self)
            #expect(offered == original)
            // The sample does not publish originals: no link on its pages, none in its viewer.
            let sample = try await BuiltSite.sample()
            try await browser.open(sample.url("albums/tuscany-2008/dscn0021.html"))
            #expect(try await browser.findAll("a[download]").isEmpty)
            try await browser.open(sample.url("albums/tuscany-2008/index.html"))
            try await browser.openViewer()
            #expect(try await browser.evaluate("return document.querySelector('.viewer-download').hidden", as: Bool.self))
        }
    }

    @Test func everyPhotoPageHasADateLine() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            // Some camera samples carry no capture date: those say "Date unknown", never nothing.
            try await browser.openFresh(site.url("albums/cameras/index.html"))
            let pages = try await browser.evaluate(
                "return Array.prototype.map.call(document.querySelectorAll('.grid .tile-link'), function (a) { return a.href; })",
                as: [String].self)
            for page in pages {
                try await browser.open(page)
                let date = try await browser.evaluate(
                    "var dt = Array.prototype.find.call(document.querySelectorAll('.facts dt'), function (d) { return d.textContent === 'Date'; });"
                        + "return dt ? dt.nextElementSibling.textContent.trim() : null", as: String?.self)
                #expect(date.map { !$0.isEmpty } == true, "\(page) has no date line")
            }
        }
    }
}
