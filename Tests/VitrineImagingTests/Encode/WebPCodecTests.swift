import Testing
@testable import VitrineImaging

/// WebP is encoded from the planes through the limited-range tables: colours come back as they went in.
@Suite struct WebPCodecTests {
    @Test func limitedRangeTablesSpanVideoLevels() {
        #expect(LimitedRange.luma[0] == 16 && LimitedRange.luma[255] == 235)
        #expect(LimitedRange.chroma[0] == 16 && LimitedRange.chroma[128] == 128 && LimitedRange.chroma[255] == 240)
        #expect(zip(LimitedRange.luma, LimitedRange.luma.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func flatColoursSurviveTheRoundTrip() throws {
        let colours: [(UInt8, UInt8, UInt8)] = [(200, 60, 30), (20, 40, 220), (128, 128, 128), (250, 250, 250), (10, 10, 10), (40, 180, 90)]
        // Six vertical bands, 32 pixels each: flat inside, so only the range conversion can move them.
        let picture = TestImages.make(width: 192, height: 64) { x, _ in colours[x / 32] }
        let encoder = try JPEGEncoder()
        let webp = try WebPCodec.encode(encoder.planes(from: picture))
        let decoded = try WebPCodec.decode(webp, limits: ImageLimits())
        for (index, colour) in colours.enumerated() {
            let back = TestImages.pixel(decoded, index * 32 + 16, 32)
            #expect(abs(back.0 - Int(colour.0)) <= 3 && abs(back.1 - Int(colour.1)) <= 3 && abs(back.2 - Int(colour.2)) <= 3,
                    "\(colour) came back as \(back)")
        }
        #expect(TestImages.meanAbsoluteDifference(decoded, picture) < 3)
    }

    @Test func webpAndJPEGOutputsOfAPhotoAgree() throws {
        let bytes = try TestImages.fixture("gps/DSCN0012.jpg")
        let request = RenderRequest(buckets: [320], formats: [.jpeg, .webp], orientation: 1, transform: .identity)
        let output = try ImageRenderer.render(bytes, request: request)
        let jpeg = try JPEGDecoder().decode(try #require(output.images.first { $0.format == .jpeg }).bytes)
        let webp = try WebPCodec.decode(try #require(output.images.first { $0.format == .webp }).bytes, limits: ImageLimits())
        // Lossy at different qualities, so pixels differ by a few levels, but colours must not drift.
        #expect(TestImages.meanAbsoluteDifference(jpeg, webp) < 8)
        #expect(TestImages.colourDistance(jpeg.averageColor, webp.averageColor) <= 2, "\(jpeg.averageColor) vs \(webp.averageColor)")
        // The placeholder colour from the planes is the one a decode of the output gives, within rounding.
        let fromFile = try AverageColor.of(encoded: output.images[0].bytes)
        #expect(TestImages.colourDistance(fromFile, output.averageColor) <= 2, "\(fromFile) vs \(output.averageColor)")
    }
}
