import Testing
import VitrineLibrary
@testable import VitrineBuild

/// Without ffmpeg the build says so once and publishes the photos.
@Suite struct VideoToolsMissingTests {
    func library() -> LibrarySource {
        var still = PhotoSource(file: SourceFile(path: "a.jpg", size: 1, modified: 1))
        still.motionClip = SourceFile(path: "a.mov", size: 1, modified: 1)
        var video = PhotoSource(file: SourceFile(path: "Trip/b.mp4", size: 1, modified: 1))
        video.kind = .video
        let trip = AlbumSource(path: "Trip", photos: [video, PhotoSource(file: SourceFile(path: "Trip/c.jpg", size: 1, modified: 1))])
        return LibrarySource(settings: SiteSettings(), root: AlbumSource(path: "", photos: [still], albums: [trip]), diagnostics: [])
    }

    @Test func videosAreLeftOutWithOneWarning() {
        var source = library()
        #expect(Builder.videoTools(for: &source, find: { nil }) == nil)
        #expect(source.root.photos.map(\.file.path) == ["a.jpg"] && source.root.photos[0].motionClip == nil)
        #expect(source.root.albums[0].photos.map(\.file.path) == ["Trip/c.jpg"])
        #expect(source.diagnostics.count == 1)
        #expect(source.diagnostics.first?.message.contains("2 videos were left out: ffmpeg and ffprobe are needed") == true)
    }

    @Test func aLibraryWithoutVideosNeverLooksForTheTools() {
        var source = LibrarySource(settings: SiteSettings(), root: AlbumSource(path: "", photos: [PhotoSource(file: SourceFile(path: "a.jpg", size: 1, modified: 1))]), diagnostics: [])
        var looked = false
        _ = Builder.videoTools(for: &source, find: { looked = true; return nil })
        #expect(!looked && source.diagnostics.isEmpty)
    }
}
