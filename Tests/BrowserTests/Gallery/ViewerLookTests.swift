import Foundation
import Testing
import TestSupport

/// Issue 34, the viewer: a photo is never drawn larger than its largest file's pixels at the screen's density (the
/// Tuscany photos are 640 px wide), its details sit under it, never over it, and I hides and shows them.
@Suite("Browser: viewer look", .serialized, .requires(TestTool.browser))
struct ViewerLookTests {
    struct Drawn: Decodable, Sendable {
        var width: Double
        var file: Double
        var ratio: Double
        var photoBottom: Double
        var infoTop: Double
        var infoShown: Bool
    }

    static let measure = """
        var img = document.querySelector('dialog.viewer[open] .viewer-frame img');
        if (!img || !img.complete || !img.currentSrc || img.classList.contains('viewer-standin')) return null;
        var box = img.getBoundingClientRect(), info = document.querySelector('.viewer-info');
        var most = 0;
        img.parentNode.querySelectorAll('source, img').forEach(function (e) {
          (e.getAttribute('srcset') || '').replace(/\\s(\\d+)w/g, function (m, w) { most = Math.max(most, +w); });
        });
        return {width: box.width, file: most, ratio: devicePixelRatio, photoBottom: box.bottom,
                infoTop: info.getBoundingClientRect().top, infoShown: info.offsetParent !== null};
        """

    @Test(arguments: [BrowserOptions(width: 1440, height: 900, pixelRatio: 1), .phone])
    func thePhotoIsNeverEnlargedAndItsDetailsAreUnderIt(screen: BrowserOptions) async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(screen) { browser in
            try await browser.openFresh(site.url("albums/tuscany-2008/index.html"))
            try await browser.openViewer()
            try await browser.waitFor("return (function () { \(Self.measure) })() !== null")
            let shown = try await browser.evaluate(Self.measure, as: Drawn.self)
            #expect(shown.width * shown.ratio <= shown.file + 1, "\(shown)")
            #expect(shown.infoShown && shown.photoBottom <= shown.infoTop + 0.5, "the details cover the photo: \(shown)")
            try await browser.press("i")
            try await browser.waitFor("return document.querySelector('.viewer-info').offsetParent === null")
            #expect(try await browser.evaluate("return document.querySelector('.viewer-info-toggle').getAttribute('aria-pressed')",
                                               as: String.self) == "false")
            try await browser.press("I")
            try await browser.waitFor("return document.querySelector('.viewer-info').offsetParent !== null")
        }
    }
}
