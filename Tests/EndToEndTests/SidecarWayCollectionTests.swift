import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineLibrary

/// Issue 32: on a library whose favourites and tags take several pages of 200, an edit of one photo renders only the
/// collection pages it reaches (the page showing the photo while the members stay the same; every page when they
/// change or when the photo is the first, every page's card picture), and the site stays byte for byte a clean
/// build's after each kind of edit.
@Suite struct SidecarWayCollectionTests {
    /// 450 distinct small photos in three albums of 150 (copies of one JPEG with a different trailing byte run, as
    /// `scripts/make-small-library.py` writes them: the content ids differ); every photo but each tenth a
    /// favourite (405: three pages); even ones tagged "sea" (225: two pages), odd ones "night"; a base URL, so
    /// every collection page's card shows its first photo. All were taken on one day (2006-08-17): the timeline's year
    /// and month pages hold the 450 in site order, three pages each.
    static func workspace() throws -> Workspace {
        let w = try Workspace()
        try w.library.write(#"{"title": "Long", "baseURL": "https://example.com/long/"}"#, at: "vitrine.json")
        let jpeg = try Data(contentsOf: Fixtures.url("cameras/Fujifilm_FinePix_E500.jpg"))
        for n in 0..<450 {
            let path = Self.photo(n)
            let url = w.library.root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (jpeg + withUnsafeBytes(of: UInt32(n).bigEndian) { Data($0) }).write(to: url)
            try w.library.write(sidecar(favorite: n % 10 != 0, tags: [n % 2 == 0 ? "sea" : "night"]), at: path + ".json")
        }
        return w
    }

    static func photo(_ n: Int) -> String { String(format: "a%d/p%04d.jpg", n / 150, n) }

    static func sidecar(rating: Int = 0, title: String? = nil, favorite: Bool, tags: [String]) -> String {
        let tagList = tags.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{"rating": \#(rating), "favorite": \#(favorite), "tags": [\#(tagList)]"#
            + (title.map { #", "title": "\#($0)""# } ?? "") + "}"
    }

    @Test func editsOfLongCollectionsEqualACleanBuild() async throws {
        let w = try Self.workspace()
        defer { w.temp.remove() }
        try await w.build(formats: [.jpeg])
        // (what, photo, its sidecar now, the most pages the edit may render)
        let edits: [(String, Int, String, Int)] = [
            // Its page, its album's page and index, the favourites' page 2, "sea" page 1, the tag index, the feed
            // and its neighbour's or cover's pages, the search records' chunk holding it (its tile shows the rating),
            // page 2 of its year and of its month on the timeline: not the favourites' pages 1 and 3 nor "sea" page 2
            // (11 before), nor any shard of the search's words, nor the timeline's other pages.
            ("rating of a photo in the middle", 250, Self.sidecar(rating: 3, favorite: true, tags: ["sea"]), 11),
            // The first photo of the favourites, of "sea" and of the timeline: every page's card, so every page of them.
            ("title of the first photo", 0, Self.sidecar(title: "Harbour", favorite: false, tags: ["sea"]), 18),
            ("tag added", 251, Self.sidecar(favorite: true, tags: ["night", "sea"]), 14),
            ("tag removed", 251, Self.sidecar(favorite: true, tags: ["night"]), 14),
            ("favourite off", 250, Self.sidecar(rating: 3, favorite: false, tags: ["sea"]), 14),
            ("favourite on", 260, Self.sidecar(favorite: true, tags: ["sea"]), 14),
        ]
        for (name, photo, sidecar, most) in edits {
            try w.library.write(sidecar, at: Self.photo(photo) + ".json")
            let summary = try await w.build(formats: [.jpeg])
            #expect(summary.sidecarWayPhotos == 1, "\(name): took the long way")
            #expect(summary.pagesRendered <= most, "\(name): rendered \(summary.pagesRendered) pages")
            try await SidecarWayTests.expectClean(w, name)
        }
        #expect(try await w.build(formats: [.jpeg]).siteUnchanged)
    }

    /// Issue 32: the sidecar way places the photos it links as the full layout did, from the site index, without laying
    /// out their albums: an album of 230 photos (two pages) whose names collide (`x.jpg`, `X.JPG`), take a page's name
    /// (`index.jpg`, `page-2.jpg`) or have no ASCII (`東京.jpg`), a tag on photos of both pages, each edit equal to a
    /// clean build.
    @Test func editsLinkPhotosWhereTheFullLayoutPutThem() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        let jpeg = try Data(contentsOf: Fixtures.url("cameras/Fujifilm_FinePix_E500.jpg"))
        let odd = ["x.jpg", "X.JPG", "index.jpg", "page-2.jpg", "東京.jpg"]
        let names = (0..<225).map { String(format: "p%04d.jpg", $0) } + odd
        try FileManager.default.createDirectory(at: w.library.root.appendingPathComponent("Big"), withIntermediateDirectories: true)
        for (n, name) in names.enumerated() {
            try (jpeg + withUnsafeBytes(of: UInt32(n).bigEndian) { Data($0) }).write(to: w.library.root.appendingPathComponent("Big/" + name))
            if n % 40 == 0 || n >= 225 { try w.library.write(Self.sidecar(favorite: false, tags: ["sea"]), at: "Big/\(name).json") }
        }
        // A favourite and a second tag from the start: the edits below change their members, not the site's menu.
        try w.library.write(Self.sidecar(favorite: true, tags: ["sea", "night"]), at: "Big/p0001.jpg.json")
        try await w.build(formats: [.jpeg])
        for (name, sidecar) in [("index.jpg", Self.sidecar(title: "Index", favorite: false, tags: ["sea"])),
                                ("p0040.jpg", Self.sidecar(favorite: false, tags: ["sea", "night"])),
                                ("X.JPG", Self.sidecar(rating: 2, favorite: true, tags: ["sea"]))] {
            try w.library.write(sidecar, at: "Big/\(name).json")
            let summary = try await w.build(formats: [.jpeg])
            #expect(summary.sidecarWayPhotos == 1, "\(name): took the long way")
            try await SidecarWayTests.expectClean(w, name)
        }
    }
}
