import Foundation
import Testing
import TestSupport

@Suite("Browser: the sample gallery loads", .requires(TestTool.browser))
struct SmokeTests {
    @Test func homePageLoadsUnderASubPathWithoutConsoleErrors() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with { browser in
            try await browser.open(site.url())
            let title = try await browser.evaluate("return document.title", as: String.self)
            #expect(!title.isEmpty)
            let tiles = try await browser.findAll("main a")
            #expect(!tiles.isEmpty)
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }
}
