import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `vitrine serve` in Chromium: the printed address's token becomes a cookie and leaves the address bar, and a page
/// reloads itself over the reload WebSocket (Chromium's own handshake and Origin) when a sidecar changes.
@Suite("Browser: vitrine serve", .requires(TestTool.browser), .requires(.vitrine))
struct ServeReloadTests {
    @Test func theTokenLeavesTheAddressAndAPageReloadsAfterAChange() async throws {
        let temp = try TemporaryDirectory("vitrine-serve-browser")
        defer { temp.remove() }
        let library = try LibraryFixture(in: temp.url)
        try library.add("gps/DSCN0010.jpg", to: "Tuscany")
        let server = try VitrineProcess.start(["serve", library.root.path, "-o", temp.url.appendingPathComponent("site").path,
                                               "--cache", temp.url.appendingPathComponent("cache").path, "--port", "0"])
        defer { if server.isRunning { kill(server.processIdentifier, SIGKILL) } }
        let output = try #require(server.standardOutput as? Pipe).fileHandleForReading
        let address = try #require(await VitrineProcess.firstMatch(of: #"http://[0-9.]+:[0-9]+/\?token=[0-9a-f]{64}"#, in: output))
        let base = String(address.prefix { $0 != "?" })
        try await Browser.with(.desktop) { browser in
            try await browser.open(address)
            #expect(try await browser.currentURL() == base)
            try await browser.open(base + "albums/tuscany/dscn0010.html")
            try await browser.run("window.vitrineMark = 1;")
            try library.write(#"{"title": "Renamed by the curator"}"#, at: "Tuscany/DSCN0010.jpg.json")
            // The mark is gone only when the page loaded anew.
            try await browser.waitFor("return !window.vitrineMark && document.body.innerText.indexOf('Renamed by the curator') >= 0",
                                      seconds: 60 * Sanitizer.slowdown)
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
        kill(server.processIdentifier, SIGTERM)
    }
}
