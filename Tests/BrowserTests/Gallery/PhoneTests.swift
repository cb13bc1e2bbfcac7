import Foundation
import Testing
import TestSupport

/// A phone in portrait (390 x 844 at 3x, touch): pages fit the width, the grid shows, the zoom buttons can be
/// tapped, and tiles never get wider than the screen.
@Suite("Browser: phone", .serialized, .enabled(if: ChromeDriver.isAvailable && VitrineProcess.isAvailable))
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
            let medium = try await browser.gridColumns()
            #expect(medium.count >= 1)
            // 3x screen: a 220 px cell needs the 700 file.
            let source = try await browser.loadedGridImage()
            #expect(ImageTests.bucket(source) == 700, "\(source)")
            #expect(try await browser.find(".grid img").isDisplayed())
            #expect(try await browser.control(named: "Zoom in").isDisplayed())
            try await browser.control(named: "Zoom out").click()
            try await browser.control(named: "Zoom out").click()
            try await browser.waitForZoomStop(0)
            let dense = try await browser.gridColumns()
            #expect(dense.count > medium.count)
            for _ in 0..<5 { try await browser.control(named: "Zoom in").click() }
            try await browser.waitForZoomStop(5)
            let preview = try await browser.gridColumns()
            #expect(preview.count == 1)
            #expect(preview.width <= 390)
            #expect(try await !browser.overflowsHorizontally())
            // A full-width tile needs the biggest grid file again (Dense made do with the 350).
            try await browser.waitFor("return /-700\\.(webp|jpg)$/.test(document.querySelector('.grid img').currentSrc)")
        }
    }
}
