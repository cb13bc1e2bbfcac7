import CTurboJPEG
import Foundation
import Testing
import TestSupport
import VitrineLibrary
@testable import VitrineImaging

/// Helpers shared by the imaging tests: fixtures, synthetic pictures and pixel comparisons.
enum TestImages {
    static func fixture(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: Fixtures.url(path)))
    }

    static func fixtures(in folder: String, extension ext: String = "jpg") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Fixtures.url(folder).path)
            .filter { $0.hasSuffix("." + ext) }.sorted().map { "\(folder)/\($0)" }
    }

    /// A picture from a pixel function.
    static func make(width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) -> RGBImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = pixel(x, y)
                let i = (y * width + x) * 3
                pixels[i] = r; pixels[i + 1] = g; pixels[i + 2] = b
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    /// A JPEG of a synthetic picture, encoded like the renderer's outputs (YCbCr 4:2:0, quality 85).
    static func jpeg(_ image: RGBImage) throws -> [UInt8] {
        let encoder = try JPEGEncoder()
        return try encoder.encode(encoder.planes(from: image))
    }

    /// A JPEG of a synthetic picture with the given chroma subsampling (TJSAMP_444, TJSAMP_422, ...), encoded from
    /// RGB by libjpeg-turbo itself, as a camera or editor would.
    static func jpeg(_ image: RGBImage, subsampling: TJSAMP, quality: Int32 = 95) throws -> [UInt8] {
        let handle = try #require(tjInitCompress())
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        defer { if let output { tjFree(output) } }
        let status = image.pixels.withUnsafeBufferPointer {
            tjCompress2(handle, $0.baseAddress, Int32(image.width), 0, Int32(image.height), Int32(TJPF_RGB.rawValue),
                        &output, &size, Int32(subsampling.rawValue), quality, 0)
        }
        try #require(status == 0)
        let bytes = try #require(output)
        return [UInt8](UnsafeBufferPointer(start: bytes, count: Int(size)))
    }

    /// Planes back to RGB for comparisons: each chroma sample stands for its 2x2 luma block (JFIF conversion).
    static func rgb(_ image: PlanarImage) -> RGBImage {
        make(width: image.width, height: image.height) { x, y in
            let c = (y / 2) * image.cb.width + x / 2
            let (r, g, b) = PlanarImage.rgb(y: Double(image.y.bytes[y * image.width + x]),
                                            cb: Double(image.cb.bytes[c]), cr: Double(image.cr.bytes[c]))
            func byte(_ v: Double) -> UInt8 { UInt8(min(max(v.rounded(), 0), 255)) }
            return (byte(r), byte(g), byte(b))
        }
    }

    /// Renders `bytes` to frames the way a build does, without encoding.
    static func frames(_ bytes: [UInt8], buckets: [Int], orientation: Int = 1, transform: Transform = .identity) throws -> [PlanarImage] {
        let request = RenderRequest(buckets: buckets, formats: [.jpeg], orientation: orientation, transform: transform)
        return try ImageRenderer.renderFrames(bytes, buckets: buckets, request: request, encoder: JPEGEncoder())
    }

    /// Mean absolute difference of two planes of one size, 0...255.
    static func meanAbsoluteDifference(_ a: Plane, _ b: Plane) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        var total = 0
        for i in a.bytes.indices { total += abs(Int(a.bytes[i]) - Int(b.bytes[i])) }
        return Double(total) / Double(a.bytes.count)
    }

    /// Mean absolute difference per channel, 0...255.
    static func meanAbsoluteDifference(_ a: RGBImage, _ b: RGBImage) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        var total = 0
        for i in a.pixels.indices { total += abs(Int(a.pixels[i]) - Int(b.pixels[i])) }
        return Double(total) / Double(a.pixels.count)
    }

    static func pixel(_ image: RGBImage, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let i = (y * image.width + x) * 3
        return (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
    }

    /// The largest per-channel difference of two `#rrggbb` colours.
    static func colourDistance(_ a: String, _ b: String) -> Int {
        func channels(_ s: String) -> [Int] {
            let digits = Array(s.dropFirst())
            return stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0..<($0 + 2)]), radix: 16) ?? -999 }
        }
        return zip(channels(a), channels(b)).map { abs($0 - $1) }.max() ?? 999
    }
}
