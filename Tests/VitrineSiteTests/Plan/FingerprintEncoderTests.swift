import Testing
import VitrineCore
import VitrineLibrary
@testable import VitrineSite

/// The page fingerprint decides whether a build may skip rendering pages: a change it misses leaves stale
/// pages on the site, so every kind of change must move it, and nothing but a change may.
@Suite struct FingerprintEncoderTests {
    private func fingerprint(_ model: SiteModel) throws -> UInt64 {
        try FingerprintEncoder.fingerprint(of: model)
    }

    private func fingerprint<Value: Encodable>(_ value: Value) throws -> UInt64 {
        try FingerprintEncoder.fingerprint(of: value)
    }

    @Test func equalModelsGiveEqualFingerprintsWhateverTheDictionaryOrder() throws {
        let model = SampleModels.library()
        var rebuilt = model
        rebuilt.photos = [:]
        for id in model.photos.keys.sorted().reversed() { rebuilt.photos[id] = model.photos[id] }
        #expect(try fingerprint(model) == fingerprint(rebuilt))
        #expect(try fingerprint(SampleModels.bigAlbum(count: 300)) == fingerprint(SampleModels.bigAlbum(count: 300)))
    }

    @Test(arguments: [
        "site title", "album title", "photo order", "caption", "rating", "favourite", "tag order", "image width",
        "image path", "placeholder", "exif", "location", "new photo", "removed photo", "sub-album",
    ])
    func everyChangeMovesTheFingerprint(change: String) throws {
        let model = SampleModels.library()
        var changed = model
        let id = "Italy/DSCN0010.jpg"
        switch change {
        case "site title": changed.settings.title = "Holiday Photos 2"
        case "album title": changed.root.albums[0].title = "Italia"
        case "photo order": changed.root.albums[0].photoIDs.swapAt(0, 1)
        case "caption": changed.photos[id]?.caption = "Sunday market"
        case "rating": changed.photos[id]?.rating = 3
        case "favourite": changed.photos[id]?.favorite = false
        case "tag order": changed.photos[id]?.tags = ["market", "italy"]
        case "image width": changed.photos[id]?.images[0].width += 1
        case "image path": changed.photos[id]?.images[0].path += "x"
        case "placeholder": changed.photos[id]?.placeholderColor = "#8a7b6d"
        case "exif": changed.photos[id]?.exif.iso = 200
        case "location": changed.photos[id]?.location = nil
        case "new photo": changed.photos["extra.jpg"] = SampleModels.photo(9, album: "", file: "extra.jpg")
        case "removed photo": changed.photos[id] = nil
        case "sub-album": changed.root.albums[0].albums = []
        default: Issue.record("unknown change \(change)")
        }
        #expect(try fingerprint(model) != fingerprint(changed))
    }

    @Test func photosSwappingTheirKeysMoveTheFingerprint() throws {
        let model = SampleModels.library()
        var swapped = model
        swapped.photos["Sunrise.jpg"] = model.photos["IMG_0002.JPG"]
        swapped.photos["IMG_0002.JPG"] = model.photos["Sunrise.jpg"]
        #expect(try fingerprint(model) != fingerprint(swapped))
    }

    private struct Pair<First: Encodable, Second: Encodable>: Encodable {
        var first: First
        var second: Second
    }

    private struct Optional1: Encodable {
        var value: Int?
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(value, forKey: .value)  // a nil is written as null, not left out
        }
        enum CodingKeys: CodingKey { case value }
    }

    @Test func structureAndTypesAreHashedNotJustText() throws {
        #expect(try fingerprint(["ab", "c"]) != fingerprint(["a", "bc"]))
        #expect(try fingerprint([[1], [2]]) != fingerprint([[1, 2]]))
        #expect(try fingerprint(["1"]) != fingerprint([1]))
        #expect(try fingerprint([true]) != fingerprint([1]))
        #expect(try fingerprint(["a": 1, "b": 2]) != fingerprint(["a": 2, "b": 1]))
        #expect(try fingerprint(Pair(first: 1, second: 2)) != fingerprint(Pair(first: 2, second: 1)))
        #expect(try fingerprint(Optional1(value: nil)) != fingerprint(Optional1(value: 0)))
        #expect(try fingerprint([Double]([0.1])) != fingerprint([Double]([0.1000000001])))
        #expect(try fingerprint([String]()) != fingerprint([""]))
    }

    @Test func theHasherIsTheSameInEveryProcess() {
        // Stored in the catalog and compared by the next build: a per-process seed would re-render every time.
        var hasher = FingerprintHasher()
        hasher.combine("vitrine")
        #expect(hasher.finalize() == 0xef56_5f6b_2b20_3f2a)
    }
}
