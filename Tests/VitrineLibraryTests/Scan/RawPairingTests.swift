import Testing
@testable import VitrineLibrary

/// A RAW beside a processed file of the same name is one photo; a RAW alone is its own.
@Suite struct RawPairingTests {
    static func photo(_ path: String) -> PhotoSource { PhotoSource(file: SourceFile(path: path, size: 1, modified: 0)) }

    @Test func aRawBesideAJPEGOrHEICOfTheSameNameIsFoldedIntoIt() {
        let paired = RawPairing.pair(["a/IMG_1.CR2", "a/IMG_1.jpg", "a/IMG_2.heic", "a/img_2.nef", "a/lone.dng", "a/other.jpg"].map(Self.photo))
        #expect(paired.map(\.file.path) == ["a/IMG_1.jpg", "a/IMG_2.heic", "a/lone.dng", "a/other.jpg"])
        #expect(paired.map(\.rawCompanion?.path) == ["a/IMG_1.CR2", "a/img_2.nef", nil, nil])
    }

    @Test func withoutRawsNothingChanges() {
        let photos = ["x.jpg", "y.webp", "z.png"].map(Self.photo)
        #expect(RawPairing.pair(photos) == photos)
    }
}
