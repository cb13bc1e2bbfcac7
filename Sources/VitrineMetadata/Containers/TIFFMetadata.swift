/// TIFF's metadata in the first IFD: XMP in tag 700, IPTC-IIM in tag 33723 (IPTC-NAA). TIFF-based camera
/// RAW files (DNG, NEF, CR2, ARW...) keep theirs there too.
enum TIFFMetadata {
    static let xmpTag = 700
    static let iptcTag = 33723

    static func blocks(_ reader: ByteReader) -> MetadataBlocks {
        let bigEndian = reader.bytes.first == UInt8(ascii: "M")
        guard let ifd = reader.uint32(at: 4, bigEndian: bigEndian), let count = reader.uint16(at: ifd, bigEndian: bigEndian)
        else { return MetadataBlocks() }
        var blocks = MetadataBlocks()
        for index in 0..<count {
            let entry = ifd + 2 + index * 12
            guard let tag = reader.uint16(at: entry, bigEndian: bigEndian), let type = reader.uint16(at: entry + 2, bigEndian: bigEndian),
                  let items = reader.uint32(at: entry + 4, bigEndian: bigEndian)
            else { break }
            guard tag == xmpTag || tag == iptcTag else { continue }
            // BYTE, UNDEFINED (1 byte each) or LONG (4: some writers store IPTC so).
            let size: Int
            switch type {
            case 1, 7: size = items
            case 4: size = items.multipliedReportingOverflow(by: 4).overflow ? -1 : items * 4
            default: continue
            }
            guard size >= 0 else { continue }
            let dataOffset = size <= 4 ? entry + 8 : reader.uint32(at: entry + 8, bigEndian: bigEndian) ?? -1
            guard let data = reader.slice(dataOffset, size) else { continue }
            if tag == xmpTag { blocks.xmp = Array(data) } else { blocks.iptc = Array(data) }
        }
        return blocks
    }
}
