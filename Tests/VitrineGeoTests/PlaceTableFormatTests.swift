import Foundation
import Testing
import TestSupport
import VitrineGeo
import VitrineLibrary

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

    /// An installed table is gzipped (scripts/install-tree.sh): it answers as the raw one does; a cut or padded
    /// gzip is an error, as is one that would unpack past any table's size.
    @Test func aGzippedTableAnswersAsTheRawOne() throws {
        let url = try #require(ReverseGeocoder.defaultTableURL)
        let raw = [UInt8](try Data(contentsOf: url))
        let packed = try Self.gzip(raw)
        #expect(packed.count < raw.count * 2 / 3)
        let geocoder = try load(packed), reference = try load(raw)
        #expect(geocoder.placeCount == reference.placeCount)
        for point in [GeoPoint(latitude: 43.4633, longitude: 11.8796), GeoPoint(latitude: 60.17, longitude: 24.94),
                      GeoPoint(latitude: -33.87, longitude: 151.21)] {
            #expect(geocoder.nearest(to: point) == reference.nearest(to: point))
        }
        #expect(throws: GeocoderError.self) { try load(Array(packed.prefix(packed.count / 2))) }
        #expect(throws: GeocoderError.self) { try load(try Self.gzip([UInt8](repeating: 0, count: 70 << 20))) }
    }

    static func gzip(_ bytes: [UInt8]) throws -> [UInt8] {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let file = temp.url.appendingPathComponent("t")
        try Data(bytes).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-9", "-n", "-f", file.path]
        try process.run()
        process.waitUntilExit()
        return [UInt8](try Data(contentsOf: temp.url.appendingPathComponent("t.gz")))
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
