import Foundation
import Testing
import TestSupport

/// `vitrine share`: links from VITRINE_SECRET, records in the library, revocation; the secret and the keys are never
/// written, and the album's name never appears in a link.
@Suite struct ShareCommandTests {
    static let secret = "a test secret that is long enough"

    static func library() throws -> Workspace {
        let w = try Workspace()
        try w.library.write(#"{"title": "Family Secrets", "private": {}}"#, at: "Family/album.json")
        try w.library.write(#"{"title": "Open"}"#, at: "Open/album.json")
        try w.library.write(#"{"title": "Trip", "baseURL": "https://photos.example/g"}"#, at: "vitrine.json")
        return w
    }

    func share(_ arguments: [String], in w: Workspace, secret: String? = Self.secret) async throws -> VitrineProcess.Result {
        try await VitrineProcess.run(["share"] + arguments + ["--library", w.library.root.path],
                                     environment: secret.map { ["VITRINE_SECRET": $0] } ?? ["VITRINE_SECRET": ""])
    }

    /// Every file of the library, as text, concatenated.
    static func libraryText(_ w: Workspace) throws -> String {
        let root = w.library.root
        var text = ""
        guard let files = FileManager.default.enumerator(atPath: root.path) else { return text }
        for case let path as String in files {
            if let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) { text += String(decoding: data, as: UTF8.self) }
        }
        return text
    }

    @Test func linksAreStableListedRevokedAndNeverWritten() async throws {
        let w = try Self.library()
        defer { w.temp.remove() }
        let album = w.library.root.appendingPathComponent("Family").path
        let ann = try await share([album, "--to", "Ann"], in: w)
        #expect(ann.status == 0, "\(ann.errors)")
        let link = ann.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(link.wholeMatch(of: /https:\/\/photos\.example\/g\/p\/[0-9a-f]{32}\/#k=[A-Za-z0-9_-]{43}/) != nil, "\(link)")
        #expect(!link.lowercased().contains("family"))
        // The same person again gets the same link; another person another key on the same address.
        #expect(try await share([album, "--to", "Ann"], in: w).output == ann.output)
        let bob = try await share([album, "--to", "Bob"], in: w).output
        #expect(bob != ann.output && bob.prefix(60) == ann.output.prefix(60))

        #expect(try await share([album, "--revoke", "Ann"], in: w).status == 0)
        #expect(try await share([album, "--list"], in: w).output == "Ann (revoked)\nBob\n")
        // Bob's link survives the revocation; a new link for Ann is a new key.
        #expect(try await share([album, "--to", "Bob"], in: w).output == bob)
        #expect(try await share([album, "--to", "Ann"], in: w).output != ann.output)
        let missing = try await share([album, "--revoke", "Carol"], in: w)
        #expect(missing.status != 0 && missing.errors.contains("Carol"))

        let text = try Self.libraryText(w)
        #expect(!text.contains(Self.secret))
        #expect(!text.contains(String(link.split(separator: "=").last ?? "")))
        #expect(!text.contains(String(bob.split(separator: "=").last ?? "").trimmingCharacters(in: .newlines)))
        #expect(text.contains("\"generation\" : 2"))
    }

    @Test func noSecretAPublicAlbumOrAPathOutsideTheLibraryMakeNoLink() async throws {
        let w = try Self.library()
        defer { w.temp.remove() }
        let family = w.library.root.appendingPathComponent("Family").path
        let noSecret = try await share([family, "--to", "Ann"], in: w, secret: nil)
        #expect(noSecret.status != 0 && noSecret.errors.contains("VITRINE_SECRET") && noSecret.output.isEmpty)
        let open = try await share([w.library.root.appendingPathComponent("Open").path, "--to", "Ann"], in: w)
        #expect(open.status != 0 && open.errors.contains("not private"))
        let outside = try await share([w.temp.url.path, "--to", "Ann"], in: w)
        #expect(outside.status != 0 && outside.errors.contains("not an album folder"))
        #expect(!FileManager.default.fileExists(atPath: family + "/.vitrine-share.json"))
    }

    @Test func aDamagedRecordStopsRatherThanForgetARevocation() async throws {
        let w = try Self.library()
        defer { w.temp.remove() }
        try w.library.write("{\"generation\": 3, \"recipients\": [", at: "Family/.vitrine-share.json")
        let result = try await share([w.library.root.appendingPathComponent("Family").path, "--to", "Ann"], in: w)
        #expect(result.status != 0 && result.errors.contains(".vitrine-share.json") && result.output.isEmpty)
    }
}
