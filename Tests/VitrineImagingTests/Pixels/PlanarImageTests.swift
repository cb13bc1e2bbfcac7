import CTurboJPEG
import Testing
@testable import VitrineImaging

/// Plane geometry, the straight-to-planes decode of YCbCr JPEGs and the RGB fallback for everything else.
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

    /// 4:4:4, 4:2:2 and 4:4:0 JPEGs decode straight to planes too, their full-resolution chroma averaged to 4:2:0:
    /// the planes the RGB route made (libjpeg-turbo's RGB decode, then its own conversion and averaging) within
    /// rounding, at every scale the renderer uses, odd sizes included.
    @Test(arguments: [TJSAMP_444, TJSAMP_422, TJSAMP_440])
    func otherYCbCrJPEGsDecodeToPlanesAtEachScale(subsampling: TJSAMP) throws {
        let decoder = try JPEGDecoder()
        let encoder = try JPEGEncoder()
        for picture in [Self.ramp, TestImages.make(width: 77, height: 51) { x, y in (UInt8(3 * x), UInt8(250 - 4 * y), UInt8(90 + x + y)) }] {
            let jpeg = try TestImages.jpeg(picture, subsampling: subsampling)
            let header = try decoder.header(of: jpeg)
            #expect(header.decodesToPlanes && !header.isYCbCr420)
            for factor in ScalingFactor.shrinking where factor.num * 8 >= factor.denom * 3 {
                let planes = try decoder.decodePlanes(jpeg, header: header, scale: factor)
                let size = factor.apply(width: picture.width, height: picture.height)
                #expect(planes.width == size.width && planes.height == size.height)
                #expect(planes.cb.width == (size.width + 1) / 2 && planes.cr.height == (size.height + 1) / 2)
                let viaRGB = try encoder.planes(from: decoder.decode(jpeg, header: header, scale: factor))
                let context = "\(subsampling) \(picture.width)x\(picture.height) at \(factor.num)/\(factor.denom)"
                #expect(TestImages.meanAbsoluteDifference(planes.y, viaRGB.y) < 1, "\(context) luma")
                #expect(TestImages.meanAbsoluteDifference(planes.cb, viaRGB.cb) < 1, "\(context) Cb")
                #expect(TestImages.meanAbsoluteDifference(planes.cr, viaRGB.cr) < 1, "\(context) Cr")
            }
        }
    }

    @Test func grayscaleIsNotTakenForPlanes() throws {
        let header = try JPEGDecoder().header(of: TestImages.fixture("synthetic/gray.jpg"))
        #expect(!header.decodesToPlanes)
    }

    @Test func everyDecodeStillStopsOnCorruptData() throws {
        var jpeg = try TestImages.jpeg(Self.ramp)
        jpeg.removeLast(jpeg.count / 3)
        let decoder = try JPEGDecoder()
        let header = try decoder.header(of: jpeg)
        #expect(throws: ImagingError.self) { try decoder.decodePlanes(jpeg, header: header, scale: .one) }
        var full = try TestImages.jpeg(Self.ramp, subsampling: TJSAMP_444)
        full.removeLast(full.count / 3)
        let fullHeader = try decoder.header(of: full)
        #expect(throws: ImagingError.self) { try decoder.decodePlanes(full, header: fullHeader, scale: .one) }
    }

    /// Camera files of other subsamplings (through planes) and grayscale (through RGB) end up as the same sizes and colours.
    @Test(arguments: ["cameras/Canon_40D.jpg", "gps/DSCN0010.jpg", "cameras/Panasonic_DMC-FZ30.jpg", "synthetic/gray.jpg"])
    func otherSourcesAreConvertedToPlanes(path: String) throws {
        let bytes = try TestImages.fixture(path)
        let decoder = try JPEGDecoder()
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
