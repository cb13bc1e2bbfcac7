import Foundation
import Testing
import VitrineLibrary

/// EXIF facts share their storage between copies, yet behave as the plain value they were.
@Suite struct ExifFactsTests {
    static func sample() -> ExifFacts {
        var facts = ExifFacts()
        facts.dateTimeOriginal = "2024:05:06 07:08:09"
        facts.make = "Maker"
        facts.iso = 200
        facts.gps = GeoPoint(latitude: 1, longitude: 2)
        return facts
    }

    @Test func aChangedCopyLeavesTheOriginalAlone() {
        let original = Self.sample()
        var copy = original
        #expect(copy == original)
        copy.make = "Other"
        copy.orientation = 6
        #expect(original.make == "Maker" && original.orientation == 1)
        #expect(copy.make == "Other" && copy.iso == 200)
        #expect(copy != original)
    }

    @Test func equalFactsAreEqualAndHashAlikeWhateverTheirStorage() {
        let one = Self.sample()
        let other = Self.sample()
        #expect(one == other)
        #expect(Set([one, other]).count == 1)
        var changed = other
        changed.iso = nil
        #expect(Set([one, changed]).count == 2)
    }

    @Test func itEncodesAsThePlainStructDid() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(Self.sample()), as: UTF8.self)
        #expect(json == #"{"dateTimeOriginal":"2024:05:06 07:08:09","gps":{"latitude":1,"longitude":2},"iso":200,"make":"Maker","orientation":1}"#)
        #expect(try JSONDecoder().decode(ExifFacts.self, from: Data(json.utf8)) == Self.sample())
    }
}
