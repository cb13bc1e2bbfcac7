import Foundation
import Testing
import TestSupport

/// The gallery opened straight from disk (`file://`), as someone previewing a build would: pages, zoom, photo
/// keys and filters work, and nothing logs errors (browsers refuse `fetch` of files, so filters stay on the page).
@Suite("Browser: opened from disk", .serialized, .requires(TestTool.browser))
struct FromDiskTests {
    static func fileURL(_ site: BuiltSite, _ path: String) -> String {
        site.folder.appendingPathComponent(path).absoluteString
    }

    @Test func browsingZoomAndPhotoKeysWorkFromDisk() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.open(Self.fileURL(site, "index.html"))
            try await browser.find(".album-card a[href*='tuscany']").click()
            try await browser.waitFor("return location.pathname.endsWith('/albums/tuscany-2008/index.html')")
            _ = try await browser.loadedGridImage()
            try await browser.press("+")
            try await browser.waitForZoomStop(3)
            try await browser.openPhotoPageFromFirstTile()
            _ = try await browser.loadedGridImage(selector: ".photo-image")
            try await browser.press(Browser.Key.arrowRight)
            try await browser.waitFor("return document.querySelector('.photo-position').textContent.indexOf('2 of') === 0")
            try await browser.press(Browser.Key.escape)
            try await browser.waitFor("return !!document.querySelector('.grid')")
            #expect(try await browser.zoomStop() == 3)
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func filtersOnALongAlbumStayOnThePageWithoutErrors() async throws {
        let site = try await LongAlbumTests.site.site()
        let onFirstPage = 200
        try await Browser.with { browser in
            try await browser.open(Self.fileURL(site, "albums/big/index.html"))
            #expect(try await browser.visibleTileCount() == onFirstPage)
            try await browser.openFilters()
            try await browser.find("select[name=rating] option[value='5']").click()
            try await browser.waitFor("return location.hash === '#rating=5'")
            try await browser.waitFor("return document.querySelector('.filter-status').textContent.indexOf('on this page') > 0")
            let visible = try await browser.visibleTileCount()
            #expect(visible > 0 && visible < onFirstPage)
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }
}
