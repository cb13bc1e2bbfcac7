/// The raw metadata blocks found inside an image file, before parsing.
public struct MetadataBlocks: Sendable, Hashable {
    /// The XMP packet (JPEG APP1, PNG iTXt, TIFF tag 700, WebP `XMP ` chunk).
    public var xmp: [UInt8]?
    /// JPEG's extended XMP reassembled (the part of a large packet that does not fit in one APP1 segment).
    public var extendedXMP: [UInt8]?
    /// An IPTC-IIM block (JPEG APP13 Photoshop resource 0x0404, TIFF tag 33723).
    public var iptc: [UInt8]?

    public init(xmp: [UInt8]? = nil, extendedXMP: [UInt8]? = nil, iptc: [UInt8]? = nil) {
        self.xmp = xmp
        self.extendedXMP = extendedXMP
        self.iptc = iptc
    }

    /// Finds the blocks in a file's bytes, recognising the container by its first bytes; empty for others.
    public static func find(in bytes: [UInt8]) -> MetadataBlocks {
        let reader = ByteReader(bytes: bytes)
        if reader.starts(with: [0xFF, 0xD8]) { return JPEGMetadata.blocks(bytes) }
        if reader.starts(with: PNGMetadata.signature) { return PNGMetadata.blocks(reader) }
        if reader.starts(with: Array(ascii: "RIFF")), reader.starts(with: Array(ascii: "WEBP"), at: 8) { return WebPMetadata.blocks(reader) }
        if reader.starts(with: Array(ascii: "II*\0")) || reader.starts(with: Array(ascii: "MM\0*")) { return TIFFMetadata.blocks(reader) }
        return MetadataBlocks()
    }
}
