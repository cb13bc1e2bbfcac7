import CTurboJPEG
import Foundation
import Testing
import TestSupport
import VitrineLibrary
import VitrineMetadata
@testable import VitrineImaging

/// Camera RAW through libraw, on DNGs written in the test by PyPI's pidng (scripts/make-dng.py; `make test`
/// installs pidng into .build/tools/venv): a grey scene with a red square in the sensor's top-left quadrant.
@Suite struct RawDecoderTests {
    /// A DNG (`CameraDNG`) with `preview` as its embedded JPEG when given.
    static func dng(width: Int = 640, height: Int = 480, orientation: Int, preview: RGBImage? = nil) throws -> [UInt8] {
        let jpeg = try preview.map { (try TestImages.jpeg($0, subsampling: TJSAMP_420, quality: 90), $0.width, $0.height) }
        return try CameraDNG.make(width: width, height: height, orientation: orientation, preview: jpeg)
    }

    /// A green picture: anything rendered from the preview is green, from the RAW grey and red.
    static func greenPreview(width: Int, height: Int) -> RGBImage {
        TestImages.make(width: width, height: height) { _, _ in (30, 180, 40) }
    }

    static func decode(_ bytes: [UInt8], bucket: Int) throws -> (source: ImageRenderer.DecodedSource, frame: RGBImage) {
        var orientation = 1
        let source = try ImageRenderer.decode(bytes, buckets: [bucket], orientation: &orientation, transform: .identity,
                                              limits: ImageLimits(), encoder: JPEGEncoder())
        let frame = try TestImages.frames(bytes, buckets: [bucket])[0]
        return (source, TestImages.rgb(frame))
    }

    @Test func aDNGIsRecognisedByItsBytesAndAPlainTIFFIsNot() throws {
        let dng = try Self.dng(orientation: 1)
        #expect(SourceFormat(sniffing: dng) == .raw)
        // Only its first 64 bytes, as the scan reads: a TIFF (the scan goes by the .dng extension).
        #expect(SourceFormat(sniffing: Array(dng.prefix(SourceFormat.sniffLength))) == .tiff)
        let plainTIFF: [UInt8] = Array("II".utf8) + [42, 0, 8, 0, 0, 0, 1, 0, 0x00, 0x01, 3, 0, 1, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0]
        #expect(SourceFormat(sniffing: plainTIFF) == .tiff)
        #expect(SourceFormat(sniffing: Array("II".utf8) + [42, 0, 16, 0, 0, 0] + Array("CR".utf8) + [2, 0, 0, 0, 0, 0]) == .raw)
        #expect(SourceFormat(sniffing: Array("IIRO".utf8) + [8, 0, 0, 0]) == .raw)
        #expect(SourceFormat(sniffing: Array("IIU".utf8) + [0, 8, 0, 0, 0]) == .raw)
        #expect(SourceFormat(sniffing: Array("FUJIFILMCCD-RAW 0201".utf8)) == .raw)
        #expect(SourceFormat(sniffing: [0, 0, 0, 24] + Array("ftypcrx ".utf8) + [0, 0, 0, 1] + Array("crx isom".utf8)) == .raw)
        #expect(LibraryScanner.isPhotoFileName("IMG_0001.CR3") && LibraryScanner.isPhotoFileName("a.dng") && LibraryScanner.isPhotoFileName("b.nef"))
    }

    @Test func fullDecodeHonoursTheCameraOrientation() throws {
        // Orientation 6: the sensor's top-left goes to the top-right.
        let (source, frame) = try Self.decode(try Self.dng(orientation: 6), bucket: 350)
        #expect(!source.fromRawPreview)
        #expect(frame.width == 263 && frame.height == 350)
        let topRight = TestImages.pixel(frame, frame.width * 3 / 4, frame.height / 4)
        let topLeft = TestImages.pixel(frame, frame.width / 4, frame.height / 4)
        #expect(topRight.0 > 150 && topRight.1 < 100 && topRight.2 < 100, "red square: \(topRight)")
        #expect(abs(topLeft.0 - topLeft.1) < 20 && abs(topLeft.1 - topLeft.2) < 20, "grey: \(topLeft)")
    }

    @Test func theEmbeddedPreviewIsUsedWhenItCoversTheOutput() throws {
        let dng = try Self.dng(orientation: 6, preview: Self.greenPreview(width: 640, height: 480))
        let (source, frame) = try Self.decode(dng, bucket: 350)
        #expect(source.fromRawPreview)
        #expect(source.route == .planes)
        #expect(frame.width == 263 && frame.height == 350)
        let centre = TestImages.pixel(frame, frame.width / 2, frame.height / 2)
        #expect(centre.1 > 150 && centre.0 < 60, "the green preview: \(centre)")
    }

    @Test func aPreviewSmallerThanTheOutputIsNotUsed() throws {
        let dng = try Self.dng(orientation: 1, preview: Self.greenPreview(width: 160, height: 120))
        let (source, frame) = try Self.decode(dng, bucket: 350)
        #expect(!source.fromRawPreview)
        #expect(frame.width == 350 && frame.height == 263)
        let redSquare = TestImages.pixel(frame, frame.width / 4, frame.height / 4)
        #expect(redSquare.0 > 150 && redSquare.1 < 100, "\(redSquare)")
    }

    @Test func theRawsExifFactsAreRead() throws {
        let dng = try Self.dng(orientation: 6)
        let facts = FileMetadata.exif(of: dng, containers: ImageContainers())
        #expect(facts.make == "Vitrine")
        #expect(facts.model == "Test Camera")
        #expect(facts.dateTimeOriginal == "2024:05:17 14:03:22")
        #expect(facts.exposureTime == 1.0 / 250)
        #expect(facts.fNumber == 5.6)
        let gps = try #require(facts.gps)
        #expect(abs(gps.latitude - (43 + 28.0 / 60 + 2.0 / 3600)) < 1e-6 && abs(gps.longitude - (11 + 53.0 / 60 + 6.0 / 3600)) < 1e-6)
        // libraw orients the pixels: the facts are upright and the EXIF orientation is not applied again.
        #expect(facts.orientation == 1)
        #expect(facts.pixelWidth == 480 && facts.pixelHeight == 640)
        #expect(try ImageProbe.dimensions(of: dng) == (480, 640))
    }

    @Test func aTruncatedOrCorruptRawIsAnErrorNotACrash() throws {
        let dng = try Self.dng(orientation: 1)
        let request = RenderRequest(buckets: [350], formats: [.jpeg], orientation: 1, transform: .identity)
        for broken in [Array(dng.prefix(dng.count / 2)), Array(dng.prefix(300)), Array(dng.prefix(8)) + [UInt8](repeating: 0xFF, count: 2000)] {
            #expect(throws: ImagingError.self) { _ = try ImageRenderer.render(broken, request: request) }
        }
    }

    @Test func theMegapixelLimitIsCheckedBeforeDecoding() throws {
        let dng = try Self.dng(orientation: 1)
        let request = RenderRequest(buckets: [350], formats: [.jpeg], orientation: 1, transform: .identity, limits: ImageLimits(maxPixels: 100_000))
        let error = try #require(throws: ImagingError.self) { _ = try ImageRenderer.render(dng, request: request) }
        #expect(error.step == .limits)
    }
}
