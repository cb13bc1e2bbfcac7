import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineLibrary

/// Issue 8: every damaged or crafted file gives one warning naming it, the photo becomes a placeholder
/// (a sidecar that does not parse withholds its photo; an invalid value loses only its key), and the build goes on.
@Suite struct HostileFilesTests {
    static func brokenImages() throws -> [String: Data] { try HostileLibrary.brokenImages() }

    @Test func everyBrokenImageIsOneWarningAndAPlaceholder() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0012.jpg", to: "broken")
        let broken = try Self.brokenImages()
        for (name, bytes) in broken {
            try bytes.write(to: w.library.root.appendingPathComponent("broken/\(name)"))
        }
        let summary = try await w.build()

        for name in broken.keys where name != "lying-exif.jpg" {
            let warnings = summary.diagnostics.filter { $0.path == "broken/\(name)" }
            #expect(warnings.count == 1, "\(name): \(warnings)")
        }
        // Lying EXIF offsets only lose the EXIF fields: the picture itself is fine and renders.
        #expect(!summary.diagnostics.contains { $0.path == "broken/lying-exif.jpg" && $0.step == .decode })
        #expect(summary.diagnostics.contains { $0.path == "broken/huge-dimensions.jpg" && $0.message.contains("megapixels") })
        // The good photo and the lying-EXIF one render; every other one is a placeholder tile.
        let site = try SiteTree(w.site)
        let album = try #require(site.text("albums/broken/index.html"))
        #expect(album.components(separatedBy: "<li class=\"tile\"").count - 1 == broken.count + 1)
        #expect(album.components(separatedBy: "class=\"tile-broken\"").count - 1 == broken.count - 1)
        #expect(try w.brokenLinks() == [])
        #expect(try w.images().count == 2 * 4 * 2)
    }

    @Test func maxMegapixelsIsConfigurable() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("mobile/jolla.jpg")  // 3264 x 2448, 8 megapixels
        try w.library.write(#"{"maxMegapixels": 5}"#, at: "vitrine.json")
        let refused = try await w.build()
        #expect(refused.diagnostics.contains { $0.path == "jolla.jpg" && $0.message.contains("above the limit of 5") })
        #expect(try w.images().isEmpty)
    }

    /// Sidecars that are damaged in every way issue 8 lists: each a warning with its path. One that does not parse
    /// (or cannot be read) withholds its photo (issue 32: privacy fails closed); a BOM is skipped, so that one
    /// parses and its bad rating loses only the rating.
    @Test(arguments: [
        ("empty", "", false),
        ("truncated", #"{"rating": 4, "tags": ["a""#, false),
        ("deep", String(repeating: "[", count: 100_000), false),
        ("bom", "\u{FEFF}{\"rating\": 9}", true),
        ("nan", #"{"transform": {"rotation": NaN}}"#, false),
        ("overflow", #"{"transform": {"scale": 1e400}}"#, false),
        ("duplicate", #"{"rating": 2, "rating": 3}"#, false),
        ("huge", "{\"caption\": \"" + String(repeating: "x", count: 3_000_000) + "\"}", false),
    ])
    func damagedSidecarIsAWarning(name: String, text: String, published: Bool) async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0010.jpg")
        try w.library.write(text, at: "DSCN0010.jpg.json")
        let before = try Data(contentsOf: w.library.root.appendingPathComponent("DSCN0010.jpg.json"))
        let summary = try await w.build()
        let warnings = summary.diagnostics.filter { $0.path.hasSuffix("DSCN0010.jpg.json") }
        #expect(warnings.count == 1, "\(name): \(summary.diagnostics)")
        #expect(summary.photos == (published ? 1 : 0))
        #expect(try w.images().count == (published ? 8 : 0))
        // A build never touches a sidecar, however broken.
        #expect(try Data(contentsOf: w.library.root.appendingPathComponent("DSCN0010.jpg.json")) == before)
    }

    @Test func symlinksOutOfTheLibraryAndLoopsAreNotFollowed() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0010.jpg", to: "inside")
        let outside = w.temp.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.url("gps/DSCN0012.jpg"), to: outside.appendingPathComponent("secret.jpg"))
        let fm = FileManager.default
        try fm.createSymbolicLink(at: w.library.root.appendingPathComponent("escape"), withDestinationURL: outside)
        try fm.createSymbolicLink(at: w.library.root.appendingPathComponent("inside/secret.jpg"),
                                  withDestinationURL: outside.appendingPathComponent("secret.jpg"))
        try fm.createSymbolicLink(at: w.library.root.appendingPathComponent("inside/loop"), withDestinationURL: w.library.root)
        let summary = try await w.build()
        #expect(summary.photos == 1)
        let pages = try SiteTree(w.site).paths.filter { $0.hasSuffix(".html") }
        #expect(!pages.contains { $0.contains("secret") || $0.contains("escape") })
    }
}
