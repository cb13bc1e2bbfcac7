import Foundation
import TestSupport

/// What gallery tests ask a page: the zoom stop, the grid's geometry, its images.
extension Browser {
    /// The six stops as the product defines them (index = position): name and minimum cell size in CSS px.
    /// The stops with their square cell sizes and justified row heights (PRODUCT.md, seed 000; issue 34).
    static let zoomStops: [(name: String, size: Double, rowHeight: Double)] = [
        ("Dense", 100, 74), ("Comfortable", 140, 104), ("Medium", 220, 164), ("Large", 320, 240),
        ("Very Large", 420, 340), ("Preview", 680, 540),
    ]
    static let mediumStop = 2

    /// Opens `url` with nothing remembered from earlier tests (no stored zoom stop).
    func openFresh(_ url: String) async throws {
        try await open(url)
        try await run("window.localStorage.clear();")
        try await reload()
        _ = try await consoleErrors()
    }

    /// Remembers `stop` from `blank` (a page without a grid, so no grid image is cached), opens `page`, waits for its
    /// first grid image and returns the bucket of every image file the page fetched.
    func bucketsFetched(opening page: String, rememberingStop stop: Int, from blank: String) async throws -> [Int?] {
        try await open(blank)
        try await run("window.localStorage.setItem('gridZoomLevelIndex', arguments[0]);", [String(stop)])
        try await open(page)
        _ = try await loadedGridImage()
        let fetched = try await evaluate("""
            return performance.getEntriesByType('resource').map(function (e) { return e.name; })
              .filter(function (n) { return /\\/images\\//.test(n); });
            """, as: [String].self)
        return fetched.map(ImageTests.bucket)
    }

    /// The stop the page shows, from `<html data-zoom>`; nil when none is set.
    func zoomStop() async throws -> Int? {
        try await evaluate("var z = document.documentElement.dataset.zoom; return z === undefined ? null : Number(z)",
                           as: Int?.self)
    }

    /// `localStorage["gridZoomLevelIndex"]`.
    func storedZoomStop() async throws -> String? {
        try await evaluate("return window.localStorage.getItem('gridZoomLevelIndex')", as: String?.self)
    }

    /// The label between the zoom buttons (`Medium`).
    func zoomName() async throws -> String {
        try await evaluate("var n = document.querySelector('.zoom-name'); return n ? n.textContent.trim() : ''",
                           as: String.self)
    }

    /// The grid's first row as rendered: how many tiles it holds, its first tile's width and height, the grid's
    /// width, and how far the most distorted shown tile is from its picture's shape (the image's `width` and
    /// `height`, the file's pixels), as a fraction.
    func gridRows() async throws -> GridRows {
        try await evaluate("""
            var grid = document.querySelector('.grid');
            var tiles = grid ? Array.prototype.filter.call(grid.querySelectorAll('.tile'), function (t) { return !t.hidden; }) : [];
            if (!tiles.length) return {count: 0, width: 0, height: 0, gridWidth: 0, shapeError: 0};
            var first = tiles[0].getBoundingClientRect(), count = 0, shapeError = 0;
            tiles.forEach(function (tile) {
              var box = tile.getBoundingClientRect(), img = tile.querySelector('img');
              if (Math.abs(box.top - first.top) < 1) count++;
              if (img) shapeError = Math.max(shapeError,
                Math.abs((box.width / box.height) / (img.getAttribute('width') / img.getAttribute('height')) - 1));
            });
            return {count: count, width: first.width, height: first.height,
                    gridWidth: grid.getBoundingClientRect().width, shapeError: shapeError};
            """, as: GridRows.self)
    }

    /// Opens the album's filters from the toolbar (they open on demand), unless they are open.
    func openFilters() async throws {
        if try await evaluate("return document.querySelector('form.filters').hidden", as: Bool.self) {
            try await find(".filters-toggle").click()
            try await waitFor("return !document.querySelector('form.filters').hidden")
        }
    }

    /// Waits until the page shows stop `index`, the stored stop agrees and no transition is running.
    func waitForZoomStop(_ index: Int) async throws {
        try await waitFor("""
            return document.documentElement.dataset.zoom === arguments[0]
                && document.getAnimations().length === 0;
            """, [String(index)])
    }

    /// The tiles the visitor can see (not filtered out).
    func visibleTileCount() async throws -> Int {
        try await evaluate("return document.querySelectorAll('.grid .tile:not([hidden])').length", as: Int.self)
    }

    /// Waits until the `index`th grid image (0-based) has loaded, then returns the file it shows.
    func loadedGridImage(_ index: Int = 0, selector: String = ".grid img") async throws -> String {
        try await waitFor("""
            var img = document.querySelectorAll(arguments[0])[Number(arguments[1])];
            return !!img && img.complete && img.naturalWidth > 0 && img.currentSrc !== '';
            """, [selector, String(index)])
        return try await evaluate("return document.querySelectorAll(arguments[0])[Number(arguments[1])].currentSrc",
                                  [selector, String(index)], as: String.self)
    }

    /// Clicks the first grid tile, which opens the viewer, and waits until it is open.
    func openViewer(tile selector: String = ".grid .tile-link") async throws {
        try await find(selector).click()
        try await waitFor("return !!document.querySelector('dialog.viewer[open]')")
    }

    /// Opens the first grid tile's photo page the way a visitor does: the tile opens the viewer, whose link leads
    /// to the page.
    func openPhotoPageFromFirstTile() async throws {
        try await openViewer()
        try await find("dialog.viewer .viewer-page").click()
        try await waitFor("return !!document.querySelector('.photo-page')")
    }

    /// Visible text of the first element matching `selector`, or "" when there is none.
    func text(of selector: String) async throws -> String {
        try await evaluate("var e = document.querySelector(arguments[0]); return e ? e.textContent.trim() : ''",
                           [selector], as: String.self)
    }

    /// The page's address relative to the site's base (`albums/x/index.html#t-0`).
    func sitePath(in site: BuiltSite) async throws -> String {
        let url = try await currentURL()
        let base = site.url()
        return url.hasPrefix(base) ? String(url.dropFirst(base.count)) : url
    }
}

/// The grid's first row as rendered (`gridRows`).
struct GridRows: Decodable, Sendable {
    var count: Int
    var width: Double
    var height: Double
    var gridWidth: Double
    var shapeError: Double
}
