import Testing
import VitrineLibrary

/// A second source of a photo's facts fills only what the first left empty.
@Suite struct ExifFactsGapsTests {
    static func second() -> ExifFacts {
        var other = ExifFacts()
        other.dateTimeOriginal = "2021:01:01 00:00:00"
        other.offsetTimeOriginal = "-05:00"
        other.make = "Second Make"
        other.model = "Second Model"
        other.lens = "Second Lens"
        other.iso = 800
        other.exposureTime = 0.01
        other.fNumber = 2.8
        other.focalLength = 50
        other.gps = GeoPoint(latitude: 10, longitude: 20)
        other.orientation = 3
        other.pixelWidth = 10
        other.pixelHeight = 20
        return other
    }

    @Test func theFirstSourcesValuesComeFirst() {
        var facts = ExifFacts()
        facts.dateTimeOriginal = "2020:01:02 03:04:05"
        facts.make = "First Make"
        facts.iso = 100
        facts.orientation = 6
        facts.fillGaps(from: Self.second())
        #expect(facts.dateTimeOriginal == "2020:01:02 03:04:05")
        // The offset belongs to the other date: not taken for this one.
        #expect(facts.offsetTimeOriginal == nil)
        // A camera is never named half from each source.
        #expect(facts.make == "First Make" && facts.model == nil)
        #expect(facts.iso == 100)
        // The gaps are filled.
        #expect(facts.lens == "Second Lens" && facts.exposureTime == 0.01 && facts.fNumber == 2.8 && facts.focalLength == 50)
        #expect(facts.gps == GeoPoint(latitude: 10, longitude: 20))
        // Orientation and sizes describe the first source's pixels.
        #expect(facts.orientation == 6 && facts.pixelWidth == nil && facts.pixelHeight == nil)
    }

    @Test func anEmptyFirstSourceTakesEverythingButOrientationAndSizes() {
        var facts = ExifFacts()
        facts.fillGaps(from: Self.second())
        var expected = Self.second()
        expected.orientation = 1
        expected.pixelWidth = nil
        expected.pixelHeight = nil
        #expect(facts == expected)
    }
}
