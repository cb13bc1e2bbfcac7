import Foundation
import Testing
import TestSupport

/// Keyboard use: Tab reaches the zoom buttons and the tiles, Enter/Space on a focused button zooms, and the
/// zoom keys leave form fields alone.
@Suite("Browser: keyboard", .serialized, .requires(TestTool.browser))
struct KeyboardTests {
    static let album = "albums/tuscany-2008/index.html"

    @Test func tabReachesTheZoomButtonsAndEnterZooms() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.openFresh(site.url(Self.album))
            var focused: [String] = []
            for _ in 0..<40 {
                try await browser.press(Browser.Key.tab)
                let element = try await browser.focusedElement()
                focused.append(element)
                if element == "BUTTON Zoom in" { break }
            }
            #expect(focused.contains("BUTTON Zoom out"), "\(focused)")
            try #require(focused.last == "BUTTON Zoom in", "\(focused)")
            #expect(focused.first == "A Skip to content", "\(focused)")
            try await browser.press(Browser.Key.enter)
            try await browser.waitForZoomStop(3)
            try await browser.press(Browser.Key.space)
            try await browser.waitForZoomStop(4)
            // The focused button shows a focus ring.
            let outline = try await browser.evaluate("return getComputedStyle(document.activeElement).outlineStyle",
                                                     as: String.self)
            #expect(outline != "none")
        }
    }

    @Test func focusStaysOnTheZoomControlsWhenAButtonReachesItsEnd() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.openFresh(site.url(Self.album))
            try await browser.run("document.querySelector('.zoom-in').focus();")
            try await browser.press(Browser.Key.enter, Browser.Key.enter, Browser.Key.enter)
            try await browser.waitForZoomStop(5)
            // "Zoom in" is now disabled; a keyboard user must not be dropped back to the top of the page.
            #expect(try await browser.focusedElement() == "BUTTON Zoom out")
            try await browser.press(Browser.Key.enter)
            try await browser.waitForZoomStop(4)
        }
    }

    @Test func tabReachesTheTilesAndEnterOpensAPhoto() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.openFresh(site.url(Self.album))
            try await browser.run("document.querySelector('.grid .tile-link').focus();")
            try await browser.press(Browser.Key.enter)
            try await browser.waitFor("return !!document.querySelector('dialog.viewer[open]')")
            // The viewer's link leads on to the photo's page.
            try await browser.run("document.querySelector('dialog.viewer .viewer-page').focus();")
            try await browser.press(Browser.Key.enter)
            try await browser.waitFor("return !!document.querySelector('.photo-page')")
        }
    }

    @Test func zoomKeysDoNotFireWhileAFormFieldHasFocus() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.openFresh(site.url(Self.album))
            try await browser.openFilters()
            try await browser.run("document.querySelector('select[name=tag]').focus();")
            try await browser.press("+", "0")
            #expect(try await browser.zoomStop() == Browser.mediumStop)
        }
    }
}
