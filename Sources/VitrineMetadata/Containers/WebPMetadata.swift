/// WebP's XMP: the RIFF `XMP ` chunk of an extended (`VP8X`) file.
enum WebPMetadata {
    static func blocks(_ reader: ByteReader) -> MetadataBlocks {
        var offset = 12
        // Chunks: FourCC, 32-bit little-endian size, data padded to even length.
        while let type = reader.slice(offset, 4), let size = reader.uint32(at: offset + 4, bigEndian: false),
              let data = reader.slice(offset + 8, size) {
            if type.elementsEqual(Array(ascii: "XMP ")) { return MetadataBlocks(xmp: Array(data)) }
            offset += 8 + size + (size & 1)
        }
        return MetadataBlocks()
    }
}
