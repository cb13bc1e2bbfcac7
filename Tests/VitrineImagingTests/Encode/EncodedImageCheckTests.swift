import Testing
import VitrineLibrary
@testable import VitrineImaging

/// `EncodedImageCheck`: what our encoders write passes, exactly; anything else a cache or a merged shard could
/// hand the build is refused from its structure alone (issue 33, item 3).
@Suite struct EncodedImageCheckTests {
    static let buckets = [350, 700]

    /// Every output of a real render, with an orientation and a transform, is exactly the size the check expects.
    @Test(arguments: [("gps/DSCN0010.jpg", 1), ("orientation/landscape_6.jpg", 6)])
    func whatTheRendererMakesPasses(_ fixture: String, _ orientation: Int) throws {
        let source = try TestImages.fixture(fixture)
        let size = try ImageProbe.dimensions(of: source)
        let transform = Transform(rotation: 7.5, scale: 1.2)
        let request = RenderRequest(buckets: Self.buckets, formats: [.jpeg, .webp], orientation: orientation, transform: transform)
        for image in try ImageRenderer.render(source, request: request).images {
            let expected = EncodedImageCheck.Expectation(source: size.width, size.height, format: .jpeg, orientation: orientation,
                                                         transform: transform, bucket: image.bucket)
            #expect(expected == .exactly(width: image.width, height: image.height))
            #expect(throws: Never.self) { try EncodedImageCheck.check(image.bytes, format: image.format, expected: expected) }
        }
    }

    func ours() throws -> (jpeg: [UInt8], webp: [UInt8], expected: EncodedImageCheck.Expectation) {
        let source = try TestImages.fixture("gps/DSCN0010.jpg")
        let images = try ImageRenderer.render(source, request: RenderRequest(buckets: [350], formats: [.jpeg, .webp], orientation: 1, transform: .identity)).images
        let jpeg = try #require(images.first { $0.format == .jpeg }), webp = try #require(images.first { $0.format == .webp })
        return (jpeg.bytes, webp.bytes, .exactly(width: jpeg.width, height: jpeg.height))
    }

    func refusal(_ bytes: [UInt8], _ format: ImageFormat, _ expected: EncodedImageCheck.Expectation) -> String? {
        do { try EncodedImageCheck.check(bytes, format: format, expected: expected) } catch { return error.reason }
        return nil
    }

    /// The poisoned objects of the issue: EXIF (with GPS) or a comment in our JPEG, HTML named .jpg, bytes after
    /// the end, a second scan.
    @Test func poisonedJPEGsAreRefused() throws {
        let (jpeg, _, expected) = try ours()
        let exif: [UInt8] = [0xFF, 0xE1, 0x00, 0x10] + Array("Exif\0\0MM\0*\0\0\0\u{8}".utf8)
        #expect(refusal(Array(jpeg[0..<2]) + exif + Array(jpeg[2...]), .jpeg, expected)?.contains("metadata") == true)
        let icc: [UInt8] = [0xFF, 0xE2, 0x00, 0x06, 0x49, 0x43, 0x43, 0x5F]
        #expect(refusal(Array(jpeg[0..<2]) + icc + Array(jpeg[2...]), .jpeg, expected)?.contains("metadata") == true)
        let comment: [UInt8] = [0xFF, 0xFE, 0x00, 0x05, 0x68, 0x69, 0x21]
        #expect(refusal(Array(jpeg[0..<2]) + comment + Array(jpeg[2...]), .jpeg, expected)?.contains("comment") == true)
        #expect(refusal(Array("<html><script>alert(1)</script></html>".utf8), .jpeg, expected) == "not a JPEG")
        #expect(refusal(jpeg + Array("<script>".utf8), .jpeg, expected) != nil)
        #expect(refusal(Array(jpeg.dropLast(40)), .jpeg, expected) != nil)
        #expect(refusal(jpeg, .jpeg, .exactly(width: 349, height: 100))?.contains("header says") == true)
        #expect(refusal(jpeg, .webp, expected) == "not a WebP")
    }

    /// The 38-byte WebP declaring 16383x12207 px is refused by its header, before anything is allocated for it.
    @Test func theWebPBombIsRefusedByItsHeader() throws {
        let bomb = Self.webp(width: 16383, height: 12207)
        #expect(bomb.count == 38)
        #expect(refusal(bomb, .webp, .exactly(width: 350, height: 263)) == "its header says 16383x12207 px where the build makes 350x263")
        #expect(refusal(bomb, .webp, .within(box: 2048))?.contains("16383x12207") == true)
    }

    @Test func webPsWithMetadataAreRefused() throws {
        let (_, webp, expected) = try ours()
        #expect(refusal(webp, .webp, expected) == nil)
        // The simple file with an EXIF chunk after its frame (the RIFF size grown to match).
        var withExif = webp + Array("EXIF".utf8) + [4, 0, 0, 0] + Array("MM\0*".utf8)
        let size = UInt32(withExif.count - 8)
        withExif.replaceSubrange(4..<8, with: [UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24)])
        #expect(refusal(withExif, .webp, expected)?.contains("chunks (VP8 , EXIF)") == true)
        #expect(refusal(webp + [0, 0], .webp, expected) == "its RIFF size is not the file's")
    }

    /// A simple lossy WebP whose key frame declares `width` x `height`: 38 bytes.
    static func webp(width: Int, height: Int) -> [UInt8] {
        let frame: [UInt8] = [0x10, 0x02, 0x00, 0x9D, 0x01, 0x2A, UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8),
                              0, 0, 0, 0, 0, 0, 0, 0]
        let chunk = Array("VP8 ".utf8) + [UInt8(frame.count), 0, 0, 0] + frame
        let riff = UInt32(4 + chunk.count)
        return Array("RIFF".utf8) + [UInt8(riff), 0, 0, 0] + Array("WEBP".utf8) + chunk
    }
}
