import Foundation
import Testing
import TestSupport
import VitrineLibrary

/// Videos in the scan: recognised by name (the build checks their bytes), Live Photo clips paired with their
/// still, left out entirely by `"video": "skip"`.
@Suite struct VideoScanTests {
    func scan(_ files: [String: String]) async throws -> LibrarySource {
        let temp = try TemporaryDirectory("vitrine-scan")
        defer { temp.remove() }
        let fixture = try LibraryFixture(in: temp.url)
        for (path, text) in files { try fixture.write(text, at: path) }
        return try await LibraryScanner.scan(fixture.root)
    }

    @Test func videosAreItemsOfTheirAlbum() async throws {
        let source = try await scan(["a.jpg": "x", "b.MP4": "x", "c.webm": "x", "d.mkv": "x", "e.avi": "x", "f.ogv": "x",
                               "g.m4v": "x", "h.mov": "x", "notes.txt": "x", ".hidden.mp4": "x", "Trip/clip.mov": "x"])
        #expect(source.root.photos.map(\.file.name) == ["a.jpg", "b.MP4", "c.webm", "d.mkv", "e.avi", "f.ogv", "g.m4v", "h.mov"])
        #expect(source.root.photos.map(\.kind) == [.photo] + Array(repeating: .video, count: 7))
        #expect(source.root.albums.map(\.path) == ["Trip"])  // an album of videos only is an album
    }

    @Test func aMovBesideAStillOfTheSameNameIsItsMotionClip() async throws {
        let source = try await scan(["IMG_1.jpg": "x", "IMG_1.MOV": "x", "IMG_2.MOV": "x", "IMG_3.jpg": "x", "IMG_3.mp4": "x"])
        let items = source.root.photos
        #expect(items.map(\.file.name) == ["IMG_1.jpg", "IMG_2.MOV", "IMG_3.jpg", "IMG_3.mp4"])
        #expect(items[0].motionClip?.path == "IMG_1.MOV")
        #expect(items[2].motionClip == nil)  // only a MOV pairs, as iPhones write them
    }

    @Test func skipLeavesVideosOut() async throws {
        let source = try await scan(["vitrine.json": #"{"video": "skip"}"#, "a.jpg": "x", "a.mov": "x", "b.mp4": "x"])
        #expect(source.root.photos.map(\.file.name) == ["a.jpg"])
        #expect(source.root.photos[0].motionClip == nil)
    }

    @Test func theVideoSettingIsValidated() throws {
        for policy in SiteSettings.VideoPolicy.allCases {
            #expect(try SiteSettings(jsonBytes: Array(#"{"video": "\#(policy.rawValue)"}"#.utf8)).video == policy)
        }
        #expect(try SiteSettings(jsonBytes: Array("{}".utf8)).video == .transcode)
        #expect(throws: JSONFileError.self) { try SiteSettings(jsonBytes: Array(#"{"video": "gif"}"#.utf8)) }
    }
}
