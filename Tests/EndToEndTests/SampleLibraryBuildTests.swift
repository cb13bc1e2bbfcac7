import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineImaging
import VitrineLibrary
import VitrineMetadata

/// Builds the real SampleLibrary and checks the whole site.
@Suite(.serialized) struct SampleLibraryBuildTests {
    @Test func buildsEveryPageAndImageWithWorkingLinksAndNoMetadata() async throws {
        let temp = try TemporaryDirectory("vitrine-sample")
        defer { temp.remove() }
        let site = temp.url.appendingPathComponent("site")
        let options = BuildOptions(library: Fixtures.sampleLibrary, site: site,
                                   cache: temp.url.appendingPathComponent("cache"), jobs: 2)
        let summary = try await Builder(options: options).run()
        #expect(summary.photos >= 20)
        #expect(summary.imagesWritten > 0)
        // Every sidecar, album.json and vitrine.json of the sample library is valid, with no unknown key: a build of
        // it gives no warning, only a note of the baseURL the sample leaves unset (so no feed or sitemap).
        #expect(summary.diagnostics.isEmpty, "\(summary.diagnostics)")
        #expect(summary.notes.count == 1)

        let tree = try SiteTree(site)
        #expect(tree.files["index.html"] != nil)
        let images = tree.paths.filter { $0.hasPrefix("images/") }
        #expect(images.count >= summary.photos * 3)
        for path in images {
            let bytes = [UInt8](tree.files[path] ?? Data())
            let exif = FileMetadata.exif(of: bytes, containers: ImageContainers())
            #expect(exif.gps == nil, "\(path) carries GPS")
            #expect(exif.make == nil && exif.model == nil, "\(path) carries EXIF")
            #expect(!String(decoding: bytes.prefix(4096), as: UTF8.self).contains("Exif"), "\(path) has an Exif segment")
        }
        // Sidecars, settings and the catalog never reach the site.
        #expect(!tree.paths.contains { $0.hasSuffix(".json") && $0.contains(".jpg") })
        #expect(!tree.paths.contains { $0.hasSuffix("vitrine.json") || $0.hasSuffix(".sqlite") || $0.hasSuffix("album.json") })

        // Sony_HDR-HC3.jpg is hidden by its sidecar: no page names it, no image is made of it.
        for (path, bytes) in tree.files where path.hasSuffix(".html") || path.hasSuffix(".json") {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.localizedCaseInsensitiveContains("sony"), "\(path) mentions the hidden photo")
            #expect(!text.contains("never published"), "\(path) shows the hidden photo's caption")
        }

        let workspace = WorkspaceView(site: site)
        #expect(try workspace.brokenLinks() == [])
    }
}

/// Link checking over an existing site folder.
struct WorkspaceView {
    let site: URL
    func brokenLinks() throws -> [String] {
        let tree = try SiteTree(site)
        var broken: [String] = []
        for (path, data) in tree.files where path.hasSuffix(".html") {
            let base = URL(fileURLWithPath: "/" + path).deletingLastPathComponent()
            for target in Workspace.links(in: String(decoding: data, as: UTF8.self)) {
                let clean = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
                guard !clean.isEmpty, !clean.contains(":"), !clean.hasPrefix("//") else { continue }
                let decoded = clean.removingPercentEncoding ?? clean
                var resolved = String(URL(fileURLWithPath: decoded, relativeTo: base).standardizedFileURL.path.dropFirst())
                if resolved.isEmpty || clean.hasSuffix("/") { resolved += resolved.isEmpty ? "index.html" : "/index.html" }
                if tree.files[resolved] == nil { broken.append("\(path) -> \(target)") }
            }
        }
        return broken.sorted()
    }
}
