import VitrineLibrary
import VitrineMetadata

/// The metadata of a photo file's container as its format's decoder reads it, for VitrineMetadata's readers
/// (`FileMetadata`): a JPEG's header size (libexif finds its APP1 itself), or a `StillDecoder`'s size, orientation,
/// EXIF block, XMP item (HEIF/AVIF) and own facts (a RAW's, through libraw). Only the header or container is read.
public struct ImageContainers: ContainerMetadataSource {
    public init() {}

    public func metadata(of bytes: [UInt8]) -> ContainerMetadata {
        guard let format = SourceFormat(sniffing: bytes) else { return ContainerMetadata() }
        if format == .jpeg {
            let header = try? JPEGDecoder().header(of: bytes)
            return ContainerMetadata(size: header.map { ($0.width, $0.height) }, exif: bytes)
        }
        guard let decoder = try? format.requireStillDecoder().init(bytes: bytes) else { return ContainerMetadata() }
        return ContainerMetadata(size: (decoder.width, decoder.height), isUpright: decoder.isUpright, exif: decoder.exif,
                                 xmp: (decoder as? HEIFDecoder)?.xmp, facts: decoder.containerFacts)
    }
}
