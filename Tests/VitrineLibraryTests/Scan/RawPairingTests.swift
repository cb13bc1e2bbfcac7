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

    /// The quick look at a path's last bytes never misses a RAW `isRaw` finds: every RAW extension in any case, and
    /// names outside ASCII (a Kelvin sign lowercases to "k") left to `isRaw`.
    @Test func theQuickLookNeverMissesARaw() {
        var names = ["a.jpg", "a.jpeg", "a.arw.jpg", "arw", ".arw", "a/.arw", "a.rw", "a.ARWX", "a/b.c/arw", "a.\u{212A}DC", "a.ké",
                     "b/IMG.CR2", "x.3FR", "x.Nef", "é.dng", "a.tar.arw", "a.arw/b"]
        for raw in LibraryScanner.rawExtensions { names += ["p/x." + raw, "p/x." + raw.uppercased(), "x." + raw.capitalized] }
        for name in names {
            let path = "album/" + name
            let isRaw = RawPairing.isRaw(SourceFile(path: path, size: 1, modified: 0).name)
            #expect(!isRaw || RawPairing.mayBeRaw(path), "\(path)")
        }
        #expect(!RawPairing.mayBeRaw("a/x.jpg") && !RawPairing.mayBeRaw("x.arwx") && !RawPairing.mayBeRaw("a.arw/b") && !RawPairing.mayBeRaw(""))
        #expect(RawPairing.mayBeRaw("a/x.ARW") && RawPairing.mayBeRaw("x.3fr") && RawPairing.mayBeRaw("a.\u{212A}DC"))
        #expect(RawPairing.isRaw("a.\u{212A}DC"))
        let kelvin = RawPairing.pair(["a/x.\u{212A}DC", "a/x.jpg"].map(Self.photo))
        #expect(kelvin.map(\.file.path) == ["a/x.jpg"] && kelvin.first?.rawCompanion?.path == "a/x.\u{212A}DC")
    }

    @Test func withoutRawsNothingChanges() {
        let photos = ["x.jpg", "y.webp", "z.png"].map(Self.photo)
        #expect(RawPairing.pair(photos) == photos)
    }
}
