import FuzzDriver
import VitrineImaging
import VitrineLibrary
import VitrineMetadata

/// Any bytes through the file metadata reader (EXIF through the decoders' containers, XMP and IPTC), the header
/// probe and a small render. They must never crash or hang; errors are fine.
@main enum FuzzExif: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        _ = FileMetadata(reading: bytes, containers: ImageContainers())
        if let size = try? ImageProbe.dimensions(of: bytes), size.width * size.height <= 4_000_000 {
            let request = RenderRequest(buckets: [64], formats: [.jpeg], orientation: 1, transform: .identity,
                                        limits: ImageLimits(maxPixels: 4_000_000))
            _ = try? ImageRenderer.render(bytes, request: request)
        }
    }
}
