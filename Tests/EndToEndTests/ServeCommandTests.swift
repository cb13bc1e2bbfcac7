import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport

/// Issue 7: `vitrine serve` as a user runs it: builds, serves on loopback, rebuilds when a sidecar changes,
/// and stops cleanly on Ctrl-C.
@Suite(.requires(.vitrine))
struct ServeCommandTests {
    @Test func aSidecarChangeReachesTheServedPage() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0010.jpg", to: "Tuscany")
        let server = try VitrineProcess.start(["serve", w.library.root.path, "-o", w.site.path, "--cache", w.cache.path, "--port", "0"])
        defer { if server.isRunning { server.terminate() } }
        let output = try #require(server.standardOutput as? Pipe).fileHandleForReading
        let base = try #require(await Self.servingURL(from: output))
        #expect(base.hasPrefix("http://127.0.0.1:"))

        let page = base + "albums/tuscany/dscn0010.html"
        let (first, firstType) = try await Self.get(page)
        #expect(firstType == "text/html; charset=utf-8")
        #expect(first.contains("/__vitrine/reload"))
        #expect(!first.contains("Renamed by the curator"))
        // The reload script exists only in what serve sends, never in the site folder.
        let onDisk = try String(contentsOf: w.site.appendingPathComponent("albums/tuscany/dscn0010.html"), encoding: .utf8)
        #expect(!onDisk.contains("__vitrine"))

        try w.library.write(#"{"title": "Renamed by the curator", "rating": 5}"#, at: "Tuscany/DSCN0010.jpg.json")
        var updated = ""
        let deadline = ContinuousClock.now + .seconds(30 * Sanitizer.slowdown)
        while ContinuousClock.now < deadline, !updated.contains("Renamed by the curator") {
            try await Task.sleep(for: .milliseconds(200))
            updated = (try? await Self.get(page).body) ?? ""
        }
        #expect(updated.contains("Renamed by the curator"))

        let (_, imageType) = try await Self.get(base + Self.firstImage(in: w.site))
        #expect(imageType == "image/webp" || imageType == "image/jpeg")

        kill(server.processIdentifier, SIGINT)
        server.waitUntilExit()
        #expect(server.terminationReason == .exit && server.terminationStatus == 0)
    }

    /// Reads serve's output until it names its URL (after its first build), on a Dispatch thread: the reads
    /// block, and a blocked cooperative thread starves the other async tests.
    static func servingURL(from output: FileHandle) async -> String? {
        await VitrineProcess.firstMatch(of: #"http://[0-9.]+:[0-9]+/"#, in: output)
    }

    /// Only the images folder is listed: serve may still be finishing its rebuild, and the site's temporary
    /// folder can vanish under a walk of the whole site.
    static func firstImage(in site: URL) throws -> String {
        let images = try FileManager.default.subpathsOfDirectory(atPath: site.appendingPathComponent("images").path)
        return "images/" + (try #require(images.sorted().first { $0.hasSuffix(".webp") || $0.hasSuffix(".jpg") }))
    }

    static func get(_ url: String) async throws -> (body: String, type: String?) {
        let (data, response) = try await URLSession.shared.data(from: try #require(URL(string: url)))
        let http = try #require(response as? HTTPURLResponse)
        return (String(decoding: data, as: UTF8.self), http.value(forHTTPHeaderField: "Content-Type"))
    }
}
