import Foundation
import Testing
import TestSupport
import VitrineLibrary
@testable import VitrineBuild

/// The scan's readings of JSON sidecars as the cache folder keeps them (`KnownSidecars`, `sidecars.bin`).
@Suite struct KnownSidecarsBinaryTests {
    /// Every field of a sidecar set to something other than its default.
    static func full() -> Sidecar {
        var sidecar = Sidecar()
        sidecar.title = "Harbour é"
        sidecar.caption = ""
        sidecar.rating = 5
        sidecar.favorite = true
        sidecar.tags = ["sea", "Night"]
        sidecar.transform = Transform(rotation: 90, scale: 1.5)
        sidecar.history = [TransformSnapshot(transform: Transform(rotation: 12.25, scale: 1), at: "2026-01-23T10:00:00Z"),
                           TransformSnapshot(transform: .identity, at: nil)]
        sidecar.location = .point(GeoPoint(latitude: 43.318, longitude: 11.331))
        sidecar.hidden = true
        return sidecar
    }

    static func readings() -> KnownSidecars {
        var hidden = Sidecar()
        hidden.location = .hidden
        return KnownSidecars(readings: [
            "a/b.jpg.json": KnownSidecars.Reading(stamp: KnownSidecars.Stamp(size: 120, modified: 1_700_000_000_123_456_789,
                                                                             changed: -3, inode: .max), sidecar: full()),
            "c.jpg.json": KnownSidecars.Reading(stamp: KnownSidecars.Stamp(size: 2, modified: 0, changed: 0, inode: 0), sidecar: Sidecar()),
            "d.jpg.json": KnownSidecars.Reading(stamp: KnownSidecars.Stamp(size: 3, modified: 1, changed: 1, inode: 1), sidecar: hidden),
        ])
    }

    @Test func theStoredFormGivesTheReadingsBack() throws {
        // A field added to `Sidecar` must be added to the stored form too, or a kept reading would lose it.
        #expect(Mirror(reflecting: Sidecar()).children.count == 9, "Sidecar changed: update KnownSidecars+Binary.swift and this test")
        let readings = Self.readings()
        #expect(KnownSidecars(decoding: readings.encoded()) == readings)
        #expect(KnownSidecars(decoding: KnownSidecars().encoded()) == KnownSidecars())
    }

    @Test func damagedBytesAreNoReadings() {
        let bytes = Self.readings().encoded()
        for length in 0..<bytes.count { #expect(KnownSidecars(decoding: Array(bytes[..<length])) == nil) }
        for offset in bytes.indices {
            var damaged = bytes
            damaged[offset] ^= 0xFF
            _ = KnownSidecars(decoding: damaged)
        }
        #expect(KnownSidecars(decoding: bytes + [0]) == nil)
        #expect(KnownSidecars(decoding: Array("VKS0".utf8) + bytes.dropFirst(4)) == nil)
    }

    @Test func theCacheFolderKeepsThemAndAMissingOrBrokenFileIsNone() throws {
        let temp = try TemporaryDirectory("vitrine-known-sidecars")
        defer { temp.remove() }
        #expect(KnownSidecars.load(cache: temp.url) == KnownSidecars())
        try Self.readings().save(cache: temp.url)
        #expect(KnownSidecars.load(cache: temp.url) == Self.readings())
        try Data("VKS1 not a file of readings".utf8).write(to: temp.url.appendingPathComponent(KnownSidecars.fileName))
        #expect(KnownSidecars.load(cache: temp.url) == KnownSidecars())
    }
}
