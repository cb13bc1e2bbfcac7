import Foundation
import Testing
import TestSupport

/// Issue 34: justified rows by default. Every tile keeps its photo's shape at every stop, on a desktop and on a
/// phone at 3x, is drawn from a file that is sharp there, and nothing moves while the pictures load (sizes are in
/// the markup); the last row is not stretched. `"grid": "square"` keeps square crops.
@Suite("Browser: justified rows", .serialized, .requires(TestTool.browser))
struct JustifiedRowsTests {
    static let screens = [BrowserOptions(width: 1440, height: 900, pixelRatio: 1), .phone]

    /// The layout shifts of the page so far (PerformanceObserver `layout-shift`, buffered), summed.
    static let recordShifts = """
        window.__shift = 0; window.__shifted = [];
        new PerformanceObserver(function (list) {
          list.getEntries().forEach(function (e) {
            if (e.hadRecentInput) return;
            window.__shift += e.value;
            (e.sources || []).forEach(function (s) {
              if (s.node) window.__shifted.push((s.node.outerHTML || s.node.nodeName).slice(0, 80));
            });
          });
        }).observe({type: 'layout-shift', buffered: true});
        """

    /// Per shown tile: how far its shape is from its picture's, as a fraction, and whether the file it shows is
    /// sharp (at least its drawn width times the screen's density, less a pixel) or the largest it has.
    static let measure = """
        var tiles = Array.prototype.slice.call(document.querySelectorAll('.grid .tile:not([hidden])'));
        var images = tiles.map(function (t) { return t.querySelector('img'); });
        if (!images.every(function (i) { return i && i.complete && i.currentSrc; })) return null;
        return tiles.map(function (tile, n) {
          var img = images[n], box = tile.getBoundingClientRect(), widths = [], chosen = 0;
          img.parentNode.querySelectorAll('source, img').forEach(function (e) {
            e.getAttribute('srcset').split(', ').forEach(function (part) {
              var bits = part.trim().split(' '), w = parseInt(bits[1], 10);
              widths.push(w);
              if (new URL(bits[0], document.baseURI).href === img.currentSrc) chosen = w;
            });
          });
          var shape = img.getAttribute('width') / img.getAttribute('height');
          return {shapeError: Math.abs(box.width / box.height / shape - 1), top: box.top, height: box.height,
                  sharp: chosen + 1 >= box.width * devicePixelRatio || widths.every(function (w) { return w <= chosen; })};
        });
        """

    struct Tile: Decodable, Sendable {
        var shapeError: Double
        var top: Double
        var height: Double
        var sharp: Bool
    }

    @Test(arguments: screens)
    func tilesKeepTheirShapeAreSharpAndNeverMove(screen: BrowserOptions) async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(screen) { browser in
            try await browser.runBeforeEveryPage(Self.recordShifts)
            for album in ["albums/cameras/index.html", "albums/tuscany-2008/index.html"] {
                try await browser.openFresh(site.url(album))
                try await browser.waitFor("return (function () { \(Self.measure) })() !== null")
                let shifted = try await browser.evaluate("return window.__shifted", as: [String].self)
                #expect(try await browser.evaluate("return window.__shift", as: Double.self) == 0, "\(album) moved: \(shifted)")
                try await browser.press("-", "-", "-")
                for stop in Browser.zoomStops.indices {
                    if stop > 0 { try await browser.press("+") }
                    try await browser.waitForZoomStop(stop)
                    try await browser.waitFor("return (function () { \(Self.measure) })() !== null")
                    let tiles = try await browser.evaluate(Self.measure, as: [Tile].self)
                    let name = "\(album) at \(Browser.zoomStops[stop].name), \(screen.width) px"
                    #expect(tiles.allSatisfy { $0.shapeError < 0.04 }, "\(name): \(tiles)")
                    #expect(tiles.allSatisfy { $0.sharp }, "\(name): \(tiles)")
                    // Rows: each full row at least the stop's height; the last one exactly it (not stretched)
                    // unless its one photo is wider than the grid.
                    let last = try #require(tiles.last)
                    let rowHeight = Browser.zoomStops[stop].rowHeight
                    #expect(abs(last.height - rowHeight) < 1 || tiles.filter { abs($0.top - last.top) < 1 }.count == 1,
                            "\(name): the last row is \(last.height) px high")
                    ZoomTests.expectRows(try await browser.gridRows(), fit: stop)
                }
            }
        }
    }

    /// `"grid": "square"` in vitrine.json: today's square crops in columns, at every screen.
    @Test func theSquareGridKeepsSquareCrops() async throws {
        let library = try TemporaryDirectory("vitrine-square")
        let album = library.url.appendingPathComponent("Helsinki")
        try FileManager.default.copyItem(at: Fixtures.sampleLibrary.appendingPathComponent("Helsinki"), to: album)
        try Data(#"{"title": "Squares", "grid": "square"}"#.utf8).write(to: library.url.appendingPathComponent("vitrine.json"))
        let site = try await BuiltSite(library: library.url)
        for screen in Self.screens {
            try await Browser.with(screen) { browser in
                try await browser.openFresh(site.url("albums/helsinki/index.html"))
                let shapes = try await browser.evaluate("""
                    return Array.prototype.map.call(document.querySelectorAll('.grid .tile'), function (t) {
                      var box = t.getBoundingClientRect(); return box.width / box.height;
                    });
                    """, as: [Double].self)
                #expect(shapes.count == 2 && shapes.allSatisfy { abs($0 - 1) < 0.01 }, "\(shapes)")
                #expect(try await browser.evaluate("return document.querySelector('.grid').className", as: String.self)
                        == "grid grid-square")
            }
        }
    }
}
