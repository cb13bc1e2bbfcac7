import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineLibrary

/// Issue 32, item 1: a mistake in a file never publishes what its owner withheld. Each case greps the whole site
/// for the withheld photo's name and title and counts the images (4 sizes in 2 formats: 8 a photo).
@Suite struct FailSafeBuildTests {
    /// A photo with GPS to withhold and one without to publish.
    static func library() throws -> Workspace {
        let w = try Workspace()
        try w.library.add("gps/DSCN0012.jpg", to: "Garden")
        try w.library.add("orientation/landscape_6.jpg", to: "Garden")
        return w
    }

    /// The site's files that mention `words`, case-insensitively.
    static func mentions(of words: [String], in site: URL) throws -> [String] {
        let tree = try SiteTree(site)
        return tree.paths.filter { path in
            let text = String(decoding: tree.files[path] ?? Data(), as: UTF8.self).lowercased()
            return words.contains { text.contains($0.lowercased()) }
        }
    }

    /// The error a build stops with, or nil when it completes.
    static func stop(_ w: Workspace) async -> BuildError? {
        do {
            _ = try await Builder(options: w.options()).run()
            return nil
        } catch {
            return error
        }
    }

    @Test func aHiddenPhotoWithABadValueStaysHidden() async throws {
        let w = try Self.library()
        defer { w.temp.remove() }
        try w.library.write(#"{"hidden": true, "rating": "5", "title": "Secret Garden"}"#, at: "Garden/DSCN0012.jpg.json")
        let summary = try await w.build()
        #expect(summary.diagnostics.map(\.path) == ["Garden/DSCN0012.jpg.json"])
        #expect(try w.images().count == 8)
        #expect(try Self.mentions(of: ["DSCN0012", "Secret Garden"], in: w.site) == [])
    }

    @Test func aSidecarThatDoesNotParseWithholdsANewPhoto() async throws {
        let w = try Self.library()
        defer { w.temp.remove() }
        try w.library.write("{\"hidden\": true, \"title\": \"Secret Garden\",}", at: "Garden/DSCN0012.jpg.json")
        let before = try Data(contentsOf: w.library.root.appendingPathComponent("Garden/DSCN0012.jpg.json"))
        let summary = try await w.build()
        let warnings = summary.diagnostics.filter { $0.path == "Garden/DSCN0012.jpg.json" }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("not published") == true)
        #expect(try w.images().count == 8)
        #expect(try Self.mentions(of: ["DSCN0012", "Secret Garden"], in: w.site) == [])
        #expect(try Data(contentsOf: w.library.root.appendingPathComponent("Garden/DSCN0012.jpg.json")) == before)
    }

    /// With a last good sidecar, a syntax error publishes the photo as the last build did: its title stays, its
    /// position stays off; a hidden photo stays hidden. Fixed, it is read again; the sidecar way too.
    @Test func aSidecarThatDoesNotParseKeepsThePhotoAsLastPublished() async throws {
        let w = try Self.library()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0010.jpg", to: "Garden")
        try w.library.write(#"{"title": "Open Gate", "location": null}"#, at: "Garden/DSCN0012.jpg.json")
        try w.library.write(#"{"title": "Secret Garden", "hidden": true}"#, at: "Garden/DSCN0010.jpg.json")
        try await w.build()
        let before = try SiteTree(w.site)
        #expect(try w.images().count == 16)

        try w.library.write("{\"title\": \"Open Gate\",,}", at: "Garden/DSCN0012.jpg.json")
        try w.library.write("{\"title\": \"Secret Garden\", \"hidden\": false,}", at: "Garden/DSCN0010.jpg.json")
        let broken = try await w.build()
        #expect(broken.diagnostics.count == 2)
        #expect(broken.diagnostics.allSatisfy { $0.message.hasSuffix("until it parses") && $0.message.contains("as the last build left it") })
        #expect(try SiteTree(w.site) == before)
        #expect(try Self.mentions(of: ["DSCN0010", "Secret Garden"], in: w.site) == [])

        // Fixed: read again. Only a title changed, so the sidecar way renders it.
        try w.library.write(#"{"title": "Gate, fixed", "location": null}"#, at: "Garden/DSCN0012.jpg.json")
        let fixed = try await w.build()
        #expect(fixed.sidecarWayPhotos == 1)
        #expect(try Self.mentions(of: ["Gate, fixed"], in: w.site) != [])
        // Broken again: the last good sidecar is now the fixed one.
        try w.library.write("{", at: "Garden/DSCN0012.jpg.json")
        try await w.build()
        #expect(try Self.mentions(of: ["Gate, fixed"], in: w.site) != [])
        #expect(try Self.mentions(of: ["Secret Garden", "DSCN0010"], in: w.site) == [])
    }

    /// Settings that guard privacy, broken after a good build: the build stops and the site is as it was, byte for byte.
    @Test(arguments: [
        ("vitrine.json", "{\"title\": \"Mine\", \"location\": \"none\",}"),
        ("vitrine.json", #"{"location": "nowhere"}"#),
        ("Garden/album.json", #"{"title": "Garden""#),
        ("Garden/album.json", #"{"private": {"password": "x"}}"#),
        ("Garden/DSCN0012.jpg.json", #"{"hidden": "yes"}"#),
        ("Garden/DSCN0012.jpg.json", #"{"location": {"latitude": 43}}"#),
    ])
    func aBrokenGuardStopsTheBuildAndLeavesTheSite(path: String, text: String) async throws {
        let w = try Self.library()
        defer { w.temp.remove() }
        try await w.build()
        let before = try SiteTree(w.site)
        try w.library.write(text, at: path)
        let error = try #require(await Self.stop(w))
        #expect(error.description.contains(path))
        #expect(error.description.contains("line 1, column"))
        #expect(try SiteTree(w.site) == before)
    }

    @Test func aBrokenSettingsFileExitsWithStatusOneAndWritesNoSite() async throws {
        let w = try Self.library()
        defer { w.temp.remove() }
        try w.library.write("{\"location\": \"none\",}", at: "vitrine.json")
        let result = try await VitrineProcess.run(["build", w.library.root.path, "-o", w.site.path, "--cache", w.cache.path])
        #expect(result.status == 1)
        #expect(result.errors.contains("vitrine.json"))
        #expect(result.errors.contains("line 1, column 20"))
        // The build may have made the site folder to lock it; nothing is in it.
        let site = try? FileManager.default.contentsOfDirectory(atPath: w.site.path)
        #expect(site == nil || site == [])
    }

    @Test func aPrivateAlbumPublishesNothingAnywhere() async throws {
        let w = try Self.library()
        defer { w.temp.remove() }
        try w.library.add("orientation/landscape_3.jpg", to: "Family/Birthday")
        try w.library.write(#"{"title": "Family Secrets", "private": {"passwordEnv": "FAMILY_PW"}}"#, at: "Family/album.json")
        try w.library.write(#"{"favorite": true, "tags": ["cake"], "title": "Candles"}"#, at: "Family/Birthday/landscape_3.jpg.json")
        let summary = try await w.build()
        #expect(summary.diagnostics.map(\.path) == ["Family/album.json"])
        #expect(try w.images().count == 16)
        #expect(try Self.mentions(of: ["Family Secrets", "albums/family", "Birthday", "landscape_3", "Candles", "cake"], in: w.site) == [])
    }
}
