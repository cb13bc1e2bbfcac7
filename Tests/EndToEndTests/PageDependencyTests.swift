import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineLibrary

/// Issue 19: an edit renders only the pages whose inputs changed, writes only the pages whose bytes differ, and
/// leaves the site byte for byte as a clean build of the edited library makes it.
@Suite struct PageDependencyTests {
    /// Four albums (one nested), fourteen photos, most with positions, a base URL so the feed and sitemap are made too.
    static func workspace() throws -> Workspace {
        let w = try Workspace()
        try w.library.write(#"{"title": "Trips", "baseURL": "https://example.com/trips/", "showRatings": true}"#, at: "vitrine.json")
        try w.library.add("gps/DSCN0010.jpg", to: "Tuscany")
        try w.library.add("gps/DSCN0012.jpg", to: "Tuscany")
        try w.library.add("gps/DSCN0021.jpg", to: "Tuscany")
        try w.library.add("gps/DSCN0025.jpg", to: "Tuscany/Siena")
        try w.library.add("orientation/landscape_6.jpg", to: "Other")
        try w.library.add("gps/DSCN0027.jpg", to: "Other")
        try w.library.write(#"{"rating": 2, "tags": ["market"]}"#, at: "Tuscany/DSCN0012.jpg.json")
        // A GPX track on Tuscany's map: the sidecar way's pages must draw it as a clean build's do.
        try w.library.write(GPXBuildTests.gpx(), at: "Tuscany/route.gpx")
        // A favourite and a tag the edits leave in place: a site's first favourite or last tag changes every page's menu.
        try w.library.write(#"{"favorite": true, "tags": ["market"]}"#, at: "Other/DSCN0027.jpg.json")
        // More pages at little cost: copies share their content, so their images are rendered once.
        for n in 1...8 { try w.library.add("orientation/landscape_6.jpg", to: "Copies", as: "copy\(n).jpg") }
        return w
    }

    static let edits: [(name: String, reachesEveryPage: Bool, apply: @Sendable (Workspace) throws -> Void)] = [
        ("rating", false, { try $0.library.write(#"{"rating": 4, "tags": ["market"]}"#, at: "Tuscany/DSCN0012.jpg.json") }),
        ("title", false, { try $0.library.write(#"{"title": "The square"}"#, at: "Tuscany/DSCN0010.jpg.json") }),
        ("tag added", false, { try $0.library.write(#"{"tags": ["market"]}"#, at: "Tuscany/DSCN0021.jpg.json") }),
        ("tag removed", false, { try $0.library.write(#"{"rating": 2}"#, at: "Tuscany/DSCN0012.jpg.json") }),
        ("favourite", false, { try $0.library.write(#"{"rating": 2, "favorite": true, "tags": ["market"]}"#, at: "Tuscany/DSCN0012.jpg.json") }),
        ("album.json", false, { try $0.library.write(#"{"title": "Toscana", "description": "Spring"}"#, at: "Tuscany/album.json") }),
        ("photo added", false, { try $0.library.add("gps/DSCN0029.jpg", to: "Other") }),
        ("photo moved", false, { w in
            try FileManager.default.moveItem(at: w.library.root.appendingPathComponent("Tuscany/DSCN0021.jpg"),
                                             to: w.library.root.appendingPathComponent("Other/DSCN0021.jpg"))
        }),
        ("photo deleted", false, { try FileManager.default.removeItem(at: $0.library.root.appendingPathComponent("Other/landscape_6.jpg")) }),
        ("GPX changed", false, { try $0.library.write(GPXBuildTests.gpx(shift: 0.05), at: "Tuscany/route.gpx") }),
        ("vitrine.json", true, { try $0.library.write(#"{"title": "Journeys", "baseURL": "https://example.com/trips/", "showRatings": true}"#, at: "vitrine.json") }),
    ]

    @Test(arguments: Self.edits.indices)
    func anEditEqualsACleanBuildAndWritesOnlyWhatDiffers(_ index: Int) async throws {
        let edit = Self.edits[index]
        let w = try Self.workspace()
        defer { w.temp.remove() }
        let first = try await w.build(formats: [.jpeg])
        let pages = first.pagesWritten
        let before = try SiteTree(w.site)
        try edit.apply(w)
        let summary = try await w.build(formats: [.jpeg])
        let after = try SiteTree(w.site)

        let clean = w.temp.url.appendingPathComponent("clean")
        try await w.build(formats: [.jpeg], site: clean, cache: w.temp.url.appendingPathComponent("clean-cache"))
        #expect(after.differences(from: try SiteTree(clean)) == [], "\(edit.name): the edited site is not the clean build's")

        let changedPages = after.differences(from: before).filter { !$0.hasPrefix("images/") && after.files[$0] != nil }
        #expect(!changedPages.isEmpty, "\(edit.name) changes some page")
        #expect(summary.pagesWritten == changedPages.count, "\(edit.name): wrote \(summary.pagesWritten), \(changedPages) differ")
        if edit.reachesEveryPage {
            #expect(summary.pagesRendered > pages / 2)
        } else {
            // The photo's page and neighbours, its album's, the collections, feed and quiz: not every page.
            #expect(summary.pagesRendered < pages / 2, "\(edit.name): rendered \(summary.pagesRendered) of \(pages) pages")
            #expect(summary.pagesRendered >= changedPages.count)
        }
    }

    @Test func aPageDeletedOrEditedByHandIsPutBackAlone() async throws {
        let w = try Self.workspace()
        defer { w.temp.remove() }
        try await w.build(formats: [.jpeg])
        let clean = try SiteTree(w.site)
        // Something else changes too, so the build takes the long way and the pages are checked one by one.
        try w.library.write(#"{"rating": 5, "tags": ["market"]}"#, at: "Tuscany/DSCN0012.jpg.json")
        try await w.build(formats: [.jpeg])
        try w.library.write(#"{"rating": 2, "tags": ["market"]}"#, at: "Tuscany/DSCN0012.jpg.json")
        try FileManager.default.removeItem(at: w.site.appendingPathComponent("albums/other/index.html"))
        try w.editByHand("albums/tuscany/siena/dscn0025.html")
        let summary = try await w.build(formats: [.jpeg])
        #expect(try SiteTree(w.site) == clean)
        #expect(summary.pagesRendered < 20)
    }
}
