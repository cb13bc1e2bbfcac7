import Foundation
import Testing
import TestSupport
import VitrineLibrary
@testable import VitrineMetadata

/// The container walkers and the readers on real files: XMP in PNG iTXt, TIFF tag 700 and WebP `XMP `, IPTC in
/// TIFF tag 33723 and JPEG APP13, extended XMP in JPEG.
@Suite struct EmbeddedMetadataTests {
    func bytes(_ fixture: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Fixtures.url(fixture)))
    }

    @Test(arguments: [("metadata/xmp.png", "PNGTitle", 2), ("metadata/xmp-iptc.tif", "TIFFTitle", 3), ("metadata/xmp.webp", "WebPTitle", 5)])
    func xmpInsideOtherContainers(_ fixture: String, _ title: String, _ rating: Int) throws {
        let found = EmbeddedMetadataReader.read(try bytes(fixture))
        #expect(found.problem == nil)
        #expect(found.xmp?.title == [LocalizedText(language: "x-default", text: title)])
        #expect(found.xmp?.rating == rating)
    }

    @Test func iptcInTIFF() throws {
        #expect(EmbeddedMetadataReader.read(try bytes("metadata/xmp-iptc.tif")).iptc?.tags == ["tiffkw"])
    }

    @Test func aPlainJPEGHasNone() throws {
        let found = EmbeddedMetadataReader.read(try bytes("synthetic/gray.jpg"))
        #expect(found == EmbeddedMetadata())
    }

    @Test(.requires(.exiftool))
    func jpegXMPExtendedXMPAndIPTC() throws {
        let temp = try TemporaryDirectory("vitrine-metadata")
        defer { temp.remove() }
        let photo = temp.url.appendingPathComponent("p.jpg")
        try FileManager.default.copyItem(at: Fixtures.url("synthetic/gray.jpg"), to: photo)
        // A description this long does not fit one APP1 segment: exiftool moves it into extended XMP.
        let long = String(repeating: "word ", count: 16_000) + "end"
        try ExifTool.write(["-XMP-dc:Title=Main", "-XMP-dc:Description=\(long)", "-XMP-xmp:Rating=4",
                            "-XMP-photoshop:DateCreated=2019-07-04T08:15:00-05:00",
                            "-IPTC:ObjectName=IPTC name", "-IPTC:Caption-Abstract=IPTC caption", "-IPTC:Keywords=one",
                            "-IPTC:Keywords=Two", "-IPTC:DateCreated=2018:01:02", "-IPTC:TimeCreated=03:04:05+01:00"], into: photo)
        let bytes = [UInt8](try Data(contentsOf: photo))
        let blocks = MetadataBlocks.find(in: bytes)
        #expect(blocks.extendedXMP != nil, "the description went to extended XMP")
        let found = EmbeddedMetadataReader.read(blocks)
        #expect(found.problem == nil)
        #expect(found.xmp?.title.first?.text == "Main")
        // Found in the extension; kept to the longest text Vitrine keeps from one field.
        #expect(found.xmp?.caption.first?.text == String(long.prefix(MetadataText.maximumLength)).trimmingCharacters(in: .whitespaces))
        #expect(found.xmp?.rating == 4)
        #expect(found.xmp?.created == "2019:07:04 08:15:00")
        #expect(found.xmp?.createdOffset == "-05:00")
        #expect(found.iptc?.title.first?.text == "IPTC name")
        #expect(found.iptc?.caption.first?.text == "IPTC caption")
        #expect(found.iptc?.tags == ["one", "Two"])
        #expect(found.iptc?.created == "2018:01:02 03:04:05")
        #expect(found.iptc?.createdOffset == "+01:00")

        // Every truncation of the file is handled: no crash, and never a half-assembled extension.
        for length in stride(from: 0, to: bytes.count, by: 997) {
            let cut = MetadataBlocks.find(in: Array(bytes.prefix(length)))
            if let extended = cut.extendedXMP { #expect(extended == blocks.extendedXMP) }
        }
    }
}
