import VitrineImaging
import VitrineLibrary
import VitrineMetadata

/// The body of the still-decoder fuzz targets: bytes of one format through the file metadata reader (EXIF and the
/// container's XMP among them), the header probe and a small render (both formats: WebP keeps alpha, JPEG flattens
/// it). They must never crash or hang; errors are fine. Inputs whose first bytes are not the format's are passed over, so each target spends its time in its
/// own decoder.
public enum StillFuzzing {
    public static func run(_ bytes: [UInt8], format: SourceFormat) {
        guard SourceFormat(sniffing: bytes) == format else { return }
        _ = FileMetadata(reading: bytes, containers: ImageContainers())
        if let size = try? ImageProbe.dimensions(of: bytes), size.width * size.height <= 4_000_000 {
            let request = RenderRequest(buckets: [64], formats: [.jpeg, .webp], orientation: 1, transform: .identity,
                                        limits: ImageLimits(maxPixels: 4_000_000))
            _ = try? ImageRenderer.render(bytes, request: request)
        }
    }
}
