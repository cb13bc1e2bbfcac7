import Foundation
import Testing
import TestSupport

/// PRODUCT.md "Viewing and sharing": grid tiles are never shown larger than their pixels, at any stop or screen
/// density, and not larger than they need: each shows the smallest of its files that is sharp. The Helsinki album's
/// photos (a 4:3 and a 2.3:1) are large enough to have real 1024 and 2048 files.
@Suite("Browser: tile sharpness", .serialized, .requires(TestTool.browser))
struct SharpnessTests {
    static let album = "albums/helsinki/index.html"

    /// Per loaded tile: the file's pixel width, the width its picture is drawn at in CSS px (tiles crop to a square,
    /// so a landscape picture is drawn wider than its cell), whether the file is the photo's largest, and the width of
    /// its next smaller file (0 for the smallest).
    struct TileImage: Decodable, Sendable {
        var file: String
        var fileWidth: Double
        var drawnWidth: Double
        var isLargest: Bool
        var smallerWidth: Double
    }

    /// A screen the grid is looked at on.
    struct Screen: CustomTestStringConvertible, Sendable {
        var options: BrowserOptions
        var testDescription: String {
            "\(options.phone ? "phone" : "desktop") \(options.width) px at \(options.pixelRatio)x"
        }
        static let all = [
            Screen(options: BrowserOptions(width: 1280, height: 900, pixelRatio: 1)),
            Screen(options: BrowserOptions(width: 1280, height: 900, pixelRatio: 2)),
            Screen(options: BrowserOptions(width: 390, height: 844, pixelRatio: 2, phone: true)),
            Screen(options: .phone),
        ]
    }

    /// Waits for every tile to load, then measures each from its `srcset` (the `w` of the file the browser chose).
    static let measure = """
        var images = Array.prototype.slice.call(document.querySelectorAll('.grid img'));
        if (!images.every(function (i) { return i.complete && i.currentSrc; })) return null;
        return images.map(function (img) {
          var entries = [];
          img.parentNode.querySelectorAll('source, img').forEach(function (e) {
            e.getAttribute('srcset').split(', ').forEach(function (part) {
              var bits = part.trim().split(' ');
              entries.push({url: new URL(bits[0], document.baseURI).href, w: parseInt(bits[1], 10)});
            });
          });
          var chosen = entries.filter(function (e) { return e.url === img.currentSrc; })[0] || {w: 0};
          var box = img.getBoundingClientRect();
          var aspect = img.getAttribute('width') / img.getAttribute('height');
          return {file: img.currentSrc, fileWidth: chosen.w, drawnWidth: Math.max(box.width, box.height * aspect),
                  isLargest: entries.every(function (e) { return e.w <= chosen.w; }),
                  smallerWidth: entries.reduce(function (m, e) { return e.w < chosen.w && e.w > m ? e.w : m; }, 0)};
        });
        """

    @Test(arguments: Screen.all)
    func everyStopShowsFilesAtLeastAsLargeAsTheirCells(screen: Screen) async throws {
        let site = try await BuiltSite.sample()
        let pixelRatio = screen.options.pixelRatio
        try await Browser.with(screen.options) { browser in
            try await browser.openFresh(site.url(Self.album))
            try await browser.press("-", "-")
            for stop in Browser.zoomStops.indices {
                if stop > 0 { try await browser.press("+") }
                try await browser.waitForZoomStop(stop)
                try await browser.waitFor("return (function () { \(Self.measure) })() !== null")
                let tiles = try await browser.evaluate(Self.measure, as: [TileImage].self)
                #expect(!tiles.isEmpty)
                for tile in tiles {
                    // One pixel of slack for the rounding of fractional cell widths.
                    #expect(tile.isLargest || tile.fileWidth + 1 >= tile.drawnWidth * pixelRatio,
                            "\(Browser.zoomStops[stop].name) on \(screen.testDescription): \(tile)")
                }
                if stop == 5 {
                    // The issue's case: at Preview on a 1280 px window one column fills the row, drawn 1232 px wide
                    // and more: the 700 file is not enough, even at 1x (nor on a phone, from 2x).
                    #expect(tiles.allSatisfy { $0.fileWidth >= 1024 }, "\(tiles)")
                }
            }
        }
    }

    /// A fresh phone (the default stop, Dense: 3 columns) fetches for each tile the smallest file that is sharp, and
    /// only that one: the markup's `sizes`, which Chromium fetches the first tile with before site.js runs, are the
    /// default stop's for the width. At 3x the 4:3 photo drawn 156 px wide needs the 700 file, not the 2048 one
    /// a tile filling the row needed before.
    @Test(arguments: [2.0, 3.0])
    func aPhoneFetchesTheSmallestSharpFileOfEachTile(pixelRatio: Double) async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(BrowserOptions(width: 390, height: 844, pixelRatio: pixelRatio, phone: true)) { browser in
            try await browser.openFresh(site.url("tags/index.html"))
            try await browser.open(site.url(Self.album))
            try await browser.waitFor("return (function () { \(Self.measure) })() !== null")
            #expect(try await browser.zoomStop() == 0)
            let tiles = try await browser.evaluate(Self.measure, as: [TileImage].self)
            #expect(tiles.count == 2)
            for tile in tiles {
                let needed = tile.drawnWidth * pixelRatio
                #expect(tile.isLargest || tile.fileWidth + 1 >= needed, "soft at \(pixelRatio)x: \(tile)")
                #expect(tile.smallerWidth + 1 < needed, "larger than needed at \(pixelRatio)x: \(tile)")
            }
            let fetched = try await browser.evaluate("""
                return performance.getEntriesByType('resource').map(function (e) { return e.name; })
                  .filter(function (n) { return /\\/images\\//.test(n); });
                """, as: [String].self)
            #expect(Set(fetched) == Set(tiles.map(\.file)) && fetched.count == tiles.count, "\(fetched)")
        }
    }
}
