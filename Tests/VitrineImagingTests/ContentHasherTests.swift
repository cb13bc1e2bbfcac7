import Foundation
import Testing
@testable import VitrineImaging

/// Reference values computed with the `xxhash` Python package (xxh3_128_hexdigest), high 64 bits first.
@Suite struct ContentHasherTests {
    @Test func emptyInputMatchesTheReferenceVector() {
        let id = ContentHasher.contentID(of: [])
        #expect(id.hash == "99aa06d3014798d86001c324468d497f")
        #expect(id.size == 0)
    }

    @Test func shortInputMatchesTheReferenceVector() {
        let id = ContentHasher.contentID(of: Array("abc".utf8))
        #expect(id.hash == "06b05ab6733a618578af5f94892f3950")
        #expect(id.size == 3)
    }

    @Test func fixtureFileMatchesTheReferenceVector() throws {
        let bytes = try TestImages.fixture("gps/DSCN0010.jpg")
        let id = ContentHasher.contentID(of: bytes)
        #expect(id.hash == "6eac79e0e758876bc665f2093e294173")
        #expect(id.size == 161_713)
        #expect(id.description == "6eac79e0e758876bc665f2093e294173-161713")
    }

    @Test func oneChangedByteChangesTheHash() {
        var bytes = [UInt8](repeating: 7, count: 1000)
        let before = ContentHasher.contentID(of: bytes)
        bytes[500] = 8
        #expect(ContentHasher.contentID(of: bytes) != before)
    }

    /// Read in 1 MB pieces, a file larger than one piece (and not a whole number of them) hashes as its bytes do.
    @Test func aFileReadInPiecesHashesAsItsBytes() throws {
        let bytes = (0..<(2_500_000)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-hash-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(ContentHasher.contentID(ofFileAt: url.path) == ContentHasher.contentID(of: bytes))
        #expect(ContentHasher.contentID(ofFileAt: url.path + ".missing") == nil)
    }
}
