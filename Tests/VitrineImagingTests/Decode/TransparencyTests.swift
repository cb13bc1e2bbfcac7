import Foundation
import Testing
import TestSupport
import VitrineLibrary
import VitrineMetadata
@testable import VitrineImaging

/// Sources with alpha keep it in their WebP outputs and are flattened onto the page background in their JPEG
/// ones; opaque sources render as they did.
@Suite struct TransparencyTests {
    /// A format's fixture and the alpha of its quadrants (top-left, top-right, bottom-left, bottom-right):
    /// transparent, half, opaque, opaque where the format can say it; GIF has only on and off.
    static let cases: [(name: String, options: String, mask: [UInt8], tolerance: Int)] = [
        ("alpha.png", "", [0, 128, 255, 255], 6),
        ("grey-alpha.png", "", [0, 128, 255, 255], 6),
        ("palette-trns.png", "[palette]", [0, 255, 255, 255], 14),
        ("alpha.tif", "", [0, 128, 255, 255], 6),
        ("alpha.webp", "[lossless]", [0, 128, 255, 255], 6),
        ("transparent.gif", "", [0, 255, 255, 255], 14),
        ("alpha.heic", "", [0, 128, 255, 255], 12),
        ("alpha.avif", "", [0, 128, 255, 255], 12),
    ]

    /// The grey fixture's quadrants.
    static let greys: [UInt8] = [200, 60, 120, 240]

    /// The colour of quadrant `quadrant` in case `index`'s fixture.
    static func colour(_ index: Int, quadrant: Int) -> [Int] {
        if cases[index].name.hasPrefix("grey") { return Array(repeating: Int(greys[quadrant]), count: 3) }
        let colour = StillFixtures.quadrantColours[quadrant]
        return [Int(colour.0), Int(colour.1), Int(colour.2)]
    }

    /// Makes case `index`'s fixture in `folder`.
    static func fixture(_ index: Int, in folder: URL) throws -> [UInt8] {
        let item = cases[index]
        if item.name.hasSuffix(".heic") || item.name.hasSuffix(".avif") {
            return try StillRender.read(StillFixtures.heif(item.name, in: folder, alphaQuadrants: item.mask))
        }
        if item.name.hasPrefix("grey") {
            // Grey plus alpha (PNG colour type 4): grey quadrants joined to the mask.
            let grey = folder.appendingPathComponent("grey.pgm"), mask = folder.appendingPathComponent("mask.pgm")
            try Data(StillFixtures.quadrantsPGM(width: 64, height: 48, values: greys)).write(to: grey)
            try Data(StillFixtures.quadrantsPGM(width: 64, height: 48, values: item.mask)).write(to: mask)
            let target = folder.appendingPathComponent(item.name)
            try StillFixtures.run("vips", ["bandjoin", "\(grey.path) \(mask.path)", target.path])
            return try StillRender.read(target)
        }
        return try StillRender.read(StillFixtures.vips(item.name, options: item.options, in: folder, alphaQuadrants: item.mask))
    }

