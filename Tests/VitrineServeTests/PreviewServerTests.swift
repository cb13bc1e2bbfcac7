import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport
import VitrineServe

@Suite struct PreviewServerTests {
    /// Seconds to wait for the server to listen and for each answer.
    static let patience: Double = 600

    @Test func servesFilesWithTypesInjectsReloadAndRefusesTraversal() async throws {
        // Off the shared pool, like the server: other suites' in-process builds may hold all of its threads.
        try await PreviewServer.onServerExecutor { try await servesFilesWithTypesInjectsReloadAndRefusesTraversalSteps() }
    }

    private func servesFilesWithTypesInjectsReloadAndRefusesTraversalSteps() async throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let site = temp.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data("<!doctype html><html><body><p>home</p></body></html>".utf8).write(to: site.appendingPathComponent("index.html"))
        try Data("<!doctype html><html><body>missing</body></html>".utf8).write(to: site.appendingPathComponent("404.html"))
        try Data([0xFF, 0xD8, 0xFF, 0xD9]).write(to: site.appendingPathComponent("images/a.jpg"))

        let server = try PreviewServer(site: site, host: "127.0.0.1", port: 0)
        let task = Task { try await server.run() }
        defer { task.cancel() }
        // Other suites build in this process and may hold every core for minutes: wait them out, but not forever.
        try await server.waitUntilListening(seconds: Self.patience)
        let port = try #require(await server.port)
        let base = "http://127.0.0.1:\(port)"

        let (home, homeResponse) = try await get("\(base)/")
        #expect(homeResponse.statusCode == 200)
        #expect(homeResponse.value(forHTTPHeaderField: "Content-Type") == "text/html; charset=utf-8")
        let html = String(decoding: home, as: UTF8.self)
        #expect(html.contains("<p>home</p>"))
        #expect(html.contains("/__vitrine/reload"))
        // The script lives only in responses, never in the file on disk.
        #expect(!(try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)).contains("__vitrine"))

        let (image, imageResponse) = try await get("\(base)/images/a.jpg")
        #expect(imageResponse.value(forHTTPHeaderField: "Content-Type") == "image/jpeg")
        #expect(Array(image) == [0xFF, 0xD8, 0xFF, 0xD9])

        let (missing, missingResponse) = try await get("\(base)/nope.html")
        #expect(missingResponse.statusCode == 404)
        #expect(String(decoding: missing, as: UTF8.self).contains("missing"))

        let (_, traversal) = try await get("\(base)/%2e%2e/%2e%2e/etc/passwd")
        #expect(traversal.statusCode == 403)
        await server.stop()
    }

    func get(_ url: String) async throws -> (Data, HTTPURLResponse) {
        var request = URLRequest(url: try #require(URL(string: url)))
        request.timeoutInterval = Self.patience
        let (data, response) = try await URLSession.shared.data(for: request)
        return (data, try #require(response as? HTTPURLResponse))
    }
}
