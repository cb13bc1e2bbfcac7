import Foundation
import Testing
import TestSupport

/// Grid and photo images: the bucket srcset picks for the screen and the stop, WebP first, width/height that
/// match the files, lazy loading below the fold, a placeholder colour, and a placeholder tile for a broken photo.
@Suite("Browser: images", .serialized, .requires(TestTool.browser))
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
            // site.js gives the exact width the picture is drawn at: two columns of 622 px at 1280 px, 4:3 photos.
            let drawn = try await browser.evaluate("""
                var img = document.querySelector('.grid img'), box = img.getBoundingClientRect();
                return Math.max(box.width, box.height * img.getAttribute('width') / img.getAttribute('height'));
                """, as: Double.self)
            #expect(sizes.hasSuffix("px") && abs((Double(sizes.dropLast(2)) ?? 0) - drawn) <= 1, "\(sizes) for \(drawn) px")
            try await browser.waitFor("return /-700\\.(webp|jpg)$/.test(document.querySelector('.grid img').currentSrc)")
        }
    }

    @Test func aRememberedStopIsUsedForTheFirstDownloads() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            // Very Large is the 700 bucket; the markup's `sizes` is Medium's (350 here).
            let buckets = try await browser.bucketsFetched(opening: site.url(Self.album), rememberingStop: 4,
                                                           from: site.url("tags/index.html"))
            #expect(!buckets.isEmpty)
            #expect(buckets.allSatisfy { $0 == 700 }, "\(buckets)")
        }
    }

    /// Every tile is lazy, the first rows too: an eager image would be fetched by the preload scanner with Medium's
    /// `sizes`, before site.js could apply a remembered stop.
    @Test func everyTileLoadsLazilyAndTheTilesInViewLoadAtOnce() async throws {
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
            #expect(loading.allSatisfy { $0 == "lazy" || $0 == "none" }, "\(loading)")
            // The tiles in view load without any scrolling.
            try await browser.waitFor("""
                var img = document.querySelector('.grid img'); return img.complete && img.naturalWidth > 0;
                """)
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

    @Test func aTransparentPictureShowsThePageThroughItsTileOnceLoaded() async throws {
        let temp = try TemporaryDirectory("vitrine-browser-alpha")
        defer { temp.remove() }
        let library = temp.url.appendingPathComponent("library/Logos")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        // Top-left quadrant transparent, the rest opaque.
        try StillFixtures.vips("logo.png", in: library, width: 400, height: 300, alphaQuadrants: [0, 255, 255, 255])
        for name in try FileManager.default.contentsOfDirectory(atPath: library.path) where name != "logo.png" {
            try FileManager.default.removeItem(at: library.appendingPathComponent(name))
        }
        let site = try await BuiltSite(library: library.deletingLastPathComponent())
        try await Browser.with { browser in
            try await browser.openFresh(site.url("albums/logos/index.html"))
            let source = try await browser.loadedGridImage()
            #expect(source.hasSuffix(".webp"), "\(source)")
            // The WebP's own pixels, read back through a canvas (same origin): transparent where the PNG is.
            let alpha = try await browser.evaluate("""
                var img = document.querySelector('.grid img'), canvas = document.createElement('canvas');
                canvas.width = img.naturalWidth; canvas.height = img.naturalHeight;
                var context = canvas.getContext('2d');
                context.drawImage(img, 0, 0);
                var at = function (x, y) { return context.getImageData(x * canvas.width, y * canvas.height, 1, 1).data[3]; };
                return [at(0.25, 0.25), at(0.75, 0.75)];
                """, as: [Int].self)
            #expect(alpha.count == 2 && alpha[0] <= 3 && alpha[1] >= 252, "\(alpha)")
            // ...and no placeholder colour behind them any more: the page shows through.
            try await browser.waitFor("return document.querySelector('.grid img').style.backgroundColor === ''")
            #expect(try await browser.evaluate("return getComputedStyle(document.querySelector('.grid img')).backgroundColor",
                                               as: String.self) == "rgba(0, 0, 0, 0)")
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