    /// The JPEG and WebP outputs at the 350 bucket (the 64x48 fixtures are not upscaled), decoded: the JPEG's
    /// RGB and the WebP's straight RGB with its alpha (nil when the file has none).
    static func outputs(_ bytes: [UInt8]) throws -> (jpeg: RGBImage, webp: RGBImage, alpha: [UInt8]?) {
        let facts = FileMetadata.exif(of: bytes, containers: ImageContainers())
        let request = RenderRequest(buckets: [350], formats: [.jpeg, .webp], orientation: facts.orientation, transform: .identity)
        let output = try ImageRenderer.render(bytes, request: request)
        let jpeg = try JPEGDecoder().decode(try #require(output.images.first { $0.format == .jpeg }).bytes)
        let webpBytes = try #require(output.images.first { $0.format == .webp }).bytes
        let still = try WebPDecoder(bytes: webpBytes).decode(covering: (1, 1), limits: ImageLimits())
        return (jpeg, still.image, still.alpha)
    }

    /// The centres of the four quadrants of a `width x height` picture, as pixel indexes.
    static func centres(width: Int, height: Int) -> [Int] {
        [(1, 1), (3, 1), (1, 3), (3, 3)].map { (height * $0.1 / 4) * width + width * $0.0 / 4 }
    }

    @Test(arguments: cases.indices)
    func webpKeepsAlphaAndJPEGShowsThePageBackground(index: Int) throws {
        let item = Self.cases[index]
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let (jpeg, webp, alpha) = try Self.outputs(Self.fixture(index, in: temp.url))
        #expect(jpeg.width == 64 && jpeg.height == 48 && webp.width == 64 && webp.height == 48)
        let webpAlpha = try #require(alpha, "\(item.name): the WebP output has no alpha")
        let background = ImageRenderer.background
        let back = [Int(background.red), Int(background.green), Int(background.blue)]
        for (quadrant, pixel) in Self.centres(width: 64, height: 48).enumerated() {
            let opacity = Int(item.mask[quadrant])
            let colour = Self.colour(index, quadrant: quadrant)
            #expect(abs(Int(webpAlpha[pixel]) - opacity) <= 3, "\(item.name) quadrant \(quadrant): alpha \(webpAlpha[pixel])")
            let straight = (0..<3).map { Int(webp.pixels[pixel * 3 + $0]) }
            if opacity > 0 {
                #expect(zip(straight, colour).allSatisfy { abs($0 - $1) <= item.tolerance },
                        "\(item.name) quadrant \(quadrant): WebP colour \(straight), source \(colour)")
            }
            // Composited over the background as a browser shows the page.
            let flattened = (0..<3).map { (colour[$0] * opacity + back[$0] * (255 - opacity) + 127) / 255 }
            let shown = (0..<3).map { Int(jpeg.pixels[pixel * 3 + $0]) }
            #expect(zip(shown, flattened).allSatisfy { abs($0 - $1) <= item.tolerance },
                    "\(item.name) quadrant \(quadrant): JPEG \(shown), expected \(flattened)")
        }
    }

    @Test func transparentPixelsColourDoesNotBleedIntoTheEdge() throws {
        // Left half opaque red; right half transparent, its colour (green) arbitrary as editors leave it.
        let width = 64, height = 32
        let picture = TestImages.make(width: width, height: height) { x, _ in x < width / 2 ? (200, 0, 0) : (0, 255, 0) }
        let alpha = (0..<(width * height)).map { $0 % width < width / 2 ? UInt8(255) : 0 }
        let encoder = try JPEGEncoder()
        let planes = try ImageRenderer.planes(from: DecodedStill(image: picture, alpha: alpha), encoder: encoder)
        // A 4x reduction: the Lanczos kernel at the edge reads both halves.
        let small = LanczosResampler.resample(planes, window: .init(x: 0, y: 0, width: Double(width), height: Double(height)),
                                              width: 16, height: 8)
        let webp = try WebPDecoder(bytes: WebPCodec.encode(small)).decode(covering: (1, 1), limits: ImageLimits())
        let jpeg = try JPEGDecoder().decode(encoder.encode(small.flattened(onto: ImageRenderer.background)))
        let webpAlpha = try #require(webp.alpha)
        for x in 5...9 {
            let pixel = 4 * 16 + x
            let (r, g, b) = (Int(webp.image.pixels[pixel * 3]), Int(webp.image.pixels[pixel * 3 + 1]), Int(webp.image.pixels[pixel * 3 + 2]))
            if webpAlpha[pixel] >= 32 {
                #expect(g <= 24 && r >= 170 && b <= 24, "WebP column \(x): (\(r), \(g), \(b)) alpha \(webpAlpha[pixel])")
            }
            // Red over the grey background: green and blue stay equal, any green from the hidden half would show.
            let shown = (Int(jpeg.pixels[pixel * 3]), Int(jpeg.pixels[pixel * 3 + 1]), Int(jpeg.pixels[pixel * 3 + 2]))
            #expect(abs(shown.1 - shown.2) <= 8, "JPEG column \(x): \(shown)")
        }
        #expect(webpAlpha[4 * 16 + 2] >= 250 && webpAlpha[4 * 16 + 13] <= 5)
    }

    @Test func anOpaqueSourceRendersAsBeforeWhetherOrNotItHasAnAlphaChannel() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let plain = try StillRender.read(StillFixtures.vips("plain.png", in: temp.url))
        let opaqueAlpha = try StillRender.read(StillFixtures.vips("opaque-alpha.png", in: temp.url, alpha: 255))
        #expect(plain != opaqueAlpha)
        let request = RenderRequest(buckets: [40, 64], formats: [.jpeg, .webp], orientation: 1, transform: Transform(rotation: 7, scale: 1))
        let first = try ImageRenderer.render(plain, request: request)
        let second = try ImageRenderer.render(opaqueAlpha, request: request)
        #expect(first.images == second.images)
        #expect(first.averageColor == second.averageColor)
        for image in first.images where image.format == .webp {
            // A simple lossy WebP (RIFF, WEBP, then straight to the VP8 chunk): no VP8X container, no ALPH chunk.
            #expect(Array(image.bytes[12..<16]) == Array("VP8 ".utf8))
        }
    }

    @Test func thePlaceholderColourIsThePictureOverThePageBackground() throws {
        // Fully transparent but for one opaque quadrant: the placeholder is mostly the page background.
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let bytes = try StillRender.read(StillFixtures.vips("corner.png", in: temp.url, alphaQuadrants: [255, 0, 0, 0]))
        let output = try ImageRenderer.render(bytes, request: RenderRequest(buckets: [64], formats: [.webp], orientation: 1, transform: .identity))
        // (220, 30, 30) over a quarter, #fafafa over the rest: (242.5, 195, 195).
        #expect(TestImages.colourDistance(output.averageColor, "#f2c3c3") <= 4, "\(output.averageColor)")
    }
}
