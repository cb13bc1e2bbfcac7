import Foundation
import Testing
import TestSupport

/// Grid and photo images: the bucket srcset picks for the screen and the stop, WebP first, width/height that
/// match the files, lazy loading below the fold, a placeholder colour, and a placeholder tile for a broken photo.
@Suite("Browser: images", .serialized, .enabled(if: ChromeDriver.isAvailable && VitrineProcess.isAvailable))
struct ImageTests {
    static let album = "albums/tuscany-2008/index.html"

    /// The bucket of a published image, from its file name (`...-700.webp` -> 700).
    static func bucket(_ url: String) -> Int? {
        guard let name = url.split(separator: "/").last, let dash = name.lastIndex(of: "-"),
              let dot = name.lastIndex(of: ".") else { return nil }
        return Int(name[name.index(after: dash)..<dot])
    }

    @Test func aRetinaScreenAtMediumLoadsThe700File() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(BrowserOptions(pixelRatio: 2)) { browser in
            try await browser.openFresh(site.url(Self.album))
            let source = try await browser.loadedGridImage()
            #expect(Self.bucket(source) == 700, "\(source)")
            #expect(source.hasSuffix(".webp"), "Chromium should get the WebP source: \(source)")
        }
    }

    @Test func aPlainScreenAtMediumLoadsThe350FileAndPreviewThe700() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.openFresh(site.url(Self.album))
            #expect(Self.bucket(try await browser.loadedGridImage()) == 350)
            // `sizes` follows the stop: at Very Large the browser needs the 700 file.
            try await browser.press("+", "+")
            try await browser.waitForZoomStop(4)
            let sizes = try await browser.evaluate("return document.querySelector('.grid img').getAttribute('sizes')",
                                                   as: String.self)
            #expect(sizes.hasSuffix("420px"), "\(sizes)")
            try await browser.waitFor("return /-700\\.(webp|jpg)$/.test(document.querySelector('.grid img').currentSrc)")
        }
    }

    @Test func aRememberedStopIsUsedForTheFirstDownloads() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            // Remember Very Large (700 bucket) from a page without a grid, so no grid image is cached yet.
            try await browser.open(site.url("tags/index.html"))
            try await browser.run("window.localStorage.setItem('gridZoomLevelIndex', '4');")
            try await browser.open(site.url(Self.album))
            _ = try await browser.loadedGridImage()
            let fetched = try await browser.evaluate("""
                return performance.getEntriesByType('resource').map(function (e) { return e.name; })
                  .filter(function (n) { return /\\/images\\//.test(n); });
                """, as: [String].self)
            let small = fetched.filter { Self.bucket($0) == 350 }
            // Known: the markup's `sizes` is Medium's, and Chromium's preload scanner fetches the eager tiles with it
            // before site.js can apply the remembered stop (a MutationObserver in the head script is too late).
            // Fixing it needs `sizes="auto"` on lazy images or per-stop markup; see the branch report.
            withKnownIssue("eager tiles are fetched at Medium's size before the remembered stop applies") {
                #expect(small.isEmpty, "the 350 files were fetched first, then the 700 ones: \(small.count) wasted downloads")
            }
        }
    }

    @Test func everyImageDeclaresItsShapeAndTheGridDoesNotShiftWhileLoading() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            for page in [Self.album, "albums/orientation/index.html", "albums/tuscany-2008/dscn0010.html"] {
                try await browser.openFresh(site.url(page))
                try await browser.waitFor("""
                    return Array.prototype.every.call(document.querySelectorAll('img:not([loading=lazy])'),
                        function (img) { return img.complete; });
                    """)
                let mismatches = try await browser.evaluate("""
                    var bad = [];
                    document.querySelectorAll('main img').forEach(function (img) {
                      var w = Number(img.getAttribute('width')), h = Number(img.getAttribute('height'));
                      if (!(w > 0 && h > 0)) { bad.push(img.currentSrc + ' has no width/height'); return; }
                      if (!img.complete || img.naturalWidth === 0) return;
                      var declared = w / h, actual = img.naturalWidth / img.naturalHeight;
                      if (Math.abs(declared - actual) > 0.02 * actual) bad.push(img.currentSrc + ' is ' + actual + ' not ' + declared);
                      if (!/^rgb/.test(getComputedStyle(img).backgroundColor) || getComputedStyle(img).backgroundColor === 'rgba(0, 0, 0, 0)')
                        bad.push(img.currentSrc + ' has no placeholder colour');
                    });
                    return bad;
                    """, as: [String].self)
                #expect(mismatches.isEmpty, "\(page): \(mismatches)")
            }
        }
    }

    @Test func tilesBelowTheFoldLoadLazily() async throws {
        let site = try await Self.longAlbum.site()
        try await Browser.with { browser in
            try await browser.openFresh(site.url("albums/trip/index.html"))
            // Per tile, in grid order ("none" for the damaged photo's placeholder).
            let loading = try await browser.evaluate("""
                return Array.prototype.map.call(document.querySelectorAll('.grid .tile'), function (tile) {
                  var img = tile.querySelector('img'); return img ? img.loading : 'none';
                });
                """, as: [String].self)
            #expect(loading.count == Self.longAlbumCount)
            #expect(loading.prefix(12).allSatisfy { $0 != "lazy" }, "\(loading)")
            #expect(loading.dropFirst(12).allSatisfy { $0 != "auto" }, "\(loading)")
            #expect(loading.contains("lazy"))
        }
    }

    @Test func thePhotoPageLoadsThe1024FileOnADesktop() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            // jolla.jpg is big enough to have a 1024 file (DSCN0010 is 640 px wide: its largest is the 700 bucket).
            try await browser.openFresh(site.url("albums/helsinki/jolla.html"))
            let source = try await browser.loadedGridImage(selector: ".photo-image")
            #expect(Self.bucket(source) == 1024, "\(source)")
        }
    }

    @Test func aPhotoThatCannotBeDecodedShowsAPlaceholderTile() async throws {
        let site = try await Self.longAlbum.site()
        try await Browser.with { browser in
            try await browser.openFresh(site.url("albums/trip/index.html"))
            #expect(try await browser.evaluate("return document.querySelectorAll('.grid .tile').length", as: Int.self)
                    == Self.longAlbumCount)
            #expect(try await browser.evaluate("return document.querySelectorAll('.grid .tile-broken').length", as: Int.self) == 1)
            let brokenImages = try await browser.evaluate("""
                document.querySelectorAll('img[loading=lazy]').forEach(function (i) { i.loading = 'eager'; });
                return Array.prototype.filter.call(document.querySelectorAll('img'),
                    function (img) { return img.complete && img.naturalWidth === 0; }).length
                """, as: Int.self)
            #expect(brokenImages == 0)
            // Its photo page shows the placeholder too, with the rest of the page intact.
            try await browser.open(site.url("albums/trip/damaged.html"))
            #expect(try await browser.findAll(".photo-broken").count == 1)
            #expect(try await browser.text(of: ".photo-position").isEmpty == false)
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    /// One album of 16 orientation samples, 9 GPS photos and one damaged file: more tiles than the first screen.
    static let longAlbumCount = 26
    static let longAlbum = SharedBuild {
        let temp = try TemporaryDirectory("vitrine-browser-long")
        let library = try LibraryFixture(in: temp.url)
        for orientation in ["landscape", "portrait"] {
            for number in 1...8 { try library.add("orientation/\(orientation)_\(number).jpg", to: "Trip") }
        }
        for name in ["0010", "0012", "0021", "0025", "0027", "0029", "0038", "0040", "0042"] {
            try library.add("gps/DSCN\(name).jpg", to: "Trip")
        }
        // Not a JPEG at all: the build publishes a placeholder for it.
        try library.write("This is not a JPEG.\n", at: "Trip/damaged.jpg")
        return try await BuiltSite(library: library.root)
    }
}
