import VitrineLibrary

/// What a photo file says about itself: its EXIF facts and the XMP and IPTC embedded in it. The one reading of a
/// file's metadata, for the build's jobs and for `vitrine show` alike.
public struct FileMetadata: Sendable, Hashable {
    public var exif: ExifFacts
    public var embedded: EmbeddedMetadata

    public init(exif: ExifFacts, embedded: EmbeddedMetadata) {
        self.exif = exif
        self.embedded = embedded
    }

    /// Reads the file's bytes (in memory already, for hashing and rendering) with the container read once:
    /// EXIF with libexif, what EXIF leaves empty from the container's own facts; XMP and IPTC from the blocks the
    /// container walkers find (JPEG, PNG, TIFF, WebP), else the container's own XMP (HEIF/AVIF).
    public init(reading bytes: [UInt8], containers: some ContainerMetadataSource) {
        let container = containers.metadata(of: bytes)
        exif = ExifReader.read(container)
        var blocks = MetadataBlocks.find(in: bytes)
        if blocks.xmp == nil, let packet = container.xmp { blocks.xmp = packet }
        embedded = EmbeddedMetadataReader.read(blocks)
    }

    /// The EXIF facts alone (`init(reading:containers:)`'s `exif`): a RAW companion lends only these.
    public static func exif(of bytes: [UInt8], containers: some ContainerMetadataSource) -> ExifFacts {
        ExifReader.read(containers.metadata(of: bytes))
    }
}
