import FuzzDriver
import VitrineImaging
import VitrineLibrary

/// Any bytes through the EXIF reader, the header probe and a small render. They must never crash or hang; errors
/// are fine.
@main enum FuzzExif: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        _ = ExifReader.read(bytes)
        if let size = try? ImageProbe.dimensions(of: bytes), size.width * size.height <= 4_000_000 {
            let request = RenderRequest(buckets: [64], formats: [.jpeg], orientation: 1, transform: .identity,
                                        limits: ImageLimits(maxPixels: 4_000_000))
            _ = try? ImageRenderer.render(bytes, request: request)
        }
    }
}
