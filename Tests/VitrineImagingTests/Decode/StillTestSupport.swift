import Foundation
import Testing
import TestSupport
import VitrineMetadata
@testable import VitrineImaging

/// Renders a still made by `StillFixtures` and reads back where its quadrant colours ended up.
enum StillRender {
    /// The 350-bucket JPEG output of `bytes`, decoded, with the EXIF orientation the build would use.
    static func output(_ bytes: [UInt8], bucket: Int = 350) throws -> RGBImage {
        let facts = FileMetadata.exif(of: bytes, containers: ImageContainers())
        let request = RenderRequest(buckets: [bucket], formats: [.jpeg], orientation: facts.orientation, transform: .identity)
        let output = try ImageRenderer.render(bytes, request: request)
        let jpeg = try #require(output.images.first).bytes
        return try JPEGDecoder().decode(jpeg)
    }

    /// Index into `StillFixtures.quadrantColours` of the colour nearest each quadrant's centre of `image`:
    /// top-left, top-right, bottom-left, bottom-right. [0, 1, 2, 3] is the picture as made.
    static func quadrants(_ image: RGBImage) -> [Int] {
        let points = [(1, 1), (3, 1), (1, 3), (3, 3)].map { (image.width * $0.0 / 4, image.height * $0.1 / 4) }
        return points.map { x, y in
            let i = (y * image.width + x) * 3
            let pixel = (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
            let distances = StillFixtures.quadrantColours.map {
                abs(Int($0.0) - pixel.0) + abs(Int($0.1) - pixel.1) + abs(Int($0.2) - pixel.2)
            }
            return distances.firstIndex(of: distances.min() ?? 0) ?? -1
        }
    }

    /// The colour at the centre of the top-left quadrant.
    static func topLeft(_ image: RGBImage) -> (Int, Int, Int) {
        let i = ((image.height / 4) * image.width + image.width / 4) * 3
        return (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
    }

    static func read(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }
}
