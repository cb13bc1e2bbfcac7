import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineLibrary

/// A checkout whose photos are Git LFS pointers (the bytes not fetched: `lfs: true` forgotten in actions/checkout)
/// takes nothing away from the site: each pointer is one warning saying what to run, and what was published for it
/// stays as last built, byte for byte. The pointers are written by hand, as git-lfs writes them.
@Suite struct LFSPointerBuildTests {
    static func pointer(for bytes: Data) -> String {
        "version https://git-lfs.github.com/spec/v1\noid sha256:\(String(repeating: "ab", count: 32))\nsize \(bytes.count)\n"
    }

    func pointerWarnings(_ summary: BuildSummary) -> [Diagnostic] {
        summary.diagnostics.filter { $0.message.contains("Git LFS pointer") }
    }

    @Test func aPointerKeepsWhatWasPublishedAndANewOneIsNotPublished() async throws {
        let w = try Workspace.threePhotos()
        defer { w.temp.remove() }
        try await w.build()
        let built = try SiteTree(w.site)
        let photo = w.library.root.appendingPathComponent("Tuscany/DSCN0012.jpg")
        try Self.pointer(for: try Data(contentsOf: photo)).write(to: photo, atomically: true, encoding: .utf8)
        // A new photo whose bytes were never fetched: no earlier build knows it.
        try Self.pointer(for: Data(count: 4_000_000)).write(to: w.library.root.appendingPathComponent("Tuscany/new.jpg"),
                                                            atomically: true, encoding: .utf8)

        for _ in 0..<2 {  // and again: a build with pointers leaves no stamp, so the next one says it again
            let summary = try await w.build()
            let warnings = pointerWarnings(summary)
            #expect(warnings.map(\.path).sorted() == ["Tuscany/DSCN0012.jpg", "Tuscany/new.jpg"], "\(summary.diagnostics)")
            #expect(warnings.allSatisfy { $0.message.contains("git lfs pull") && $0.message.contains("lfs: true") })
            #expect(warnings.contains { $0.path == "Tuscany/DSCN0012.jpg" && $0.message.contains("stays as last published") })
            #expect(warnings.contains { $0.path == "Tuscany/new.jpg" && $0.message.contains("not published") })
            #expect(summary.diagnostics.count { $0.path == "Tuscany/DSCN0012.jpg" } == 1, "\(summary.diagnostics)")
            #expect(summary.imagesWritten == 0)
            let rebuilt = try SiteTree(w.site)
            #expect(rebuilt.differences(from: built) == [], "nothing removed, replaced or added")
        }

        // The bytes fetched: the same content, so nothing to render and nothing to say.
        try FileManager.default.removeItem(at: w.library.root.appendingPathComponent("Tuscany/new.jpg"))
        try FileManager.default.removeItem(at: photo)
        try w.library.add("gps/DSCN0012.jpg", to: "Tuscany")
        let summary = try await w.build()
        #expect(pointerWarnings(summary).isEmpty)
        #expect(summary.imagesWritten == 0)
        #expect(try SiteTree(w.site).differences(from: built) == [])
    }

    /// With originals published, a pointer kept as last published is never copied as its photo's original, even
    /// when that original went missing from the site: no pointer text is published anywhere.
    @Test func aPointerIsNeverPublishedAsAnOriginal() async throws {
        let w = try Workspace.threePhotos()
        defer { w.temp.remove() }
        try w.library.write(#"{"publishOriginals": true}"#, at: "vitrine.json")
        try await w.build()
        let photo = w.library.root.appendingPathComponent("Tuscany/DSCN0012.jpg")
        let pointer = Self.pointer(for: try Data(contentsOf: photo))
        try pointer.write(to: photo, atomically: true, encoding: .utf8)
        let originals = try SiteTree(w.site).paths.filter { $0.hasSuffix(".jpg") && !$0.hasPrefix("images/") }
        try #require(originals.count == 3, "\(originals)")
        for path in originals { try FileManager.default.removeItem(at: w.site.appendingPathComponent(path)) }

        let summary = try await w.build()
        #expect(pointerWarnings(summary).map(\.path) == ["Tuscany/DSCN0012.jpg"])
        let site = try SiteTree(w.site)
        #expect(site.paths.filter { $0.hasSuffix(".jpg") && !$0.hasPrefix("images/") }.count == 2, "the two photos with bytes only")
        #expect(!site.files.values.contains { $0.range(of: Data("git-lfs.github.com/spec".utf8)) != nil })
    }
}
