import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineLibrary
import VitrineSite

/// Issue 19: a change of some photos' sidecars that moves nothing takes the sidecar way (only the pages showing
/// those photos are rendered, from a model of the photos they show) and leaves the site byte for byte as a clean
/// build of the changed library makes it; a change that moves something takes the long way, with the same result.
@Suite struct SidecarWayTests {
    /// An XMP sidecar with a caption and a label, as Lightroom writes them.
    static let xmp = """
        <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
        <rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmp:Label="Red" xmp:Rating="3">
        <dc:description><rdf:Alt><rdf:li xml:lang="x-default">Seen from the tower</rdf:li></rdf:Alt></dc:description>
        </rdf:Description></rdf:RDF></x:xmpmeta>
        """

    struct Edit: Sendable, CustomTestStringConvertible {
        var name: String
        /// True when the change moves nothing: it must take the sidecar way.
        var takesSidecarWay: Bool
        var apply: @Sendable (Workspace) throws -> Void
        var testDescription: String { name }
    }

    static let edits: [Edit] = [
        Edit(name: "rating", takesSidecarWay: true) { try $0.library.write(#"{"rating": 4, "tags": ["market"]}"#, at: "Tuscany/DSCN0012.jpg.json") },
        Edit(name: "title of a mapped photo in the feed", takesSidecarWay: true) {
            try $0.library.write(#"{"title": "The square"}"#, at: "Tuscany/DSCN0010.jpg.json")
        },
        Edit(name: "caption of an album's cover", takesSidecarWay: true) {
            try $0.library.write(#"{"caption": "From the hill"}"#, at: "Tuscany/Siena/DSCN0025.jpg.json")
        },
        Edit(name: "tag added that the site has", takesSidecarWay: true) { try $0.library.write(#"{"tags": ["Market"]}"#, at: "Tuscany/DSCN0021.jpg.json") },
        Edit(name: "tag removed that another photo keeps", takesSidecarWay: true) { try $0.library.write(#"{"rating": 2}"#, at: "Tuscany/DSCN0012.jpg.json") },
        Edit(name: "favourite", takesSidecarWay: true) {
            try $0.library.write(#"{"rating": 2, "favorite": true, "tags": ["market"]}"#, at: "Tuscany/DSCN0012.jpg.json")
        },
        Edit(name: "a copy sharing its content with others", takesSidecarWay: true) {
            try $0.library.write(#"{"title": "Second copy", "favorite": true}"#, at: "Copies/copy2.jpg.json")
        },
        Edit(name: "XMP sidecar written by Lightroom", takesSidecarWay: true) { try $0.library.write(Self.xmp, at: "Other/DSCN0027.xmp") },
        Edit(name: "two photos at once", takesSidecarWay: true) { w in
            try w.library.write(#"{"rating": 5}"#, at: "Other/landscape_6.jpg.json")
            try w.library.write(#"{"title": "Copy four"}"#, at: "Copies/copy4.jpg.json")
        },
        Edit(name: "new tag", takesSidecarWay: false) { try $0.library.write(#"{"tags": ["tower"]}"#, at: "Tuscany/DSCN0021.jpg.json") },
        Edit(name: "last favourite removed", takesSidecarWay: false) { try $0.library.write(#"{"tags": ["market"]}"#, at: "Other/DSCN0027.jpg.json") },
        // An undated photo given a date moves onto the timeline: a new year and month page.
        Edit(name: "date in an XMP sidecar", takesSidecarWay: false) {
            try $0.library.write(TimelineBuildTests.xmp(date: "2019-03-12T10:00:00"), at: "Other/landscape_6.xmp")
        },
        Edit(name: "rotation", takesSidecarWay: false) {
            try $0.library.write(#"{"transform": {"rotation": 90, "scale": 1}}"#, at: "Tuscany/DSCN0021.jpg.json")
        },
        Edit(name: "hidden", takesSidecarWay: false) { try $0.library.write(#"{"hidden": true}"#, at: "Tuscany/DSCN0021.jpg.json") },
        Edit(name: "position", takesSidecarWay: false) {
            try $0.library.write(#"{"location": {"latitude": 60.17, "longitude": 24.94}}"#, at: "Other/landscape_6.jpg.json")
        },
        Edit(name: "rating in an album sorted by rating", takesSidecarWay: false) { w in
            try w.library.write(#"{"sort": "rating"}"#, at: "Copies/album.json")
            try w.library.write(#"{"rating": 5}"#, at: "Copies/copy7.jpg.json")
        },
        // A new photo's sidecar that does not parse withholds it (issue 32): the photo leaves the site.
        Edit(name: "malformed sidecar", takesSidecarWay: false) { try $0.library.write(#"{"rating": "#, at: "Other/landscape_6.jpg.json") },
        Edit(name: "invalid value", takesSidecarWay: true) { try $0.library.write(#"{"rating": "5", "title": "Kept"}"#, at: "Other/landscape_6.jpg.json") },
    ]

    @Test(arguments: Self.edits)
    func anEditEqualsACleanBuild(_ edit: Edit) async throws {
        let w = try PageDependencyTests.workspace()
        defer { w.temp.remove() }
        let first = try await w.build(formats: [.jpeg])
        try edit.apply(w)
        let summary = try await w.build(formats: [.jpeg])
        #expect((summary.sidecarWayPhotos > 0) == edit.takesSidecarWay, "\(edit.name): edited \(summary.sidecarWayPhotos) photos")
        if edit.takesSidecarWay {
            #expect(summary.imagesWritten == 0 && summary.filesDeleted == 0)
            #expect(summary.pagesRendered < first.pagesWritten / 2, "\(edit.name): rendered \(summary.pagesRendered)")
            #expect(summary.photos == first.photos)
        }
        try await Self.expectClean(w, edit.name)

        // The next edit starts from the index the edit left, and a rebuild with nothing changed is a no-op.
        try w.library.write(#"{"rating": 1, "tags": ["market"]}"#, at: "Tuscany/DSCN0012.jpg.json")
        let again = try await w.build(formats: [.jpeg])
        #expect(again.sidecarWayPhotos == 1, "\(edit.name): the edit after it")
        try await Self.expectClean(w, edit.name + ", then a rating")
        #expect(try await w.build(formats: [.jpeg]).siteUnchanged)
    }

    /// A rating visitors do not see (no `"showRatings"`) shows on no page: the sidecar way renders none and the site
    /// is a clean build's; where they see it, the pages showing the photo are rendered. A title is rendered either way.
    @Test(arguments: [false, true])
    func aRatingRendersPagesOnlyWhereVisitorsSeeIt(_ shown: Bool) async throws {
        let w = try PageDependencyTests.workspace()
        defer { w.temp.remove() }
        try w.library.write(#"{"title": "Trips", "baseURL": "https://example.com/trips/", "showRatings": \#(shown)}"#, at: "vitrine.json")
        try await w.build(formats: [.jpeg])
        try w.library.write(#"{"rating": 5, "tags": ["market"]}"#, at: "Tuscany/DSCN0012.jpg.json")
        let rated = try await w.build(formats: [.jpeg])
        #expect(rated.sidecarWayPhotos == 1)
        #expect(shown ? rated.pagesRendered > 0 : rated.pagesRendered == 0, "rendered \(rated.pagesRendered)")
        #expect(shown ? rated.pagesWritten > 0 : rated.pagesWritten == 0, "wrote \(rated.pagesWritten)")
        try await Self.expectClean(w, "rating, showRatings \(shown)")
        #expect(try await w.build(formats: [.jpeg]).siteUnchanged)

        try w.library.write(#"{"rating": 5, "title": "Market day", "tags": ["market"]}"#, at: "Tuscany/DSCN0012.jpg.json")
        let titled = try await w.build(formats: [.jpeg])
        #expect(titled.sidecarWayPhotos == 1)
        #expect(titled.pagesWritten > 0)
        try await Self.expectClean(w, "title after a rating, showRatings \(shown)")
    }

    /// The site as a clean build of the library makes it.
    static func expectClean(_ w: Workspace, _ name: String) async throws {
        let clean = w.temp.url.appendingPathComponent("clean")
        let cleanCache = w.temp.url.appendingPathComponent("clean-cache")
        try? FileManager.default.removeItem(at: clean)
        try? FileManager.default.removeItem(at: cleanCache)
        try await w.build(formats: [.jpeg], site: clean, cache: cleanCache)
        #expect(try SiteTree(w.site).differences(from: try SiteTree(clean)) == [], "\(name): the site is not the clean build's")
    }

    @Test(.requires(.ffmpeg)) func aVideoAndALivePhotoAreEditedLikePhotos() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        let root = w.library.root
        try w.library.add("gps/DSCN0010.jpg")
        for folder in ["Clips", "Live"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try VideoClips.make(.h264Phone, at: root.appendingPathComponent("Clips/phone clip.mp4"))
        try w.library.add("gps/DSCN0012.jpg", to: "Live", as: "IMG_0003.jpg")
        try VideoClips.make(.h264Phone, at: root.appendingPathComponent("Live/IMG_0003.MOV"))
        try w.library.write(#"{"tags": ["harbour"]}"#, at: "DSCN0010.jpg.json")
        try await w.build(formats: [.jpeg])
        try w.library.write(#"{"title": "Boats", "tags": ["harbour"]}"#, at: "Clips/phone clip.mp4.json")
        try w.library.write(#"{"title": "Waves", "rating": 5}"#, at: "Live/IMG_0003.jpg.json")
        let edited = try await w.build(formats: [.jpeg])
        #expect(edited.sidecarWayPhotos == 2)
        try await Self.expectClean(w, "video and Live Photo")
    }

    /// A private album's locked card on its parent's page (docs/private-albums.md): an edit of a photo beside it
    /// renders that page the sidecar way, from the site index, with the same card a clean build gives.
    @Test func aLockedCardIsTheSameOnTheSidecarWay() async throws {
        var w = try PageDependencyTests.workspace()
        defer { w.temp.remove() }
        w.environment = ["VITRINE_SECRET": "sidecar way private album secret"]
        try w.library.add("gps/DSCN0029.jpg", to: "Tuscany/Secret")
        try w.library.write(#"{"private": {}}"#, at: "Tuscany/Secret/album.json")
        try await w.build(formats: [.jpeg])
        let page = w.site.appendingPathComponent("albums/tuscany/index.html")
        let before = try String(contentsOf: page, encoding: .utf8)
        #expect(before.contains("album-locked") && before.contains("href=\"../../p/"))
        try w.library.write(#"{"rating": 4, "tags": ["market"], "title": "Stalls"}"#, at: "Tuscany/DSCN0012.jpg.json")
        let edited = try await w.build(formats: [.jpeg])
        #expect(edited.sidecarWayPhotos == 1)
        let after = try String(contentsOf: page, encoding: .utf8)
        #expect(after != before && after.contains("Stalls") && after.contains("album-locked"), "the sidecar way rendered the page")
        try await Self.expectClean(w, "locked card")
    }

    /// A search shard's first word is a new file of the site and its last word a file gone, both on the sidecar way:
    /// the file goes from the site and from the catalog's outputs (the next build is a no-op, not the long way).
    @Test func aSearchShardsLastWordGoesOnTheSidecarWay() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0010.jpg")
        // 8 x 40,000 words beginning "aa" (one shard holds them all): a search index of 64 shards, most of them empty.
        let caption = (0..<40_000).map { "aa\($0)" }.joined(separator: " ")
        for n in 1...8 {
            try w.library.add("orientation/landscape_6.jpg", to: "Copies", as: "copy\(n).jpg")
            try w.library.write(#"{"caption": "\#(caption)"}"#, at: "Copies/copy\(n).jpg.json")
        }
        try await w.build(formats: [.jpeg])
        let search = w.site.appendingPathComponent("search")
        let manifest = try String(contentsOf: search.appendingPathComponent("index.js"), encoding: .utf8)
        let shards = try #require(manifest.firstMatch(of: /"b":(\d+)/).flatMap { Int($0.1) })
        #expect(shards == 64)
        func shardFile(_ word: String) -> URL { search.appendingPathComponent("t\(SearchIndex.shard(of: word, count: shards)).js") }
        let word = try #require((0..<200).lazy.map { "zq\($0)" }.first { !FileManager.default.fileExists(atPath: shardFile($0).path) })

        try w.library.write(#"{"title": "\#(word)"}"#, at: "DSCN0010.jpg.json")
        let added = try await w.build(formats: [.jpeg])
        #expect(added.sidecarWayPhotos == 1)
        #expect(FileManager.default.fileExists(atPath: shardFile(word).path))
        try await Self.expectClean(w, "a shard's first word")

        try w.library.write(#"{"rating": 3}"#, at: "DSCN0010.jpg.json")
        let removed = try await w.build(formats: [.jpeg])
        #expect(removed.sidecarWayPhotos == 1)
        #expect(removed.filesDeleted == 1)
        #expect(!FileManager.default.fileExists(atPath: shardFile(word).path))
        try await Self.expectClean(w, "a shard's last word")
        #expect(try await w.build(formats: [.jpeg]).siteUnchanged)
    }

    @Test func theWarningsOfAnEditAreTheLongWays() async throws {
        let w = try PageDependencyTests.workspace()
        defer { w.temp.remove() }
        try w.library.write("<x:xmpmeta", at: "Copies/copy1.xmp")
        let first = try await w.build(formats: [.jpeg])
        try w.library.write(#"{"rating": "5", "title": "Kept"}"#, at: "Other/landscape_6.jpg.json")
        let edited = try await w.build(formats: [.jpeg])
        #expect(edited.sidecarWayPhotos == 1)
        #expect(edited.diagnostics.map(\.path).sorted() == (first.diagnostics.map(\.path) + ["Other/landscape_6.jpg.json"]).sorted())
    }

    @Test func aPageDeletedBeforeAnEditIsPutBackByTheLongWay() async throws {
        let w = try PageDependencyTests.workspace()
        defer { w.temp.remove() }
        try await w.build(formats: [.jpeg])
        try FileManager.default.removeItem(at: w.site.appendingPathComponent("albums/other/index.html"))
        try w.library.write(#"{"rating": 4, "tags": ["market"]}"#, at: "Tuscany/DSCN0012.jpg.json")
        let summary = try await w.build(formats: [.jpeg])
        #expect(summary.sidecarWayPhotos == 0)
        try await Self.expectClean(w, "page deleted")
    }

    @Test func theLongWayAfterAnEditRendersWhatTheEditLeftAndNothingElse() async throws {
        let w = try PageDependencyTests.workspace()
        defer { w.temp.remove() }
        try await w.build(formats: [.jpeg])
        try w.library.write(#"{"rating": 4, "tags": ["market"]}"#, at: "Tuscany/DSCN0012.jpg.json")
        let edited = try await w.build(formats: [.jpeg])
        #expect(edited.sidecarWayPhotos == 1)
        // A new photo: the long way, over pages the edit rendered.
        try w.library.add("gps/DSCN0029.jpg", to: "Other")
        let long = try await w.build(formats: [.jpeg])
        #expect(long.sidecarWayPhotos == 0)
        try await Self.expectClean(w, "photo added after an edit")
        // And back to the first state: every page as a clean build makes it (no stale key matched).
        try FileManager.default.removeItem(at: w.library.root.appendingPathComponent("Other/DSCN0029.jpg"))
        try w.library.write(#"{"rating": 2, "tags": ["market"]}"#, at: "Tuscany/DSCN0012.jpg.json")
        try await w.build(formats: [.jpeg])
        try await Self.expectClean(w, "back to the start")
    }
}
