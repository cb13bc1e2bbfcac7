import Foundation
import Testing
import TestSupport
import VitrineGeo

/// A damaged place table is an error with its path, never a crash.
@Suite struct PlaceTableFormatTests {
    private func load(_ bytes: [UInt8]) throws -> ReverseGeocoder {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let url = temp.url.appendingPathComponent("places.bin")
        try Data(bytes).write(to: url)
        return try ReverseGeocoder.load(contentsOf: url)
    }

    @Test func garbageIsRejected() {
        #expect(throws: GeocoderError.self) { try load(Array("not a table at all".utf8)) }
    }

    @Test func truncatedTableIsRejected() throws {
        let url = try #require(ReverseGeocoder.defaultTableURL)
        let bytes = [UInt8](try Data(contentsOf: url))
        #expect(throws: GeocoderError.self) { try load(Array(bytes.prefix(bytes.count / 2))) }
        #expect(throws: GeocoderError.self) { try load(bytes + [0]) }
    }

    @Test func missingFileIsAnErrorWithItsPath() {
        let url = URL(fileURLWithPath: "/nonexistent/places.bin")
        #expect {
            _ = try ReverseGeocoder.load(contentsOf: url)
        } throws: { error in
            (error as? GeocoderError)?.path == url.path
        }
    }
}
