import Testing
@testable import VitrineImaging

/// Premultiplied planes with alpha become either output: flattened onto a background, or straight colour with
/// the alpha kept.
@Suite struct PlanarImageAlphaTests {
    /// A picture whose colour and alpha vary everywhere, alpha constant over each 2x2 block (chroma's footprint),
    /// so a chroma sample's colour is one colour and not an alpha-weighted mean of several.
    static func picture(width: Int = 48, height: Int = 32) -> (image: RGBImage, alpha: [UInt8]) {
        let image = TestImages.make(width: width, height: height) { x, y in
            (UInt8((x * 37 + y * 11) % 256), UInt8((x * 5 + y * 53) % 256), UInt8((x * 71 + y * 29 + 100) % 256))
        }
        let alpha = (0..<(width * height)).map { index -> UInt8 in
            let (x, y) = (index % width / 2, index / width / 2)
            return [0, 1, 40, 128, 200, 254, 255][(x * 3 + y * 5) % 7]
        }
        return (image, alpha)
    }

    @Test func flatteningThePlanesIsCompositingThePixels() throws {
        let (image, alpha) = Self.picture()
        let encoder = try JPEGEncoder()
        let planes = try ImageRenderer.planes(from: DecodedStill(image: image, alpha: alpha), encoder: encoder)
        #expect(planes.alpha?.bytes == alpha)
        for background in [ImageRenderer.background, (red: 18, green: 90, blue: 200)] {
            var composited = image
            ImageRenderer.flatten(&composited, alpha: alpha, onto: background)
            let expected = try encoder.planes(from: composited)
            let flattened = planes.flattened(onto: background)
            #expect(flattened.alpha == nil)
            // Premultiplying, converting and adding each round once.
            for (name, got, want) in [("Y", flattened.y, expected.y), ("Cb", flattened.cb, expected.cb), ("Cr", flattened.cr, expected.cr)] {
                let worst = zip(got.bytes, want.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
                #expect(worst <= 2, "\(name) over \(background): off by \(worst)")
            }
        }
    }

    @Test func unpremultiplyingGivesTheStraightColourBack() throws {
        let (image, alpha) = Self.picture()
        let encoder = try JPEGEncoder()
        let straight = try encoder.planes(from: image)
        let kept = try ImageRenderer.planes(from: DecodedStill(image: image, alpha: alpha), encoder: encoder).unpremultiplied()
        #expect(kept.alpha?.bytes == alpha)
        let chromaAlpha = PlanarImage.chromaAlpha(Plane(width: image.width, height: image.height, bytes: alpha))
        func check(_ got: Plane, _ want: Plane, weights: [UInt8], name: String) {
            for index in got.bytes.indices {
                let weight = Int(weights[index])
                guard weight > 0 else { continue }
                // 8-bit premultiplied colour keeps about `weight` levels: the error grows as 255 / weight, and what
                // shows of it (times the alpha) stays within a level or two.
                let allowed = 2 + 255 / weight
                let error = abs(Int(got.bytes[index]) - Int(want.bytes[index]))
                #expect(error <= allowed, "\(name) sample \(index), alpha \(weight): off by \(error)")
                if error > allowed { return }
            }
        }
        check(kept.y, straight.y, weights: alpha, name: "Y")
        check(kept.cb, straight.cb, weights: chromaAlpha.bytes, name: "Cb")
        check(kept.cr, straight.cr, weights: chromaAlpha.bytes, name: "Cr")
        // Nothing shows where alpha is 0: black, neutral chroma.
        let hidden = try #require(alpha.firstIndex(of: 0))
        #expect(kept.y.bytes[hidden] == 0)
    }

    @Test func anOpaquePictureIsLeftAsItIs() throws {
        let (image, _) = Self.picture()
        let encoder = try JPEGEncoder()
        let planes = try ImageRenderer.planes(from: DecodedStill(image: image), encoder: encoder)
        #expect(planes.alpha == nil)
        #expect(planes.flattened(onto: ImageRenderer.background) == planes)
        #expect(planes.unpremultiplied() == planes)
    }

    @Test func resamplingAndOrientingCarryTheAlphaPlane() throws {
        let (image, alpha) = Self.picture()
        let planes = try ImageRenderer.planes(from: DecodedStill(image: image, alpha: alpha), encoder: JPEGEncoder())
        let small = LanczosResampler.resample(planes, window: .init(x: 0, y: 0, width: 48, height: 32), width: 24, height: 16)
        #expect(small.alpha?.width == 24 && small.alpha?.height == 16)
        let turned = PixelOrientation(exif: 6).apply(to: small)
        #expect(turned.alpha?.width == 16 && turned.alpha?.height == 24)
        let smallAlpha = try #require(small.alpha)
        #expect(turned.alpha == PixelOrientation(exif: 6).apply(to: smallAlpha))
        let rotated = RotationCrop.render(planes, content: (48, 32), orientation: .identity, angle: 0.1, crop: (40, 24), width: 40, height: 24)
        #expect(rotated.alpha?.width == 40 && rotated.alpha?.height == 24)
    }
}
