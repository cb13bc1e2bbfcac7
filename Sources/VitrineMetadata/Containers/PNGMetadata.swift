/// PNG's XMP: an `iTXt` chunk with the keyword `XML:com.adobe.xmp`, uncompressed (as the XMP specification asks).
enum PNGMetadata {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static let keyword = Array(ascii: "XML:com.adobe.xmp\0")

    static func blocks(_ reader: ByteReader) -> MetadataBlocks {
        var offset = signature.count
        // Chunks: 32-bit length, type, data, CRC. The CRC is not checked: a damaged chunk fails as XMP instead.
        while let length = reader.uint32(at: offset, bigEndian: true), let type = reader.slice(offset + 4, 4),
              let data = reader.slice(offset + 8, length) {
            if type.elementsEqual(Array(ascii: "iTXt")), data.starts(with: keyword) {
                let reader = ByteReader(bytes: Array(data.dropFirst(keyword.count)))
                // Compression flag, method, language tag\0, translated keyword\0, text.
                guard reader.bytes.count >= 2, reader.bytes[0] == 0 else { return MetadataBlocks() }
                var rest = reader.bytes[2...]
                for _ in 0..<2 {
                    guard let end = rest.firstIndex(of: 0) else { return MetadataBlocks() }
                    rest = rest[(end + 1)...]
                }
                return MetadataBlocks(xmp: Array(rest))
            }
            if type.elementsEqual(Array(ascii: "IEND")) { break }
            offset += 12 + length
        }
        return MetadataBlocks()
    }
}
