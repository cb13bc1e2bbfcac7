import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineLibrary

/// Issue 19: `--shard I/N` renders one share of the images and no pages; the shares' site folders copied together
/// and built once more give the one-machine site byte for byte, rendering nothing.
@Suite struct ShardBuildTests {
    /// Same content in two albums (rendered once overall), the same content rotated (its own images), an
    /// undecodable file, EXIF GPS (places) and an orientation tag.
    func workspace() throws -> Workspace {
        let w = try Workspace.threePhotos()
        try w.library.add("gps/DSCN0010.jpg", to: "Copies")
        try w.library.add("gps/DSCN0010.jpg", to: "Copies", as: "turned.jpg")
        try w.library.write(#"{"transform": {"rotation": 90}}"#, at: "Copies/turned.jpg.json")
        try w.library.add("invalid/image01088.jpg", to: "Other")
        return w
    }

    @Test(arguments: [3])
    func mergedSharesAreTheOneMachineSite(_ count: Int) async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        let whole = try await w.build()
        let merged = w.temp.url.appendingPathComponent("merged")
        try FileManager.default.createDirectory(at: merged, withIntermediateDirectories: true)
        var rendered: [String] = []
        var photos = 0
        for index in 0..<count {
            let site = w.temp.url.appendingPathComponent("shard-\(index)")
            var options = w.options(site: site, cache: w.temp.url.appendingPathComponent("shard-cache-\(index)"))
            options.shard = Shard(index: index, count: count)
            let summary = try await Builder(options: options).run()
            #expect(summary.pagesWritten == 0 && summary.filesDeleted == 0)
            photos += summary.photos
            let images = try w.images(in: site)
            #expect(images.count == summary.imagesWritten)
            #expect(try SiteTree(site).paths == images, "a shard leaves its images and nothing else")
            rendered += images
            try copyContents(of: site, into: merged)
        }
        // Disjoint and complete: every image rendered by exactly one shard, as many renders as one machine made.
        #expect(rendered.count == Set(rendered).count)
        #expect(rendered.count == whole.imagesWritten)
        #expect(photos == whole.photos, "every photo is one shard's, the undecodable one too")
        let final = try await w.build(site: merged, cache: w.temp.url.appendingPathComponent("final-cache"))
        #expect(final.imagesWritten == 0)
        let differences = try SiteTree(merged).differences(from: SiteTree(w.site))
        #expect(differences == [])
        for path in differences.prefix(3) { print(path, try SiteTree(merged).text(path) ?? "-", try SiteTree(w.site).text(path) ?? "-") }
    }

    /// A shard given a site folder that already holds a whole site adds its missing images and removes nothing.
    @Test func aShardKeepsWhatItDidNotMake() async throws {
        let w = try workspace()
        defer { w.temp.remove() }
        try await w.build()
        let before = try SiteTree(w.site)
        let missing = try #require(try w.images().first)
        try FileManager.default.removeItem(at: w.site.appendingPathComponent(missing))
        try Data("<p>stray</p>".utf8).write(to: w.site.appendingPathComponent("stray.html"))
        var written = 0
        for index in 0..<2 {
            var options = w.options()
            options.shard = Shard(index: index, count: 2)
            written += try await Builder(options: options).run().imagesWritten
        }
        #expect(written == 1, "the missing image is rendered again, by its photo's shard alone")
        var after = try SiteTree(w.site)
        #expect(after.files.removeValue(forKey: "stray.html") != nil)
        #expect(after == before)
    }

    @Test(.requires(.vitrine))
    func theCommandLineTakesGitLabsVariables() async throws {
        let w = try Workspace.threePhotos()
        defer { w.temp.remove() }
        let args = ["build", w.library.root.path, "-o", w.site.path, "--cache", w.cache.path, "--jobs", "2", "--shard", "auto"]
        let result = try await VitrineProcess.run(args, environment: ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "2"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Shard 2/2"))
        #expect(!FileManager.default.fileExists(atPath: w.site.appendingPathComponent("index.html").path))
        let wrong = try await VitrineProcess.run(args, environment: ["CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "2"])
        #expect(wrong.status != 0)
        #expect(wrong.errors.contains("CI_NODE_INDEX=3"))
    }

    private func copyContents(of folder: URL, into target: URL) throws {
        for path in try SiteTree(folder).paths {
            let destination = target.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            if !FileManager.default.fileExists(atPath: destination.path) {
                try FileManager.default.copyItem(at: folder.appendingPathComponent(path), to: destination)
            }
        }
    }
}
