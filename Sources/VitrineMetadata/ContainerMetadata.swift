import VitrineLibrary

/// What a photo file's container holds for the metadata readers where only its format's decoder finds it: the
/// picture's size, whether the decoder makes it upright, the EXIF block, an XMP packet kept outside the blocks
/// `MetadataBlocks` walks to (a HEIF `mime` item), and the facts the format's library read outside EXIF (a RAW's,
/// through libraw). VitrineImaging's decoders give it (`ImageContainers`): metadata comes before imaging, so the
/// decoders are handed in rather than called from here.
public struct ContainerMetadata: Sendable {
    /// The picture's size as the decoder delivers it (upright when `isUpright`); nil when the header is unreadable.
    public var size: (width: Int, height: Int)?
    /// True when the decoder applies the file's own orientation (HEIF `irot`/`imir`, a RAW's camera orientation):
    /// the EXIF orientation describes the stored picture and must not be applied a second time.
    public var isUpright: Bool
    /// The bytes libexif parses: a JPEG whole (libexif finds APP1 itself), or the EXIF block a decoder found
    /// (WebP `EXIF` chunk, HEIF `Exif` item...); nil when there is none.
    public var exif: [UInt8]?
    /// An XMP packet of the container itself (HEIF/AVIF), for a file whose blocks hold none.
    public var xmp: [UInt8]?
    /// The shot's facts as the format's own library read them; EXIF's values come first.
    public var facts: ExifFacts?

    public init(size: (width: Int, height: Int)? = nil, isUpright: Bool = false, exif: [UInt8]? = nil, xmp: [UInt8]? = nil,
                facts: ExifFacts? = nil) {
        self.size = size
        self.isUpright = isUpright
        self.exif = exif
        self.xmp = xmp
        self.facts = facts
    }
}

/// Reads a photo file's container for its metadata (`ContainerMetadata`): VitrineImaging's `ImageContainers`.
public protocol ContainerMetadataSource: Sendable {
    /// The container's metadata; empty for bytes of no format the source reads.
    func metadata(of bytes: [UInt8]) -> ContainerMetadata
}
