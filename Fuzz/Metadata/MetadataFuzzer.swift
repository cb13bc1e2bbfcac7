import FuzzDriver
import VitrineMetadata

/// Any bytes through the container walkers (JPEG, PNG, TIFF, WebP), and the XMP and IPTC readers both on what the
/// walkers find and on the bytes themselves. They must never crash or hang.
@main enum FuzzMetadata: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        _ = EmbeddedMetadataReader.read(bytes)
        _ = try? XMPReader.read(bytes)
        _ = try? IPTCReader.read(bytes)
    }
}
