import Foundation
import Testing
import TestSupport

/// axe-core (WCAG 2 A/AA and best practices) on one page of every type of the sample gallery: no violation.
@Suite("Browser: accessibility (axe-core)", .serialized,
       .requires(TestTool.browser + [.axe]))
struct AccessibilityTests {
    /// Home, an album, a nested album, a photo page, favourites, the tag index, a tag page, the quiz, the 404 page,
    /// the map (its markers drawn: the tiles themselves cannot load without a network), the timeline, a year and a month.
    static let pages = [
        "index.html", "albums/tuscany-2008/index.html", "albums/cameras/nikon/index.html", "albums/helsinki/jolla.html",
        "favorites.html", "tags/index.html", "quiz/index.html", "404.html", "map.html",
        "timeline/index.html", "timeline/2008/index.html", "timeline/2008/10.html",
    ]

    @Test func everyPageTypeHasNoViolation() async throws {
        let site = try await BuiltSite.sample()
        let tagPage = try FileManager.default.contentsOfDirectory(atPath: site.folder.appendingPathComponent("tags").path)
            .filter { $0 != "index.html" && $0.hasSuffix(".html") }.sorted().first
        let pages = Self.pages + [tagPage.map { "tags/\($0)" }].compactMap { $0 }
        try await Browser.with { browser in
            for page in pages {
                try await browser.open(site.url(page))
                let violations = try await browser.accessibilityViolations()
                #expect(violations.isEmpty, "\(page): \(violations)")
            }
        }
    }
}
