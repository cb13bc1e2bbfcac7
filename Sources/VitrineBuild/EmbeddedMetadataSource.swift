import VitrineImaging
import VitrineLibrary
import VitrineMetadata

/// The metadata inside a photo file, from wherever its container keeps it: VitrineMetadata's walkers for JPEG,
/// PNG, TIFF and WebP, libheif (VitrineImaging's `EmbeddedXMP`) for HEIF/AVIF.
public enum EmbeddedMetadataSource {
    public static func read(_ bytes: [UInt8]) -> EmbeddedMetadata {
        var blocks = MetadataBlocks.find(in: bytes)
        if blocks.xmp == nil, let packet = EmbeddedXMP.packet(of: bytes) { blocks.xmp = packet }
        return EmbeddedMetadataReader.read(blocks)
    }
}
