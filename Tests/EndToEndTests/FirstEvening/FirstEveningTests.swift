import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport

/// Issue 32, item 3: a new user's first evening. In a new folder with a photo, `vitrine init`, then the commands it
/// prints, exactly as printed (serve only gets `--port 0`: another test may hold port 8000).
@Suite(.requires(.vitrine))
struct FirstEveningTests {
    /// The command init prints after `label` ("Preview while you curate:"), without the note in brackets after it.
    static func printed(_ output: String, after label: String) throws -> [String] {
        let line = try #require(output.split(separator: "\n").first { $0.contains(label) })
        let command = line.components(separatedBy: label)[1].components(separatedBy: "   (")[0]
        let words = command.split(separator: " ").map(String.init)
        #expect(words.first == "vitrine")
        return Array(words.dropFirst())
    }

    @Test func initThenBuildThenServeWorkAsPrinted() async throws {
        let temp = try TemporaryDirectory("vitrine-first-evening")
        defer { temp.remove() }
        let folder = temp.url.appendingPathComponent("Photos")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Trip"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.url("gps/DSCN0010.jpg"), to: folder.appendingPathComponent("Trip/DSCN0010.jpg"))

        let initialised = try await VitrineProcess.run(["init"], in: folder)
        #expect(initialised.status == 0, "\(initialised.errors)")
        let settings = try String(contentsOf: folder.appendingPathComponent("vitrine.json"), encoding: .utf8)
        #expect(!settings.contains("\"baseURL\": \"\""))

        let build = try Self.printed(initialised.output, after: "Build the site:")
        let built = try await VitrineProcess.run(build, in: folder)
        #expect(built.status == 0, "\(built.errors)")
        #expect(built.output.contains("0 warnings"), "\(built.output)")
        #expect(built.output.contains("note: no \"baseURL\""))
        let site = folder.appendingPathComponent("public")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("albums/trip/dscn0010.html").path))
        // The site inside the library is never read as photos: a second build has nothing to do, and --strict
        // passes on a library without a baseURL (the README's CI template).
        let strict = try await VitrineProcess.run(build + ["--strict"], in: folder)
        #expect(strict.status == 0, "\(strict.output)\(strict.errors)")
        #expect(strict.output.contains("Nothing changed"))

        let serve = try Self.printed(initialised.output, after: "Preview while you curate:")
        let server = try VitrineProcess.start(serve + ["--port", "0"], in: folder)
        defer { if server.isRunning { server.terminate() } }
        let output = try #require(server.standardOutput as? Pipe).fileHandleForReading
        let base = try #require(await ServeCommandTests.servingURL(from: output))
        let (page, type) = try await ServeCommandTests.get(base + "albums/trip/dscn0010.html")
        #expect(type == "text/html; charset=utf-8")
        #expect(page.contains("DSCN0010"))
        kill(server.processIdentifier, SIGINT)
        server.waitUntilExit()
        #expect(server.terminationReason == .exit && server.terminationStatus == 0)
    }

    @Test func initOfAnotherFolderPrintsCommandsThatWorkFromHere() async throws {
        let temp = try TemporaryDirectory("vitrine-first-evening")
        defer { temp.remove() }
        let folder = temp.url.appendingPathComponent("My Photos")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.url("gps/DSCN0010.jpg"), to: folder.appendingPathComponent("DSCN0010.jpg"))
        let initialised = try await VitrineProcess.run(["init", "My Photos"], in: temp.url)
        #expect(initialised.status == 0, "\(initialised.errors)")
        #expect(initialised.output.contains("vitrine build 'My Photos'"), "\(initialised.output)")
        let built = try await VitrineProcess.run(["build", "My Photos"], in: temp.url)
        #expect(built.status == 0, "\(built.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("public/index.html").path))
    }

    /// An album that happens to be called "public" is not taken over by the default site folder.
    @Test func anAlbumNamedPublicIsNotTakenOver() async throws {
        let temp = try TemporaryDirectory("vitrine-first-evening")
        defer { temp.remove() }
        let album = temp.url.appendingPathComponent("public")
        try FileManager.default.createDirectory(at: album, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.url("gps/DSCN0010.jpg"), to: album.appendingPathComponent("DSCN0010.jpg"))
        let built = try await VitrineProcess.run(["build", "."], in: temp.url)
        #expect(built.status == 1)
        #expect(built.errors.contains("-o SITE"), "\(built.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: album.path) == ["DSCN0010.jpg"])
    }
}
