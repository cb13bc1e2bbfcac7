import Foundation
import Testing
import TestSupport
import VitrineLibrary
import VitrineMetadata
@testable import VitrineImaging

/// HEIC and AVIF through libheif: libheif's transformations are the orientation, the EXIF block gives the facts.
@Suite struct HEIFDecoderTests {
    @Test func heicWithEXIFReadsItsFactsAndIsNotTurnedByItsEXIFOrientation() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let exif = StillFixtures.exifTIFF(make: "Phonemaker", model: "Phone 12", orientation: 6, date: "2024:05:06 07:08:09")
        let bytes = try StillRender.read(StillFixtures.heif("exif.heic", in: temp.url, exif: exif))
        #expect(SourceFormat(sniffing: bytes) == .heif)
        let facts = FileMetadata.exif(of: bytes, containers: ImageContainers())
        #expect(facts.make == "Phonemaker" && facts.model == "Phone 12")
        #expect(facts.dateTimeOriginal == "2024:05:06 07:08:09")
        // In HEIF the EXIF orientation only describes; libheif's irot/imir are what turns the picture.
        #expect(facts.orientation == 1)
        #expect(facts.pixelWidth == 64 && facts.pixelHeight == 48)
        let image = try StillRender.output(bytes)
        #expect(image.width == 64 && image.height == 48)
        #expect(StillRender.quadrants(image) == [0, 1, 2, 3])
    }

    @Test(arguments: [(UInt8(1), [1, 3, 0, 2]), (UInt8(2), [3, 2, 1, 0]), (UInt8(3), [2, 0, 3, 1])])
    func irotIsAppliedOnce(quarterTurns: UInt8, expected: [Int]) throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let exif = StillFixtures.exifTIFF(make: "Phonemaker", model: "Phone 12", orientation: 6, date: "2024:05:06 07:08:09")
        let bytes = try StillRender.read(StillFixtures.heif("irot.heic", in: temp.url, exif: exif, quarterTurns: quarterTurns))
        let turned = quarterTurns % 2 == 1
        #expect(try ImageProbe.dimensions(of: bytes) == (turned ? (48, 64) : (64, 48)))
        let image = try StillRender.output(bytes)
        #expect(image.width == (turned ? 48 : 64) && image.height == (turned ? 64 : 48))
        #expect(StillRender.quadrants(image) == expected, "irot \(quarterTurns)")
    }

    @Test func avifDecodes() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let bytes = try StillRender.read(StillFixtures.heif("picture.avif", in: temp.url))
        #expect(SourceFormat(sniffing: bytes) == .heif)
        let image = try StillRender.output(bytes)
        #expect(image.width == 64 && image.height == 48)
        #expect(StillRender.quadrants(image) == [0, 1, 2, 3])
    }

    @Test func colourIsReportedAsTheFileDescribesIt() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        // heif-enc 1.15 writes no colr box for a PNG without a profile: the nclx box a phone writes is added.
        let plain = try StillRender.read(StillFixtures.heif("plain.heic", in: temp.url))
        let tagged = try HEIFProperties.adding(nclxPrimaries: 12, transfer: 13, matrix: 6, fullRange: true, to: plain)
        #expect(try HEIFDecoder(bytes: plain).color == .unspecified)
        let decoder = try HEIFDecoder(bytes: tagged)
        #expect(decoder.color == .nclx(primaries: 12, transfer: 13, matrix: 6, fullRange: true))
        let still = try decoder.decode(covering: (64, 48), limits: ImageLimits())
        #expect(still.color == decoder.color)
        // A JPEG's ICC profile becomes the HEIF's `prof` box (heif-enc copies it).
        let profiled = try StillFixtures.vips("profiled.jpg", options: "[profile=srgb]", in: temp.url)
        let heic = temp.url.appendingPathComponent("prof.heic")
        try StillFixtures.run("heif-enc", ["-q", "80", "-o", heic.path, profiled.path])
        guard case .icc(let profile) = try HEIFDecoder(bytes: StillRender.read(heic)).color else {
            Issue.record("no ICC profile reported")
            return
        }
        #expect(profile.count > 128 && Array(profile[36..<40]) == Array("acsp".utf8))
    }

    @Test func thePlanarPathGivesTheRGBPathsPicture() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let bytes = try StillRender.read(StillFixtures.heif("planes.heic", in: temp.url, width: 96, height: 70, quarterTurns: 1))
        let decoder = try HEIFDecoder(bytes: bytes)
        let planes = try #require(try decoder.decodePlanes(limits: ImageLimits()))
        #expect(planes.width == 70 && planes.height == 96)
        let rgb = try decoder.decode(covering: (70, 96), limits: ImageLimits()).image
        #expect(TestImages.meanAbsoluteDifference(TestImages.rgb(planes), rgb) < 2.5)
        // Colour that needs converting (a profile, P3 primaries) takes the RGB path.
        let p3 = try HEIFProperties.adding(nclxPrimaries: 12, transfer: 13, matrix: 6, fullRange: true, to: bytes)
        #expect(try HEIFDecoder(bytes: p3).decodePlanes(limits: ImageLimits()) == nil)
        #expect(HEIFDecoder.isPipelineYCbCr(.nclx(primaries: 1, transfer: 13, matrix: 6, fullRange: true)))
        #expect(!HEIFDecoder.isPipelineYCbCr(.nclx(primaries: 1, transfer: 13, matrix: 1, fullRange: true)))
        #expect(!HEIFDecoder.isPipelineYCbCr(.nclx(primaries: 1, transfer: 13, matrix: 6, fullRange: false)))
    }

    @Test func theXMPPacketIsExposed() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        // A JPEG with an XMP APP1 segment; heif-enc copies it into a `mime` item of type application/rdf+xml.
        let jpeg = try StillRender.read(StillFixtures.vips("source.jpg", in: temp.url))
        let xml = #"<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Hello XMP</dc:title></rdf:Description></rdf:RDF></x:xmpmeta>"#
        let payload = Array("http://ns.adobe.com/xap/1.0/\0".utf8) + Array(xml.utf8)
        let segment: [UInt8] = [0xFF, 0xE1, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
        let withXMP = temp.url.appendingPathComponent("xmp.jpg")
        try Data(Array(jpeg[0..<2]) + segment + Array(jpeg[2...])).write(to: withXMP)
        let heic = temp.url.appendingPathComponent("xmp.heic")
        try StillFixtures.run("heif-enc", ["-q", "50", "-o", heic.path, withXMP.path])
        let packet = try #require(ImageContainers().metadata(of: StillRender.read(heic)).xmp)
        #expect(String(decoding: packet, as: UTF8.self).contains("<dc:title>Hello XMP</dc:title>"))
        #expect(ImageContainers().metadata(of: jpeg).xmp == nil)
        let plain = try StillRender.read(StillFixtures.heif("plain.heic", in: temp.url))
        #expect(ImageContainers().metadata(of: plain).xmp == nil)
    }

    /// An AVIF whose container libheif refuses, found by `make fuzz` (Fuzz/corpus/heif/uaf-error-message.avif): its
    /// error message lives in the context, and was read after the context was freed. A use after free shows only
    /// under AddressSanitizer (`make sanitize`); without it the message must still be libheif's.
    @Test func aRefusedContainerIsAProbeErrorWithLibheifsReason() throws {
        let base64 =
            "AAAAHGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZgAAAOptZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAA" +
            "AA5waXRtAAAAAAABAAAAImlsb2MAAAAAREAAAQABAAAAAAEOAAEAAAAAAAAAcAAAACNpaW5mAAAAAAABAAAAFWluZmUCAAAAAAEA" +
            "AGF2MDEAAAAAamlwcnAAAABLaXBjbwAAABNjb2xybmNseAACAAIABoAAAAAMYXYxQ4EADAAAAAAUaXNwZQAAAAAAAAARAAAAGAAA" +
            "ABBwaXhpAAAAAAMIJwgIAAAAF2lwbWEAAAAAAAAAAQABBIGCA4QAAAB4bWRhdBIACgYYESF2BCAyZBmAEEEEBQDPWnYlpvrx+Frn" +
            "s/ycyp6k65aMpdz/lmcjXb+39RevL/CNNjjRKbGJiLsH8rENEWTzABme9YtBNjrkqfDGStYBNtsgeF5BqNhhic3aPCjVuyn3VnWB" +
            "XafSdDkawIA="
        let bytes = try #require(Data(base64Encoded: base64)).map { $0 }
        let error = try #require(throws: ImagingError.self) { try HEIFDecoder(bytes: bytes) }
        #expect(error.step == .probe)
        #expect(error.message.hasPrefix("unreadable HEIF container: ") || error.message.hasPrefix("the HEIF file has no readable primary image: "),
                "\(error.message)")
        #expect(!error.message.contains("libheif error"), "libheif gave a message: \(error.message)")
    }

    /// An nclx box libheif cannot read (an unknown transfer curve) is undescribed colour. libheif allocates the
    /// profile even then, and it was leaked (found by `make fuzz`; LeakSanitizer shows it under `make sanitize`).
    @Test func anNCLXBoxLibheifRefusesIsUndescribedColour() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let plain = try StillRender.read(StillFixtures.heif("plain.heic", in: temp.url))
        let unknown = try HEIFProperties.adding(nclxPrimaries: 1, transfer: 99, matrix: 6, fullRange: true, to: plain)
        let decoder = try HEIFDecoder(bytes: unknown)
        #expect(decoder.color == .unspecified)
        #expect(try StillRender.output(unknown).width == 64)
    }

    @Test func declaredSizeIsCheckedBeforeDecoding() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let bytes = try StillRender.read(StillFixtures.heif("small.heic", in: temp.url))
        let decoder = try HEIFDecoder(bytes: bytes)
        #expect(throws: ImagingError.self) { try decoder.decode(covering: (1, 1), limits: ImageLimits(maxPixels: 64 * 48 - 1)) }
        #expect(throws: ImagingError.self) { try decoder.decodePlanes(limits: ImageLimits(maxPixels: 64 * 48 - 1)) }
    }
}
