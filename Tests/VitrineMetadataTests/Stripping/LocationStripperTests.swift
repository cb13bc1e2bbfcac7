import Foundation
import Testing
import TestSupport
import VitrineLibrary
@testable import VitrineMetadata

/// Originals offered for download lose their position and nothing else: checked with exiftool (an independent
/// reader) and by decoding the pixels before and after with vips.
@Suite struct LocationStripperTests {
    static let gpsAssignments = ["-GPSLatitude=43.5", "-GPSLatitudeRef=N", "-GPSLongitude=11.25", "-GPSLongitudeRef=E",
                                 "-XMP-exif:GPSLatitude=43.5N", "-XMP-exif:GPSLongitude=11.25E", "-XMP-dc:Title=Kept title"]

    /// The positions exiftool finds: GPS directory tags and XMP GPS properties.
    func positions(in file: URL) throws -> [String] {
        try ExifTool.read(["-gps:all", "-XMP-exif:GPSLatitude", "-XMP-exif:GPSLongitude"], from: file)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("========") && !$0.contains("image files read") }
    }

    func strip(_ file: URL, format: SourceFormat) throws -> URL {
        let original = [UInt8](try Data(contentsOf: file))
        let stripped = try LocationStripper.stripped(original, format: format)
        #expect(stripped.count == original.count, "the file keeps its length, so no offset in it moves")
        #expect(stripped != original)
        let target = file.deletingPathExtension().appendingPathExtension("stripped." + file.pathExtension)
        try Data(stripped).write(to: target)
        return target
    }

    /// Pixels as vips decodes them, raw.
    func pixels(_ file: URL, in folder: URL) throws -> Data {
        let target = folder.appendingPathComponent(file.lastPathComponent + ".raw")
        try StillFixtures.run("vips", ["rawsave", file.path, target.path])
        return try Data(contentsOf: target)
    }

    @Test(.requires(.exiftool), arguments: ["jpg", "png", "tif", "heic"])
    func eachFormatLosesItsPositionAndKeepsItsPixels(_ ext: String) throws {
        let temp = try TemporaryDirectory("vitrine-strip")
        defer { temp.remove() }
        let file: URL
        let format: SourceFormat
        switch ext {
        case "jpg":
            file = temp.url.appendingPathComponent("p.jpg")
            try FileManager.default.copyItem(at: Fixtures.url("gps/DSCN0010.jpg"), to: file)
            format = .jpeg
        case "heic":
            let source = try StillFixtures.vips("s.jpg", in: temp.url)
            try ExifTool.write(Array(Self.gpsAssignments.prefix(4)), into: source)
            file = temp.url.appendingPathComponent("p.heic")
            try StillFixtures.run("heif-enc", ["-q", "90", "-o", file.path, source.path])
            format = .heif
        default:
            file = try StillFixtures.vips("p.\(ext)", in: temp.url)
            format = ext == "png" ? .png : .tiff
        }
        try ExifTool.write(Self.gpsAssignments, into: file)
        #expect(try positions(in: file).count >= 4, "the fixture has a position to lose")
        let stripped = try strip(file, format: format)
        #expect(try positions(in: stripped) == [])
        #expect(try pixels(stripped, in: temp.url) == pixels(file, in: temp.url))
        // exiftool reads the rest as before and finds nothing broken.
        let validation = try ExifTool.read(["-validate", "-warning"], from: stripped)
        #expect(!validation.contains("Error"), "\(validation)")
        if ext != "heic" {
            #expect(try ExifTool.read(["-XMP-dc:Title"], from: stripped).contains("Kept title") == false,
                    "an XMP packet naming a position is emptied whole: nothing of it can be trusted to be free of one")
        }
    }

    @Test(.requires(.exiftool)) func aJPEGKeepsItsCameraAndItsImageData() throws {
        let temp = try TemporaryDirectory("vitrine-strip")
        defer { temp.remove() }
        let file = temp.url.appendingPathComponent("p.jpg")
        try FileManager.default.copyItem(at: Fixtures.url("gps/DSCN0010.jpg"), to: file)
        let stripped = try strip(file, format: .jpeg)
        #expect(try ExifTool.read(["-Make", "-DateTimeOriginal"], from: stripped).contains("NIKON"))
        let before = [UInt8](try Data(contentsOf: file)), after = [UInt8](try Data(contentsOf: stripped))
        let scan = try #require(before.firstRange(of: [0xFF, 0xDA], from: 2))
        #expect(before[scan.lowerBound...] == after[scan.lowerBound...], "the entropy-coded data is the same bytes")
        #expect(try LocationStripper.stripped(after, format: .jpeg) == after, "a second pass finds nothing more")
    }

    @Test func aFileWithoutAPositionIsUnchanged() throws {
        let bytes = [UInt8](try Data(contentsOf: Fixtures.url("synthetic/gray.jpg")))
        #expect(try LocationStripper.stripped(bytes, format: .jpeg) == bytes)
    }

    @Test func whatItCannotEditForCertainIsRefused() throws {
        // A RAW that is not TIFF-shaped (a Canon CR3 is ISO-BMFF).
        let cr3: [UInt8] = [0, 0, 0, 24] + Array("ftypcrx ".utf8) + [UInt8](repeating: 0, count: 40)
        #expect(throws: LocationStripper.Refusal.self) { try LocationStripper.stripped(cr3, format: .raw) }
        // An EXIF block whose first directory lies past its end.
        let broken: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0, 16] + Array("Exif".utf8) + [0, 0, 0x4D, 0x4D, 0, 42, 0x7F, 0, 0, 0, 0xFF, 0xD9]
        #expect(throws: LocationStripper.Refusal.self) { try LocationStripper.stripped(broken, format: .jpeg) }
        // An XMP packet naming a position, broken by binary bytes (an extended XMP split over segments).
        let split: [UInt8] = [0xFF, 0xD8] + Array("<x:xmpmeta><exif:GPSLatitude>1".utf8) + [0, 0xFF, 0xE1] + Array("</x:xmpmeta>".utf8)
        #expect(throws: LocationStripper.Refusal.self) { try LocationStripper.stripped(split, format: .jpeg) }
        // A PNG whose XMP is compressed.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let data = Array("XML:com.adobe.xmp".utf8) + [0, 1, 0, 0, 0, 0x78, 0x9C]
        png += [0, 0, 0, UInt8(data.count)] + Array("iTXt".utf8) + data + [0, 0, 0, 0]
        png += [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        #expect(throws: LocationStripper.Refusal.self) { try LocationStripper.stripped(png, format: .png) }
    }

    @Test func aPacketNamingAPositionBecomesAnEmptyOneOfTheSameLength() throws {
        let packet = Array(#"<?xpacket begin=""?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description exif:GPSLatitude="43,30.0N"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>"#.utf8)
        let file: [UInt8] = [0xFF, 0xD8] + packet + [0xFF, 0xD9]
        let stripped = try LocationStripper.stripped(file, format: .jpeg)
        #expect(stripped.count == file.count)
        let text = String(decoding: stripped, as: UTF8.self)
        #expect(!text.contains("GPS") && text.contains(#"<x:xmpmeta xmlns:x="adobe:ns:meta/"/>"#) && text.contains("<?xpacket end"))
    }
}
