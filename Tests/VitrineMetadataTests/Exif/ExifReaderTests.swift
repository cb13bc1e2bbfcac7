import Foundation
import Testing
import TestSupport
import VitrineImaging
import VitrineLibrary
@testable import VitrineMetadata

/// EXIF as `FileMetadata` reads it, through the containers the decoders read (`ImageContainers`).
@Suite struct ExifReaderTests {
    func fixture(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: Fixtures.url(path)))
    }

    func fixtures(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Fixtures.url(folder).path)
            .filter { $0.hasSuffix(".jpg") }.sorted().map { "\(folder)/\($0)" }
    }

    @Test func readsGPSInTuscanyWithNorthEastSigns() throws {
        let facts = FileMetadata.exif(of: try fixture("gps/DSCN0010.jpg"), containers: ImageContainers())
        let gps = try #require(facts.gps)
        // 43° 28' 2.814" N, 11° 53' 6.456" E
        #expect(abs(gps.latitude - 43.467448) < 1e-5)
        #expect(abs(gps.longitude - 11.885127) < 1e-5)
    }

    @Test func readsCameraAndExposureFacts() throws {
        let facts = FileMetadata.exif(of: try fixture("gps/DSCN0010.jpg"), containers: ImageContainers())
        #expect(facts.make == "NIKON")
        #expect(facts.model == "COOLPIX P6000")
        #expect(facts.dateTimeOriginal == "2008:10:22 16:28:39")
        #expect(facts.exposureTime.map { abs($0 - 4.0 / 300) < 1e-12 } == true)
        #expect(facts.fNumber == 5.9)
        #expect(facts.iso == 64)
        #expect(facts.focalLength == 24)
        #expect(facts.orientation == 1)
        #expect(facts.pixelWidth == 640)
        #expect(facts.pixelHeight == 480)
    }

    @Test(arguments: [
        ("cameras/Canon_40D.jpg", "Canon", "Canon EOS 40D"),
        ("cameras/Fujifilm_FinePix_E500.jpg", "FUJIFILM", "FinePix E500"),
        ("cameras/Konica_Minolta_DiMAGE_Z3.jpg", "KONICA MINOLTA", "DiMAGE Z3"),
        ("cameras/Nikon_D70.jpg", "NIKON CORPORATION", "NIKON D70"),
        ("cameras/Pentax_K10D.jpg", "PENTAX Corporation", "PENTAX K10D"),
        ("cameras/Samsung_Digimax_i50_MP3.jpg", "Samsung Techwin", "<Digimax i50 MP3, Samsung #1 MP3>"),
    ])
    func readsTrimmedMakeAndModel(path: String, make: String, model: String) throws {
        let facts = FileMetadata.exif(of: try fixture(path), containers: ImageContainers())
        #expect(facts.make == make)
        #expect(facts.model == model)
    }

    @Test func everyCameraFixtureReadsWithoutTrouble() throws {
        for path in try fixtures(in: "cameras") {
            let facts = FileMetadata.exif(of: try fixture(path), containers: ImageContainers())
            #expect((1...8).contains(facts.orientation), "\(path)")
            if let gps = facts.gps { #expect(gps.isValid, "\(path)") }
            #expect(facts.make?.isEmpty != true, "\(path)")
        }
    }

    @Test func everyGPSFixtureHasAValidPositionInTheNorthEast() throws {
        for path in try fixtures(in: "gps") {
            let gps = try #require(FileMetadata.exif(of: try fixture(path), containers: ImageContainers()).gps, "\(path)")
            #expect(gps.isValid && gps.latitude > 0 && gps.longitude > 0, "\(path)")
        }
    }

    @Test func readsOrientationOfEachFixture() throws {
        for value in 1...8 {
            for shape in ["landscape", "portrait"] {
                let facts = FileMetadata.exif(of: try fixture("orientation/\(shape)_\(value).jpg"), containers: ImageContainers())
                #expect(facts.orientation == value, "\(shape)_\(value)")
            }
        }
    }

    @Test func brokenFilesNeverCrashAndGiveDefaults() throws {
        for path in try fixtures(in: "invalid") {
            let bytes = try fixture(path)
            _ = FileMetadata.exif(of: bytes, containers: ImageContainers())
            // Every prefix of a damaged file must read without crashing or hanging either.
            for length in stride(from: 0, to: min(bytes.count, 4096), by: 97) {
                let facts = FileMetadata.exif(of: Array(bytes.prefix(length)), containers: ImageContainers())
                #expect((1...8).contains(facts.orientation))
            }
        }
    }

    @Test func nonImageBytesGiveEmptyFacts() {
        #expect(FileMetadata.exif(of: [], containers: ImageContainers()) == ExifFacts())
        #expect(FileMetadata.exif(of: Array("not a picture at all".utf8), containers: ImageContainers()) == ExifFacts())
        #expect(FileMetadata.exif(of: [0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF], containers: ImageContainers()) == ExifFacts())
    }

    @Test func validatesDateAndOffsetShapes() {
        #expect(ExifReader.validDateTime("2008:10:22 16:28:39") == "2008:10:22 16:28:39")
        #expect(ExifReader.validDateTime("0000:00:00 00:00:00") == nil)
        #expect(ExifReader.validDateTime("    :  :     :  :  ") == nil)
        #expect(ExifReader.validDateTime("2008:10:22") == nil)
        #expect(ExifReader.validOffset("+02:00") == "+02:00")
        #expect(ExifReader.validOffset("-05:30") == "-05:30")
        #expect(ExifReader.validOffset("02:00") == nil)
    }
}
