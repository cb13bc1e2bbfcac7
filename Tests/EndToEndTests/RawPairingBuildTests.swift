import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineImaging
import VitrineLibrary

/// Camera RAWs in a library: a RAW beside a processed JPEG of the same name is one photo shown from the JPEG with
/// the RAW's EXIF (the JPEG has none); a RAW alone is published from the RAW.
@Suite struct RawPairingBuildTests {
    @Test func aRawAndItsJPEGAreOnePhotoWithTheRawsExif() async throws {
        let workspace = try Workspace()
        defer { workspace.temp.remove() }
        let album = workspace.library.root.appendingPathComponent("Trip", isDirectory: true)
        try FileManager.default.createDirectory(at: album, withIntermediateDirectories: true)
        // A processed JPEG without EXIF: Vitrine's own output of a fixture.
        let source = Array(try Data(contentsOf: Fixtures.url("gps/DSCN0010.jpg")))
        let processed = try ImageRenderer.render(source, request: RenderRequest(buckets: [600], formats: [.jpeg], orientation: 1, transform: .identity))
        try Data(try #require(processed.images.first).bytes).write(to: album.appendingPathComponent("IMG_1.jpg"))
        try Data(try CameraDNG.make(orientation: 1)).write(to: album.appendingPathComponent("IMG_1.DNG"))
        try Data(try CameraDNG.make(orientation: 6)).write(to: album.appendingPathComponent("lone.dng"))

        let summary = try await workspace.build(formats: [.jpeg])
        #expect(summary.photos == 2)
        #expect(summary.diagnostics.isEmpty, "\(summary.diagnostics)")
        let pages = try SiteTree(workspace.site).paths.filter { $0.hasSuffix(".html") }
        let texts = try pages.map { try String(contentsOf: workspace.site.appendingPathComponent($0), encoding: .utf8) }
        // The photo pages: IMG_1's (shown from the JPEG) names the RAW's camera; the lone RAW's names its own.
        let photoPages = texts.filter { $0.contains("<dt>Camera</dt>") }
        #expect(photoPages.count == 2)
        for name in ["IMG_1", "lone"] {
            let page = try #require(photoPages.first { $0.contains(name) }, "no photo page for \(name)")
            #expect(page.contains("Test Camera"), "\(name): no camera from the RAW")
        }
        #expect(!texts.contains { $0.contains("IMG_1.DNG") })
    }
}
