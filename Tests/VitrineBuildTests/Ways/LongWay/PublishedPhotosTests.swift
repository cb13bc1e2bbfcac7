import Testing
import VitrineLibrary
@testable import VitrineBuild

/// The publishable photos: an album's own, then its sub-albums', depth first; hidden ones never.
@Suite struct PublishedPhotosTests {
    static func photo(_ path: String, hidden: Bool = false) -> PhotoSource {
        var sidecar = Sidecar()
        sidecar.hidden = hidden
        return PhotoSource(file: SourceFile(path: path, size: 1, modified: 0), sidecar: sidecar)
    }

    @Test func photosComeDepthFirstWithoutHiddenOnes() {
        let root = AlbumSource(path: "", photos: [Self.photo("a.jpg"), Self.photo("b.jpg", hidden: true)], albums: [
            AlbumSource(path: "x", photos: [Self.photo("x/c.jpg")], albums: [AlbumSource(path: "x/y", photos: [Self.photo("x/y/d.jpg")])]),
            AlbumSource(path: "z", photos: [Self.photo("z/e.jpg", hidden: true), Self.photo("z/f.jpg")]),
        ])
        #expect(PublishedPhotos(root).map(\.file.path) == ["a.jpg", "x/c.jpg", "x/y/d.jpg", "z/f.jpg"])
        #expect(PublishedPhotos(AlbumSource(path: "")).isEmpty)
    }
}
