import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineLibrary

/// PRODUCT.md "Identity and the catalog" and issue 3's targets, on real fixture photos.
@Suite struct IncrementalBuildTests {
    func workspace() throws -> Workspace { try Workspace.threePhotos() }

    @Test func unchangedLibraryRendersAndWritesNothing() async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        let first = try await w.build()
        #expect(first.imagesWritten == 3 * 8)
        let again = try await w.build()
        #expect(again.imagesWritten == 0)
        #expect(again.pagesWritten == 0)
        #expect(again.filesRead == 0)
        #expect(again.filesDeleted == 0)
    }

    /// A no-op build skips rendering pages (same page fingerprint); a page taken from the site is noticed and
    /// the pages are rendered again, giving back exactly the clean build's bytes.
    @Test func pagesAreSkippedOnlyWhileTheSiteHoldsThemAll() async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        try await w.build()
        let clean = try SiteTree(w.site)
        let again = try await w.build()
        #expect(again.pagesWritten == 0 && again.pagesUnchanged > 0)
        try FileManager.default.removeItem(at: w.site.appendingPathComponent("index.html"))
        let restored = try await w.build()
        #expect(restored.pagesWritten == 1)
        #expect(try SiteTree(w.site) == clean)
        try w.library.write(#"{"title": "Renamed"}"#, at: "Tuscany/DSCN0012.jpg.json")
        let edited = try await w.build()
        #expect(edited.pagesWritten > 0 && edited.imagesWritten == 0)
    }

    @Test func ratingOrTagChangeRendersNoImage() async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        try await w.build()
        try w.library.write(#"{"rating": 5, "tags": ["sea"]}"#, at: "Tuscany/DSCN0010.jpg.json")
        let summary = try await w.build()
        #expect(summary.imagesWritten == 0)
        #expect(summary.pagesWritten > 0)
    }

    @Test func transformChangeRendersExactlyThatPhoto() async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        try await w.build()
        let before = Set(try w.images())
        try w.library.write(#"{"transform": {"rotation": 90, "scale": 1}}"#, at: "Tuscany/DSCN0012.jpg.json")
        let summary = try await w.build(explain: true)
        #expect(summary.imagesWritten == 8)
        let after = Set(try w.images())
        #expect(after.subtracting(before).count == 8)
        #expect(before.subtracting(after).count == 8)  // the old variant is pruned
        #expect(summary.explanations.filter { $0.hasPrefix("images/") }.allSatisfy { $0.hasSuffix("transform changed") })
    }

    @Test func deletingAPhotoRemovesExactlyItsImages() async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        try await w.build()
        let before = Set(try w.images())
        try FileManager.default.removeItem(at: w.library.root.appendingPathComponent("Other/landscape_6.jpg"))
        let summary = try await w.build()
        #expect(summary.imagesWritten == 0)
        #expect(before.subtracting(try w.images()).count == 8)
    }

    /// The long way sets the stale images aside once the wanted ones are known, before the pages
    /// (`LongWay.setStaleImagesAside`): a file in the images folder that no page wants goes, with the images of a
    /// photo gone, and every image a page wants stays.
    @Test func longWayDeletesImagesNoPageWantsAndKeepsTheOthers() async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        try await w.build()
        let before = Set(try w.images())
        let stray = "images/ab/abababababababab-00000000-350.jpg"
        try FileManager.default.createDirectory(at: w.site.appendingPathComponent("images/ab"), withIntermediateDirectories: true)
        try Data([0xFF, 0xD8, 0xFF, 0xD9]).write(to: w.site.appendingPathComponent(stray))
        try FileManager.default.removeItem(at: w.library.root.appendingPathComponent("Other/landscape_6.jpg"))
        let summary = try await w.build()
        let after = Set(try w.images())
        #expect(summary.imagesWritten == 0)
        #expect(!after.contains(stray))
        #expect(after.isSubset(of: before))
        #expect(before.subtracting(after).count == 8)
        #expect(after.count == 16)
        #expect(try w.brokenLinks() == [])
    }

    @Test func movingAPhotoWithItsSidecarRendersNothing() async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        try w.library.write(#"{"rating": 3}"#, at: "Tuscany/DSCN0010.jpg.json")
        try await w.build()
        let fm = FileManager.default
        try fm.createDirectory(at: w.library.root.appendingPathComponent("Moved"), withIntermediateDirectories: true)
        for name in ["DSCN0010.jpg", "DSCN0010.jpg.json"] {
            try fm.moveItem(at: w.library.root.appendingPathComponent("Tuscany/\(name)"),
                            to: w.library.root.appendingPathComponent("Moved/renamed-\(name)"))
        }
        let summary = try await w.build()
        #expect(summary.imagesWritten == 0)
        #expect(summary.filesDeleted > 0)  // the old photo page
    }

    @Test func samePhotoInTwoAlbumsRendersOnce() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0021.jpg", to: "A")
        try w.library.add("gps/DSCN0021.jpg", to: "B", as: "copy.jpg")
        let summary = try await w.build()
        #expect(summary.imagesWritten == 8)
        #expect(summary.photos == 2)
    }

    @Test func lostCatalogWithKeptSiteRendersNothing() async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        try await w.build()
        let clean = try SiteTree(w.site)
        try FileManager.default.removeItem(at: w.cache)
        let summary = try await w.build()
        #expect(summary.imagesWritten == 0)
        #expect(summary.filesRead == 3)
        #expect(try SiteTree(w.site).differences(from: clean) == [])
    }

    /// A build killed between one photo's image writes leaves some of its sizes: the ones made again must be
    /// the clean build's bytes (a size made alone would be decoded at another scale).
    @Test func sizesMadeAgainAreTheCleanBuildsBytes() async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        try await w.build()
        let clean = try SiteTree(w.site)
        // The smallest size alone would be decoded at a smaller DCT scale than the full set is.
        for image in try w.images() where image.contains("-350.") {
            try FileManager.default.removeItem(at: w.site.appendingPathComponent(image))
        }
        let summary = try await w.build()
        #expect(summary.imagesWritten == 3 * 2)
        #expect(try SiteTree(w.site).differences(from: clean) == [])
    }

    @Test func lostCatalogAndSiteRenderEverything() async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        try await w.build()
        try FileManager.default.removeItem(at: w.cache)
        try FileManager.default.removeItem(at: w.site)
        #expect(try await w.build().imagesWritten == 24)
    }

    @Test func corruptCatalogIsRebuiltNotTrusted() async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        try await w.build()
        let clean = try SiteTree(w.site)
        try Data(repeating: 0x42, count: 4096).write(to: w.cache.appendingPathComponent("catalog.sqlite"))
        let summary = try await w.build()
        #expect(summary.catalogRebuilt)
        #expect(try SiteTree(w.site).differences(from: clean) == [])
    }

    @Test func filesVitrineDidNotMakeAreNeverDeleted() async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        try FileManager.default.createDirectory(at: w.site, withIntermediateDirectories: true)
        try Data("photos.example.org\n".utf8).write(to: w.site.appendingPathComponent("CNAME"))
        try await w.build()
        try FileManager.default.removeItem(at: w.library.root.appendingPathComponent("Tuscany"))
        try await w.build()
        #expect(FileManager.default.fileExists(atPath: w.site.appendingPathComponent("CNAME").path))
    }

    @Test func twoCleanBuildsAreByteIdentical() async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        let other = w.temp.url.appendingPathComponent("site2")
        try await w.build()
        try await w.build(site: other, cache: w.temp.url.appendingPathComponent("cache2"))
        #expect(try SiteTree(w.site).differences(from: SiteTree(other)) == [])
    }
}
