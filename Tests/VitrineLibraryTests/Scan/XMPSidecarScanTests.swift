import Foundation
import Testing
import TestSupport
import VitrineLibrary

/// The scan finds XMP sidecars by name only (no read): `photo.jpg.xmp` (darktable, digiKam) before `photo.xmp`
/// (Lightroom, Bridge, Capture One), `.xmp` in any case.
@Suite struct XMPSidecarScanTests {
    @Test func bothNamingsAndTheirPrecedence() async throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let library = try LibraryFixture(in: temp.url)
        for name in ["lr.jpg", "dt.jpg", "both.jpg", "none.jpg", "upper.JPG"] {
            try library.add("synthetic/gray.jpg", to: "A", as: name)
        }
        for sidecar in ["lr.xmp", "dt.jpg.xmp", "both.xmp", "both.jpg.xmp", "upper.XMP", "orphan.xmp"] {
            try library.write("<x/>", at: "A/\(sidecar)")
        }
        let photos = try await LibraryScanner.scan(library.root).root.albums[0].photos
        let found = Dictionary(uniqueKeysWithValues: photos.map { ($0.file.name, $0.xmpSidecar?.path) })
        #expect(found == ["lr.jpg": "A/lr.xmp", "dt.jpg": "A/dt.jpg.xmp", "both.jpg": "A/both.jpg.xmp", "none.jpg": nil,
                          "upper.JPG": "A/upper.XMP"])
        #expect(photos.first { $0.file.name == "lr.jpg" }?.xmpSidecar?.size == 4)
        #expect(LibraryScanner.xmpSidecarPath(forPhoto: library.root.appendingPathComponent("A/both.jpg").path)
                == library.root.appendingPathComponent("A/both.jpg.xmp").path)
        #expect(LibraryScanner.xmpSidecarPath(forPhoto: library.root.appendingPathComponent("A/none.jpg").path) == nil)
    }
}
