import Foundation
import Testing
import TestSupport

/// Empty states: an empty library gets a friendly home page (no grid, no quiz link, no errors), and a library
/// without geotagged photos has no quiz link.
@Suite("Browser: empty states", .serialized, .requires(TestTool.browser))
struct EmptyStateTests {
    @Test func anEmptyLibraryGetsAFriendlyPageAndNoQuizLink() async throws {
        let temp = try TemporaryDirectory("vitrine-browser-empty")
        defer { temp.remove() }
        let library = try LibraryFixture(in: temp.url)
        let site = try await BuiltSite(library: library.root)
        try await Browser.with { browser in
            try await browser.openFresh(site.url())
            #expect(try await browser.text(of: ".empty-state h2") == "No photos yet")
            #expect(try await browser.text(of: ".empty-state").contains("vitrine build"))
            #expect(try await browser.findAll(".grid").isEmpty)
            #expect(try await browser.findAll(".zoom-controls").isEmpty)
            #expect(try await browser.evaluate("return document.querySelectorAll('a[href*=\"quiz\"]').length", as: Int.self) == 0)
            #expect(try await !browser.overflowsHorizontally())
            // The keys do nothing harmful on a page without a grid.
            try await browser.press("+", "-", "0")
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func aLibraryWithoutGeotaggedPhotosHasNoQuizLink() async throws {
        let temp = try TemporaryDirectory("vitrine-browser-nogps")
        defer { temp.remove() }
        let library = try LibraryFixture(in: temp.url)
        try library.add("orientation/landscape_1.jpg", to: "Shapes")
        try library.add("orientation/portrait_1.jpg", to: "Shapes")
        let site = try await BuiltSite(library: library.root)
        try await Browser.with { browser in
            for page in ["index.html", "albums/shapes/index.html"] {
                try await browser.openFresh(site.url(page))
                #expect(try await browser.evaluate("return document.querySelectorAll('a[href*=\"quiz\"]').length",
                                                   as: Int.self) == 0, "\(page)")
            }
            #expect(try await browser.visibleTileCount() == 2)
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func theSampleHomeLinksTheQuiz() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.openFresh(site.url())
            #expect(try await browser.evaluate("return document.querySelectorAll('a[href*=\"quiz\"]').length", as: Int.self) > 0)
        }
    }
}
