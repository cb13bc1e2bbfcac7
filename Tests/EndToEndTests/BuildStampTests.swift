import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineCatalog
import VitrineLibrary

/// Issue 3: a rebuild over unchanged inputs and an untouched site does nothing (the catalog's build stamp
/// vouches for the site); any change to the inputs or to what the build left in the site takes the long way.
@Suite struct BuildStampTests {
    func workspace() throws -> Workspace { try Workspace.threePhotos() }

    @Test func aNoOpRebuildIsVouchedForAndReportsWhatTheLongWayWould() async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        let first = try await w.build()
        #expect(!first.siteUnchanged)
        let tree = try SiteTree(w.site)
        let stamped = try await w.build()
        #expect(stamped.siteUnchanged)
        #expect(stamped.imagesWritten == 0 && stamped.pagesWritten == 0 && stamped.filesRead == 0 && stamped.filesDeleted == 0)
        let longWay = try await w.build(explain: true)  // --explain never takes the stamp
        #expect(!longWay.siteUnchanged)
        #expect(longWay.imagesWritten == 0 && longWay.pagesWritten == 0)
        #expect((stamped.photos, stamped.imagesReused, stamped.pagesUnchanged) == (longWay.photos, longWay.imagesReused, longWay.pagesUnchanged))
        #expect(try SiteTree(w.site) == tree)
    }

    /// Each change is seen, rebuilt the long way, and the build after it is vouched for again.
    @Test(arguments: ["rating", "album title", "site setting", "new photo", "touched photo", "formats", "deleted image", "stray image", "deleted page", "edited page"])
    func anyChangeTakesTheLongWay(_ change: String) async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        try await w.build()
        var formats: [ImageFormat] = [.webp, .jpeg]
        let image = try #require(try w.images().first)
        switch change {
        case "rating": try w.library.write(#"{"rating": 4}"#, at: "Tuscany/DSCN0010.jpg.json")
        case "album title": try w.library.write(#"{"title": "Toscana"}"#, at: "Tuscany/album.json")
        case "site setting": try w.library.write(#"{"title": "Holidays"}"#, at: "vitrine.json")
        case "new photo": try w.library.add("gps/DSCN0021.jpg", to: "Tuscany")
        case "touched photo":
            let photo = w.library.root.appendingPathComponent("Other/landscape_6.jpg")
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: photo.path)
        case "formats": formats = [.jpeg]
        case "deleted image": try FileManager.default.removeItem(at: w.site.appendingPathComponent(image))
        case "stray image": try Data("x".utf8).write(to: w.site.appendingPathComponent(image + ".old.jpg"))
        case "deleted page": try FileManager.default.removeItem(at: w.site.appendingPathComponent("index.html"))
        case "edited page": try w.editByHand("index.html")
        default: Issue.record("unknown change \(change)")
        }
        let changed = try await w.build(formats: formats)
        #expect(!changed.siteUnchanged)
        // The long way gives exactly what a clean build gives.
        let clean = try await w.build(formats: formats, site: w.temp.url.appendingPathComponent("clean"), cache: w.temp.url.appendingPathComponent("clean-cache"))
        #expect(clean.diagnostics.isEmpty, "\(clean.diagnostics)")
        #expect(clean.notes.count == 1, "only the missing baseURL: \(clean.notes)")
        #expect(try SiteTree(w.site) == SiteTree(w.temp.url.appendingPathComponent("clean")))
        let again = try await w.build(formats: formats)
        #expect(again.siteUnchanged)
    }

    /// A page edited by hand is put back by the next build, also when it takes the long way for another reason
    /// (`--explain` never uses the stamp, so only the page check can see the edit).
    @Test func aHandEditedPageIsPutBackTheLongWayToo() async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        try await w.build()
        let built = try SiteTree(w.site)
        try w.editByHand("albums/tuscany/index.html")
        let rebuilt = try await w.build(explain: true)
        #expect(rebuilt.pagesWritten == 1)
        #expect(try SiteTree(w.site) == built)
    }

    /// A build that may change the site forgets the stamp before it starts: one that stops half-way leaves
    /// pages of the new inputs, and going back to the old inputs must not be taken for "nothing changed".
    @Test func aBuildThatStopsHalfWayLeavesNoStampBehind() async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        try await w.build()
        try w.library.write(#"{"rating": 5, "tags": ["sea"]}"#, at: "Tuscany/DSCN0010.jpg.json")
        // A folder where the new tag's page goes: that write fails, after the pages that sort before it.
        let blocker = w.site.appendingPathComponent("tags/sea.html")
        try FileManager.default.createDirectory(at: blocker.appendingPathComponent("x"), withIntermediateDirectories: true)
        await #expect(throws: BuildError.self) { try await w.build() }
        try FileManager.default.removeItem(at: blocker)
        try FileManager.default.removeItem(at: w.library.root.appendingPathComponent("Tuscany/DSCN0010.jpg.json"))
        let rebuilt = try await w.build()
        #expect(!rebuilt.siteUnchanged)
        try await w.build(site: w.temp.url.appendingPathComponent("clean"), cache: w.temp.url.appendingPathComponent("clean-cache"))
        #expect(try SiteTree(w.site) == SiteTree(w.temp.url.appendingPathComponent("clean")))
    }

    /// Warnings an unchanged library gives on every build (a photo that cannot be decoded) are given again by a
    /// vouched-for rebuild, so `--strict` fails the same way.
    @Test func warningsAreRepeatedWhenNothingChanged() async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        try w.library.write("these bytes are not a JPEG", at: "Other/broken.jpg")
        try await w.build()
        let longWay = try await w.build()
        let stamped = try await w.build()
        #expect(stamped.siteUnchanged)
        #expect(!stamped.diagnostics.isEmpty)
        #expect(stamped.diagnostics == longWay.diagnostics)
    }
}
