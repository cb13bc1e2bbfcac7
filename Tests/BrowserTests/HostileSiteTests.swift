import Foundation
import Testing
import TestSupport

/// Issue 8: a site built from hostile text and damaged images, opened page by page in a real browser.
/// Any script dialog (every payload calls `alert`) or console error fails the test.
@Suite("Browser: hostile input stays inert", .serialized, .requires(TestTool.browser))
struct HostileSiteTests {
    @Test func everyPageOpensWithoutDialogsOrConsoleErrors() async throws {
        let temp = try TemporaryDirectory("vitrine-hostile-browser")
        defer { temp.remove() }
        let library = try LibraryFixture(in: temp.url)
        try HostileLibrary.populate(library, withBrokenImages: true)
        let site = try await BuiltSite(library: library.root)
        let pages = try Self.pages(in: site.folder)
        #expect(pages.count > 8)

        try await Browser.with { browser in
            for page in pages {
                try await browser.open(site.url(page))
                try await browser.waitFor("return document.readyState === 'complete'")
                let dialog = try await browser.dialogText()
                #expect(dialog == nil, "\(page) opened a dialog: \(dialog ?? "")")
                // The map page's OpenStreetMap tiles are the site's one online resource; this machine has no
                // network, so they fail to load, which is the offline case the page is made for (its list by place).
                let errors = try await browser.consoleErrors().filter { !$0.hasPrefix("https://tile.openstreetmap.org/") }
                #expect(errors.isEmpty, "\(page): \(errors)")
                let injected = try await browser.evaluate(
                    "return document.querySelectorAll('main script:not([type=\"application/json\"]), [onerror], [onload], svg').length",
                    as: Int.self)
                #expect(injected == 0, "\(page) holds injected elements")
            }
        }
    }

    @Test func playingTheQuizRevealsHostileTextAsText() async throws {
        let temp = try TemporaryDirectory("vitrine-hostile-quiz")
        defer { temp.remove() }
        let library = try LibraryFixture(in: temp.url)
        try HostileLibrary.populate(library)
        let site = try await BuiltSite(library: library.root)
        guard FileManager.default.fileExists(atPath: site.folder.appendingPathComponent("quiz/index.html").path) else {
            Issue.record("the hostile library has geotagged photos, so the site must have a quiz")
            return
        }
        try await Browser.with { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await browser.control(named: "Start").click()
            // Every photo: reveal, then go on; the place and the date reach the page at each reveal.
            for _ in 0..<(2 * HostileLibrary.photoCount) {
                let phase = try await browser.evaluate("return document.getElementById('quiz').dataset.phase", as: String.self)
                if phase == "complete" { break }
                try await browser.press(Browser.Key.enter)
                try await browser.waitFor("return document.getElementById('quiz').dataset.phase !== '\(phase)'")
                #expect(try await browser.dialogText() == nil)
            }
            #expect(try await browser.evaluate("return document.getElementById('quiz').dataset.phase", as: String.self) == "complete")
            // Offline, the map's one probe tile fails to load; nothing else may.
            let errors = try await quiz.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    /// Site-relative paths of every HTML page, percent-encoded for a URL.
    static func pages(in site: URL) throws -> [String] {
        let paths = try SiteTree(site).paths.filter { $0.hasSuffix(".html") && $0 != "404.html" }
        return paths.map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0 }
    }
}
