import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineLibrary

/// Issue 33, item 3: images in the site's images folder that no build of it wrote (a shard's, copied in) are
/// checked before they are published: a JPEG carrying EXIF and GPS, HTML named .jpg and a WebP bomb are refused,
/// named in a warning and rendered again; the site is the one-machine site.
@Suite struct MergedImagesTests {
    @Test func poisonedImagesFromAShardAreRefusedAndRenderedAgain() async throws {
        let w = try Workspace.threePhotos()
        defer { w.temp.remove() }
        try await w.build()
        let clean = try SiteTree(w.site)
        let merged = w.temp.url.appendingPathComponent("merged")
        try FileManager.default.copyItem(at: w.site, to: merged)
        let images = try w.images()
        let jpegs = images.filter { $0.hasSuffix(".jpg") }, webps = images.filter { $0.hasSuffix(".webp") }
        let withExif = try #require(jpegs.first), html = try #require(jpegs.last), bomb = try #require(webps.first)
        // Our JPEG with an EXIF block naming a GPS position, as the poisoned object had.
        var bytes = [UInt8](try Data(contentsOf: merged.appendingPathComponent(withExif)))
        let exif = Array("Exif\0\0MM\0*\0\0\0\u{8}GPSLatitude 43.46N".utf8)
        bytes.insert(contentsOf: [0xFF, 0xE1, 0x00, UInt8(exif.count + 2)] + exif, at: 2)
        try Data(bytes).write(to: merged.appendingPathComponent(withExif))
        try Data("<html><script>alert(document.cookie)</script></html>".utf8).write(to: merged.appendingPathComponent(html))
        try Data(Self.webpBomb).write(to: merged.appendingPathComponent(bomb))

        let final = try await w.build(site: merged, cache: w.temp.url.appendingPathComponent("final-cache"))

        let refused = Dictionary(final.diagnostics.filter { $0.step == .render }.map { ($0.path, $0.message) }, uniquingKeysWith: { a, _ in a })
        #expect(Set(refused.keys) == [withExif, html, bomb], "\(final.diagnostics)")
        #expect(refused[withExif]?.contains("metadata") == true)
        #expect(refused[html]?.contains("not a JPEG") == true)
        // The bomb is refused by its header: nothing was decoded or allocated for its 16383x12207 px.
        #expect(refused[bomb]?.contains("its header says 16383x12207 px") == true)
        #expect(try SiteTree(merged) == clean)
        for (path, data) in try SiteTree(merged).files {
            #expect(data.range(of: Data("GPSLatitude".utf8)) == nil && data.range(of: Data("<script>alert".utf8)) == nil, "\(path)")
        }
    }

    /// Videos' posters and files, checked as merged (the catalog lost, the site kept): a rotated clip's poster
    /// is the size the build makes of its frame, an MP4 is a video container; nothing is refused or made again.
    @Test(.requires(.ffmpeg))
    func videosFromAKeptSiteAreKept() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try FileManager.default.createDirectory(at: w.library.root.appendingPathComponent("Clips"), withIntermediateDirectories: true)
        try VideoClips.make(.hevcRotated, at: w.library.root.appendingPathComponent("Clips/IMG_0002.MOV"))
        try VideoClips.make(.h264Phone, at: w.library.root.appendingPathComponent("Clips/phone.mp4"))
        try w.library.add("orientation/landscape_6.jpg", to: "Clips")
        try await w.build()
        let clean = try SiteTree(w.site)
        #expect(clean.paths.contains { $0.hasSuffix(".mp4") })
        let again = try await w.build(cache: w.temp.url.appendingPathComponent("lost-cache"))
        #expect(again.diagnostics.filter { $0.step == .render }.isEmpty, "\(again.diagnostics)")
        #expect(again.imagesWritten == 0)
        #expect(try SiteTree(w.site) == clean)
    }

    /// 38 bytes: a lossy WebP key frame declaring 16383x12207 px.
    static let webpBomb: [UInt8] = Array("RIFF".utf8) + [30, 0, 0, 0] + Array("WEBPVP8 ".utf8) + [18, 0, 0, 0]
        + [0x10, 0x02, 0x00, 0x9D, 0x01, 0x2A, 0xFF, 0x3F, 0xAF, 0x2F, 0, 0, 0, 0, 0, 0, 0, 0]
}
