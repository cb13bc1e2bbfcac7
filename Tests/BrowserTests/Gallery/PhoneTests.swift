import Foundation
import Testing
import TestSupport

/// A phone in portrait (390 x 844 at 3x, touch): pages fit the width, the grid shows, the zoom buttons can be
/// tapped, and tiles never get wider than the screen.
@Suite("Browser: phone", .serialized, .requires(TestTool.browser))
struct PhoneTests {
    @Test func pagesFitThePhoneWidth() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(.phone) { browser in
            try await browser.openFresh(site.url())
            for page in ["index.html", "albums/tuscany-2008/index.html", "albums/cameras/index.html",
                         "albums/tuscany-2008/dscn0010.html", "favorites.html", "tags/index.html"] {
                try await browser.open(site.url(page))
                #expect(try await !browser.overflowsHorizontally(), "\(page) scrolls sideways on a phone")
            }
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func theGridShowsAndZoomsOnAPhone() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(.phone) { browser in
            // Tuscany's photos are 640 px wide, so they have a real 700 file (the camera samples are tiny).
            try await browser.openFresh(site.url("albums/tuscany-2008/index.html"))
            // A phone opens on Dense: 3 photos a row, as its photo app's grid.
            #expect(try await browser.zoomStop() == 0)
            #expect(try await browser.zoomName() == "Dense")
            let dense = try await browser.gridRows()
            #expect(dense.count == 3)
            ZoomTests.expectRows(dense, fit: 0)
            // 3x screen: three 4:3 photos fill the 358 px row, each drawn 116.7 px wide: the smallest file that is
            // sharp (350 px at most a hair short of 3 x 116.7).
            let source = try await browser.loadedGridImage()
            #expect(ImageTests.bucket(source).map { Double($0) + 1 >= 3 * dense.width } == true, "\(source) for \(dense)")
            #expect(try await browser.find(".grid img").isDisplayed())
            #expect(try await browser.control(named: "Zoom in").isDisplayed())
            #expect(try await !browser.control(named: "Zoom out").isEnabled())
            // Every stop is still there: Comfortable is 2 photos a row, Medium and up one.
            try await browser.control(named: "Zoom in").click()
            try await browser.waitForZoomStop(1)
            #expect(try await browser.gridRows().count == 2)
            for _ in 0..<4 { try await browser.control(named: "Zoom in").click() }
            try await browser.waitForZoomStop(5)
            let preview = try await browser.gridRows()
            #expect(preview.count == 1)
            #expect(preview.width <= 390)
            #expect(try await !browser.overflowsHorizontally())
            #expect(try await browser.storedZoomStop() == "5")
            // A full-width tile needs the biggest grid file (the 700 here, as Dense did at 3x).
            try await browser.waitFor("return /-700\\.(webp|jpg)$/.test(document.querySelector('.grid img').currentSrc)")
        }
    }

    /// The stop shown before any choice follows the screen's width: Dense on a phone, Comfortable under 700 px, about
    /// 3 photos a row, and the page without its script shows the same grid
    /// (site.css's media queries). A chosen stop is remembered over it; `0` goes back to the width's default.
    @Test func theDefaultStopFollowsTheScreenWidth() async throws {
        let site = try await BuiltSite.sample()
        // Not `.phone`: chromedriver's own phone emulation puts its width back on every page.
        try await Browser.with(BrowserOptions(width: 390, height: 844, pixelRatio: 3)) { browser in
            for (width, stop) in [(320, 0), (360, 0), (390, 0), (430, 0), (459, 0), (460, 1), (600, 1), (699, 1), (700, 2), (820, 2)] {
                try await browser.emulateViewport(width: width, height: 844, pixelRatio: 3, mobile: true)
                try await browser.openFresh(site.url(ZoomTests.album))
                #expect(try await browser.zoomStop() == stop, "\(width) px")
                #expect(try await browser.storedZoomStop() == nil, "\(width) px: nothing was chosen")
                let rows = try await browser.gridRows()
                // Phones show 3 of these photos a row (4:3 and 3:2); at the narrowest width of a larger stop,
                // 3 of 4:3 fit (ZoomLevelTests), 2 of this album's 3:2 first photo and its neighbours.
                #expect(rows.count >= ((340...430).contains(width) ? 3 : 2), "\(width) px: \(rows) (stop \(stop))")
                ZoomTests.expectRows(rows, fit: stop)
                // What a browser without JavaScript renders: no data-zoom on <html>.
                try await browser.run("delete document.documentElement.dataset.zoom;")
                let plain = try await browser.gridRows()
                #expect(plain.count == rows.count && abs(plain.height - rows.height) < 1, "\(width) px: \(plain)")
            }
            try await browser.emulateViewport(width: 390, height: 844, pixelRatio: 3, mobile: true)
            try await browser.openFresh(site.url(ZoomTests.album))
            try await browser.control(named: "Zoom in").click()
            try await browser.control(named: "Zoom in").click()
            try await browser.waitForZoomStop(2)
            try await browser.reload()
            #expect(try await browser.zoomStop() == 2)
            #expect(try await browser.zoomName() == "Medium")
            try await browser.press("0")
            try await browser.waitForZoomStop(0)
            #expect(try await browser.storedZoomStop() == "0")
        }
    }
}
