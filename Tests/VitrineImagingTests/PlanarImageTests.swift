import Testing
@testable import VitrineImaging

/// Plane geometry, the straight-to-planes decode of 4:2:0 JPEGs and the RGB fallback for everything else.
@Suite struct PlanarImageTests {
    static let ramp = TestImages.make(width: 122, height: 90) { x, y in
        (UInt8(40 + x), UInt8(30 + 2 * y / 3), UInt8(200 - x / 2))
    }

    @Test(arguments: [(1, 1), (2, 1), (7, 4), (8, 8), (1023, 767)])
    func chromaIsHalfTheLumaRoundedUp(size: (Int, Int)) {
        #expect(PlanarImage.chromaCount(size.0) == (size.0 + 1) / 2)
        let y = Plane(width: size.0, height: size.1, bytes: [UInt8](repeating: 9, count: size.0 * size.1))
        let cw = PlanarImage.chromaCount(size.0), ch = PlanarImage.chromaCount(size.1)
        let chroma = Plane(width: cw, height: ch, bytes: [UInt8](repeating: 128, count: cw * ch))
        let image = PlanarImage(y: y, cb: chroma, cr: chroma)
        #expect(image.width == size.0 && image.height == size.1)
    }

    @Test func a420JPEGDecodesToPlanesAtEachScale() throws {
        let jpeg = try TestImages.jpeg(Self.ramp)
        let decoder = try JPEGDecoder()
        let header = try decoder.header(of: jpeg)
        #expect(header.isYCbCr420)
        let reference = try decoder.decode(jpeg)
        for factor in ScalingFactor.shrinking where factor.num * 8 >= factor.denom * 4 {
            let planes = try decoder.decodePlanes(jpeg, header: header, scale: factor)
            let size = factor.apply(width: 122, height: 90)
            #expect(planes.width == size.width && planes.height == size.height)
            #expect(planes.cb.width == (size.width + 1) / 2 && planes.cr.height == (size.height + 1) / 2)
            if factor == .one {
                // Same colours as libjpeg-turbo's own RGB decode (which upsamples chroma more smoothly).
                #expect(TestImages.meanAbsoluteDifference(TestImages.rgb(planes), reference) < 2)
            }
        }
    }

    @Test func everyDecodeStillStopsOnCorruptData() throws {
        var jpeg = try TestImages.jpeg(Self.ramp)
        jpeg.removeLast(jpeg.count / 3)
        let decoder = try JPEGDecoder()
        let header = try decoder.header(of: jpeg)
        #expect(throws: ImagingError.self) { try decoder.decodePlanes(jpeg, header: header, scale: .one) }
    }

    /// 4:4:4, 4:2:2, another subsampling and grayscale sources are decoded to RGB and converted: same sizes, same colours.
    @Test(arguments: ["cameras/Canon_40D.jpg", "gps/DSCN0010.jpg", "cameras/Panasonic_DMC-FZ30.jpg", "synthetic/gray.jpg"])
    func otherSourcesAreConvertedToPlanes(path: String) throws {
        let bytes = try TestImages.fixture(path)
        let decoder = try JPEGDecoder()
        let header = try decoder.header(of: bytes)
        #expect(!header.isYCbCr420)
        let rgb = try decoder.decode(bytes)
        let bucket = max(rgb.width, rgb.height)
        let frame = try #require(try TestImages.frames(bytes, buckets: [bucket]).first)
        #expect(frame.width == rgb.width && frame.height == rgb.height)
        #expect(frame.cb.width == (rgb.width + 1) / 2 && frame.cb.height == (rgb.height + 1) / 2)
        #expect(TestImages.meanAbsoluteDifference(TestImages.rgb(frame), rgb) < 4, "\(path)")
        if path.contains("gray") {
            #expect(frame.cb.bytes.allSatisfy { $0 == 128 } && frame.cr.bytes.allSatisfy { $0 == 128 })
        }
    }

    @Test func averageColourOfAFlatPicture() throws {
        let flat = TestImages.make(width: 33, height: 17) { _, _ in (200, 60, 30) }
        let planes = try JPEGEncoder().planes(from: flat)
        // Within the rounding of the integer planes.
        #expect(TestImages.colourDistance(planes.averageColor, "#c83c1e") <= 1, "\(planes.averageColor)")
    }
}
