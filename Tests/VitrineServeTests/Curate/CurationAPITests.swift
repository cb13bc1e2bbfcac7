import Foundation
import Testing
import TestSupport
import VitrineLibrary
import VitrineServe

/// The curation API (issue 29): edits go through the verbs' code and land in the sidecar as `vitrine rate` would
/// write them; every forged, foreign, traversing or oversized write is refused and writes nothing.
@Suite(.serialized) struct CurationAPITests {
    @Test func anEditWritesTheSidecarTheVerbWouldWrite() async throws {
        let curated = try await CuratedLibrary()
        defer { curated.stop() }
        let id = try curated.id(of: "DSCN0010.jpg")
        let answer = try await RawHTTPConnection.offPool { try curated.edit(#"{"id": "\#(id)", "action": "rate", "value": 4}"#) }
        #expect(answer.status == 200, "\(answer.text)")
        #expect(try CuratedLibrary.first(answer)["rating"] as? Int == 4)
        #expect(curated.edits.value == 1)
        // The verb on a copy of the same photo and sidecar writes the same bytes.
        let copy = curated.temp.url.appendingPathComponent("verb")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try Data(#"{"title": "x"}"#.utf8).write(to: copy.appendingPathComponent("vitrine.json"))
        for name in ["DSCN0010.jpg", "DSCN0010.jpg.json"] {
            try FileManager.default.copyItem(at: curated.library.root.appendingPathComponent("Tuscany/" + name), to: copy.appendingPathComponent(name))
        }
        try Data(#"{"tags": ["Italy"]}"#.utf8).write(to: copy.appendingPathComponent("DSCN0010.jpg.json"))
        _ = try SidecarEditor.edit(photo: copy.appendingPathComponent("DSCN0010.jpg").path, .rate(4))
        #expect(try Data(contentsOf: copy.appendingPathComponent("DSCN0010.jpg.json"))
                == Data(contentsOf: curated.library.root.appendingPathComponent("Tuscany/DSCN0010.jpg.json")))
        // The same value again writes nothing and asks for no rebuild.
        let again = try await RawHTTPConnection.offPool { try curated.edit(#"{"id": "\#(id)", "action": "rate", "value": 4}"#) }
        #expect(again.status == 200)
        #expect(try CuratedLibrary.first(again)["written"] as? Bool == false)
        #expect(curated.edits.value == 1)
    }

    @Test func transformsKeepTheVerbsHistoryAndUndo() async throws {
        let curated = try await CuratedLibrary()
        defer { curated.stop() }
        let id = try curated.id(of: "DSCN0010.jpg")
        try await RawHTTPConnection.offPool {
            for _ in 0..<22 { #expect(try curated.edit(#"{"id": "\#(id)", "action": "rotate", "value": 90}"#).status == 200) }
            #expect(try curated.edit(#"{"id": "\#(id)", "action": "scale", "value": 1.5}"#).status == 200)
            #expect(try curated.edit(#"{"id": "\#(id)", "action": "undo"}"#).status == 200)
            let undone = try curated.sidecar("Tuscany/DSCN0010.jpg.json")
            #expect((undone["history"] as? [Any])?.count == 19)  // 23 transforms keep 20; the undo took one
            #expect((undone["transform"] as? [String: Any])?["rotation"] as? Double == 180)
            #expect((undone["transform"] as? [String: Any])?["scale"] as? Double == 1)
            #expect(try curated.edit(#"{"id": "\#(id)", "action": "reset"}"#).status == 200)
            #expect(try CuratedLibrary.first(curated.edit(#"{"id": "\#(id)", "action": "undo"}"#))["rotation"] as? Double == 180)
            #expect(try curated.edit(#"{"id": "\#(id)", "action": "scale", "value": 0.5}"#).status == 400)
            #expect(try CuratedLibrary.first(curated.edit(#"{"id": "\#(id)", "action": "tag", "add": ["Siena"], "remove": ["italy"]}"#))["tags"] as? [String] == ["Siena"])
            #expect(try CuratedLibrary.first(curated.edit(#"{"id": "\#(id)", "action": "favorite", "value": true}"#))["favorite"] as? Bool == true)
        }
    }

    @Test func everyForgedWriteIsRefusedAndWritesNothing() async throws {
        let curated = try await CuratedLibrary()
        defer { curated.stop() }
        let id = try curated.id(of: "DSCN0010.jpg")
        let other = try curated.id(of: "DSCN0012.jpg")
        // DSCN0012's sidecar is a link out of the library: the verbs refuse it, so does the API.
        let outside = curated.temp.url.appendingPathComponent("outside.json")
        try Data(#"{"rating": 1}"#.utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(atPath: curated.library.root.appendingPathComponent("Tuscany/DSCN0012.jpg.json").path,
                                                   withDestinationPath: outside.path)
        let before = curated.snapshot()
        let rate = #"{"id": "\#(id)", "action": "rate", "value": 5}"#
        let refusals: [(String, Int, @Sendable () throws -> RawHTTPConnection.Response)] = [
            ("no token", 403, { try curated.post("/__vitrine/api/edit", rate, without: ["Cookie"]) }),
            ("no Origin", 403, { try curated.post("/__vitrine/api/edit", rate, without: ["Origin"]) }),
            ("foreign Origin", 403, { try curated.post("/__vitrine/api/edit", rate, without: ["Origin"], extra: ["Origin: http://evil.example"]) }),
            ("foreign Host", 403, { try curated.post("/__vitrine/api/edit", rate, extra: ["Host: evil.example:\(curated.port)"]) }),
            ("path id", 400, { try curated.edit(#"{"id": "Tuscany/DSCN0010.jpg", "action": "rate", "value": 5}"#) }),
            ("traversal id", 400, { try curated.edit(#"{"id": "../outside.json", "action": "rate", "value": 5}"#) }),
            ("unknown id", 404, { try curated.edit(#"{"id": "\#(String(repeating: "0", count: 32))-1", "action": "rate", "value": 5}"#) }),
            ("link out of the library", 403, { try curated.edit(#"{"id": "\#(other)", "action": "rate", "value": 5}"#) }),
            ("oversized body", 413, { try curated.edit(#"{"id": "\#(id)", "action": "tag", "add": ["\#(String(repeating: "x", count: 1 << 20))"]}"#) }),
            ("bad rating", 400, { try curated.edit(#"{"id": "\#(id)", "action": "rate", "value": 7}"#) }),
            ("unknown action", 400, { try curated.edit(#"{"id": "\#(id)", "action": "delete"}"#) }),
            ("not JSON", 400, { try curated.edit("rate=5") }),
        ]
        for (name, status, send) in refusals {
            let answer = try await RawHTTPConnection.offPool { try send() }
            #expect(answer.status == status, "\(name): \(answer.status) \(answer.text)")
        }
        #expect(curated.snapshot() == before, "the library changed")
        #expect(try Data(contentsOf: outside) == Data(#"{"rating": 1}"#.utf8))
        #expect(curated.edits.value == 0)
    }

    @Test func thePageLearnsIdsValuesAndWhereTheyComeFrom() async throws {
        let curated = try await CuratedLibrary()
        defer { curated.stop() }
        let pages = curated.photos.map { "/" + $0.pagePath }
        #expect(pages.count == 2)
        let pagesBody = "{\"pages\": [\"" + pages.joined(separator: "\", \"") + "\", \"/Tuscany/DSCN0010.jpg\"]}"
        let lookup = try await RawHTTPConnection.offPool { try curated.post("/__vitrine/api/photos", pagesBody) }
        #expect(lookup.status == 200)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(lookup.body)) as? [String: Any])
        let found = try #require(object["photos"] as? [String: Any])
        #expect(Set(found.keys) == Set(pages))
        #expect(object["tags"] as? [String] == ["Italy"])
        // Each tile's values are the ones the site publishes: DSCN0012's rating from its XMP sidecar, said so.
        let xmpTile = try #require(found.first { $0.key.contains("dscn0012") }?.value as? [String: Any])
        #expect(xmpTile["rating"] as? Int == 3 && xmpTile["ratingFrom"] as? String == "xmp-sidecar", "\(xmpTile)")
        #expect(xmpTile["tagsFrom"] == nil)
        let ownTile = try #require(found.first { $0.key.contains("dscn0010") }?.value as? [String: Any])
        #expect(ownTile["tags"] as? [String] == ["Italy"] && ownTile["ratingFrom"] == nil && ownTile["tagsFrom"] == nil, "\(ownTile)")
        // DSCN0012's rating comes from its XMP sidecar; rated here, the Vitrine sidecar wins.
        let id = try curated.id(of: "DSCN0012.jpg")
        let before = try await RawHTTPConnection.offPool { try curated.served.ask("/__vitrine/api/photo?id=\(id)") }
        #expect(try CuratedLibrary.publishedRating(before) == ["source": "xmp-sidecar", "value": "3"], "\(before.text)")
        #expect(!before.text.contains(curated.temp.url.path), "a file path leaked")
        let rated = try await RawHTTPConnection.offPool { try curated.edit(#"{"id": "\#(id)", "action": "rate", "value": 5}"#) }
        #expect(rated.status == 200)
        let ratedValues = try #require((try JSONSerialization.jsonObject(with: Data(rated.body)) as? [String: Any])?["photos"] as? [[String: Any]])
        #expect(ratedValues.first?["rating"] as? Int == 5 && ratedValues.first?["ratingFrom"] == nil, "\(ratedValues)")
        let after = try await RawHTTPConnection.offPool { try curated.served.ask("/__vitrine/api/photo?id=\(id)") }
        #expect(try CuratedLibrary.publishedRating(after) == ["source": "sidecar", "value": "5"], "\(after.text)")
        #expect(try await RawHTTPConnection.offPool { try curated.served.ask("/__vitrine/api/photo?id=../x") }.status == 404)
    }
}
