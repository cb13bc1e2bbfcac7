import Foundation
import Testing
import TestSupport

/// Issue 29: edits that reach `vitrine serve`'s curation API while it rebuilds leave the site a clean build of the
/// final sidecars would make (one queue of rebuilds: a change during a build leaves one more build behind it).
@Suite(.requires(.vitrine))
struct CurateWhileBuildingTests {
    @Test func editsDuringRebuildsEndAsACleanBuildOfTheFinalSidecars() async throws {
        let w = try Workspace.threePhotos()
        defer { w.temp.remove() }
        let server = try VitrineProcess.start(["serve", w.library.root.path, "-o", w.site.path, "--cache", w.cache.path,
                                               "--port", "0", "--formats", "jpeg", "--jobs", "2"])
        defer { if server.isRunning { kill(server.processIdentifier, SIGKILL) } }
        let output = try #require(server.standardOutput as? Pipe).fileHandleForReading
        let address = try #require(await VitrineProcess.firstMatch(of: #"http://127.0.0.1:[0-9]+/\?token=[0-9a-f]{64}"#, in: output))
        DispatchQueue.global().async { _ = output.readDataToEndOfFile() }
        let port = try #require(UInt16(address.split(separator: ":")[2].prefix { $0.isNumber }))
        let token = String(address.suffix(64))
        let headers = ["Origin: http://127.0.0.1:\(port)", "X-Vitrine-Token: \(token)", "Content-Type: application/json"]
        @Sendable func post(_ path: String, _ body: String) throws -> RawHTTPConnection.Response {
            let connection = try RawHTTPConnection(port: port)
            connection.send(RawHTTPConnection.request("POST", path, port: port, headers: headers, body: Array(body.utf8)))
            return try #require(try connection.readResponse())
        }

        // The ids of the photo pages' photos.
        let pages = try FileManager.default.subpathsOfDirectory(atPath: w.site.appendingPathComponent("albums").path)
            .filter { $0.hasSuffix(".html") && !$0.hasSuffix("index.html") && !$0.contains("page-") }.map { "/albums/" + $0 }
        let lookup = try await RawHTTPConnection.offPool { try post("/__vitrine/api/photos", "{\"pages\": [\"" + pages.joined(separator: "\", \"") + "\"]}") }
        let found = try #require((try JSONSerialization.jsonObject(with: Data(lookup.body)) as? [String: Any])?["photos"] as? [String: [String: Any]])
        let ids = found.values.compactMap { $0["id"] as? String }.sorted()
        #expect(ids.count == 3)

        // Edits a few tens of milliseconds apart: most arrive while a rebuild (a render, for a rotation) runs.
        let edits = [
            #""action": "rate", "value": 4"#, #""action": "rotate", "value": 90"#, #""action": "tag", "add": ["Sea"]"#,
            #""action": "favorite", "value": true"#, #""action": "scale", "value": 1.5"#, #""action": "rate", "value": 2"#,
            #""action": "undo""#, #""action": "tag", "add": ["Harbour"], "remove": ["sea"]"#, #""action": "rotate", "value": -90"#,
        ]
        for (index, edit) in edits.enumerated() {
            let id = ids[index % ids.count]
            let answer = try await RawHTTPConnection.offPool { try post("/__vitrine/api/edit", "{\"id\": \"\(id)\", \(edit)}") }
            #expect(answer.status == 200 || answer.status == 409, "\(edit): \(answer.status) \(answer.text)")
            try await Task.sleep(for: .milliseconds(60))
        }

        // A clean build of the final sidecars, elsewhere; serve's site must come to equal it.
        let clean = w.temp.url.appendingPathComponent("clean")
        let built = try await VitrineProcess.run(["build", w.library.root.path, "-o", clean.path, "--cache",
                                                  w.temp.url.appendingPathComponent("clean-cache").path, "--formats", "jpeg", "--jobs", "2"])
        #expect(built.status == 0, "\(built.errors)")
        let expected = try SiteTree(clean)
        var differences: [String] = ["not compared yet"]
        let deadline = ContinuousClock.now + .seconds(90 * Sanitizer.slowdown)
        while ContinuousClock.now < deadline {
            if let now = try? SiteTree(w.site) {
                differences = now.differences(from: expected)
                if differences.isEmpty { break }
            }
            try await Task.sleep(for: .milliseconds(300))
        }
        #expect(differences.isEmpty, "serve's site differs from a clean build at: \(differences.prefix(10))")
        kill(server.processIdentifier, SIGINT)
        server.waitUntilExit()
    }
}

/// `--read-only`: pages without the editor, and no curation API to write through.
@Suite(.requires(.vitrine))
struct ReadOnlyServeTests {
    @Test func readOnlyServesNoEditorAndTakesNoWrite() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0010.jpg", to: "Tuscany")
        let server = try VitrineProcess.start(["serve", w.library.root.path, "-o", w.site.path, "--cache", w.cache.path,
                                               "--port", "0", "--formats", "jpeg", "--read-only"])
        defer { if server.isRunning { kill(server.processIdentifier, SIGKILL) } }
        let output = try #require(server.standardOutput as? Pipe).fileHandleForReading
        let address = try #require(await VitrineProcess.firstMatch(of: #"http://127.0.0.1:[0-9]+/\?token=[0-9a-f]{64}"#, in: output))
        let port = try #require(UInt16(address.split(separator: ":")[2].prefix { $0.isNumber }))
        let token = String(address.suffix(64))
        let (page, edit) = try await RawHTTPConnection.offPool {
            let page = try RawHTTPConnection(port: port)
            page.send(RawHTTPConnection.request("GET", "/albums/tuscany/", port: port))
            let edit = try RawHTTPConnection(port: port)
            edit.send(RawHTTPConnection.request("POST", "/__vitrine/api/edit", port: port,
                                                headers: ["Origin: http://127.0.0.1:\(port)", "X-Vitrine-Token: \(token)", "Content-Type: application/json"],
                                                body: Array(#"{"id": "00000000000000000000000000000000-1", "action": "rate", "value": 5}"#.utf8)))
            return (try #require(try page.readResponse()), try #require(try edit.readResponse()))
        }
        #expect(page.status == 200 && page.text.contains("/__vitrine/reload") && !page.text.contains("curate"))
        #expect(edit.status == 405)
        kill(server.processIdentifier, SIGINT)
        server.waitUntilExit()
    }
}
