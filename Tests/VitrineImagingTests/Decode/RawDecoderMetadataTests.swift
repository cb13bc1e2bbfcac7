import CLibRaw
import Foundation
import Testing
import TestSupport
import VitrineLibrary
@testable import VitrineImaging
@testable import VitrineMetadata

/// A RAW's facts from libraw where libexif has none: the mapping from libraw's fields, and `ExifReader` filling
/// EXIF's gaps with it. Tested on DNGs (the RAW pidng writes); CR3, RAF and the other non-TIFF RAWs take the same
/// path with no EXIF block at all, and none of them can be made here.
@Suite struct RawDecoderMetadataTests {
    static let date = "2024:05:17 14:03:22"
    static let latitude = 43 + 28.0 / 60 + 2.0 / 3600, longitude = 11 + 53.0 / 60 + 6.0 / 3600

    @Test func librawsFactsMapToThePhotosFacts() throws {
        let decoder = try RawDecoder(bytes: CameraDNG.make(width: 64, height: 48))
        let facts = try #require(decoder.containerFacts)
        #expect(facts.make == "Vitrine" && facts.model == "Test Camera")
        #expect(facts.lens == "Vitrine 35mm F2")
        #expect(facts.dateTimeOriginal == Self.date)
        #expect(facts.exposureTime.map { abs($0 - 1.0 / 250) < 1e-6 } == true)
        #expect(facts.fNumber.map { abs($0 - 5.6) < 1e-5 } == true)
        #expect(facts.iso == 400)
        #expect(facts.focalLength == 35)
        let gps = try #require(facts.gps)
        #expect(abs(gps.latitude - Self.latitude) < 1e-5 && abs(gps.longitude - Self.longitude) < 1e-5)
        // Orientation and sizes are the decoder's, never taken from here.
        #expect(facts.orientation == 1 && facts.pixelWidth == nil)
    }

    @Test func factsLibexifCannotSeeComeFromLibraw() throws {
        // The shot's facts in IFD0, where libexif does not look for them (it reads them from the Exif IFD only).
        let dng = try CameraDNG.make(width: 64, height: 48, factsInIFD0: true)
        let libexifAlone = ExifReader.readBlock(of: ImageContainers().metadata(of: dng))
        #expect(libexifAlone.dateTimeOriginal == nil && libexifAlone.exposureTime == nil && libexifAlone.fNumber == nil
                && libexifAlone.focalLength == nil && libexifAlone.lens == nil)
        let facts = FileMetadata.exif(of: dng, containers: ImageContainers())
        #expect(facts.dateTimeOriginal == Self.date)
        #expect(facts.exposureTime.map { abs($0 - 1.0 / 250) < 1e-6 } == true)
        #expect(facts.fNumber.map { abs($0 - 5.6) < 1e-5 } == true)
        #expect(facts.focalLength == 35)
        #expect(facts.lens == "Vitrine 35mm F2")
        #expect(facts.make == "Vitrine" && facts.model == "Test Camera")
        #expect(facts.pixelWidth == 64 && facts.pixelHeight == 48)
    }

    @Test func librawsTimestampGivesTheWrittenDateBack() throws {
        // libraw makes its timestamp with mktime from the written local date; the reverse is exact in any zone.
        var parts = tm()
        parts.tm_year = 2019 - 1900; parts.tm_mon = 11; parts.tm_mday = 31
        parts.tm_hour = 23; parts.tm_min = 59; parts.tm_sec = 58; parts.tm_isdst = -1
        let timestamp = mktime(&parts)
        #expect(RawDecoder.dateTime(timestamp) == "2019:12:31 23:59:58")
        #expect(RawDecoder.dateTime(0) == nil && RawDecoder.dateTime(-5) == nil)
    }

    @Test func anUnparsedOrImpossiblePositionIsNone() {
        var gps = libraw_gps_info_t()
        gps.latitude = (43, 28, 2); gps.longitude = (11, 53, 6)
        gps.latref = CChar(UInt8(ascii: "N")); gps.longref = CChar(UInt8(ascii: "W"))
        #expect(RawDecoder.position(gps) == nil, "not parsed")
        gps.gpsparsed = 1
        let west = RawDecoder.position(gps)
        #expect(west.map { abs($0.latitude - Self.latitude) < 1e-5 && abs($0.longitude + Self.longitude) < 1e-5 } == true)
        gps.latref = 0
        #expect(RawDecoder.position(gps) == nil, "no reference")
        gps.latref = CChar(UInt8(ascii: "S")); gps.latitude = (95, 0, 0)
        #expect(RawDecoder.position(gps) == nil, "out of range")
        gps.latitude = (0, 0, 0); gps.longitude = (0, 0, 0)
        #expect(RawDecoder.position(gps) == nil, "(0, 0): no fix")
        gps.latitude = (43, 75, 0)
        #expect(RawDecoder.position(gps) == nil, "75 minutes")
    }
}
