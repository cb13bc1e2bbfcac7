import Foundation
import TestSupport
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

    /// A JPEG of a synthetic picture, encoded like the renderer's outputs.
    static func jpeg(_ image: RGBImage) throws -> [UInt8] {
        try JPEGEncoder().encode(image)
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
}
