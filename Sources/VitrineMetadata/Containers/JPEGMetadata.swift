/// JPEG's metadata segments: APP1 XMP (`http://ns.adobe.com/xap/1.0/`), APP1 extended XMP
/// (`http://ns.adobe.com/xmp/extension/`, chunks reassembled by GUID and offset) and APP13 Photoshop IRB.
enum JPEGMetadata {
    static let xmpSignature = Array(ascii: "http://ns.adobe.com/xap/1.0/\0")
    static let extensionSignature = Array(ascii: "http://ns.adobe.com/xmp/extension/\0")
    static let photoshopSignature = Array(ascii: "Photoshop 3.0\0")

    static func blocks(_ bytes: [UInt8]) -> MetadataBlocks {
        var blocks = MetadataBlocks()
        var extended = ExtendedXMP()
        var photoshop: [UInt8] = []
        JPEGSegments.forEach(in: bytes) { marker, payload in
            if marker == 0xE1 {
                if payload.starts(with: xmpSignature), blocks.xmp == nil {
                    blocks.xmp = Array(payload.dropFirst(xmpSignature.count))
                } else if payload.starts(with: extensionSignature) {
                    extended.add(payload.dropFirst(extensionSignature.count))
                }
            } else if marker == 0xED, payload.starts(with: photoshopSignature) {
                photoshop += payload.dropFirst(photoshopSignature.count)
            }
        }
        blocks.extendedXMP = extended.assembled(namedIn: blocks.xmp)
        if !photoshop.isEmpty { blocks.iptc = PhotoshopResources.iptc(in: photoshop) }
        return blocks
    }
}

/// Extended XMP chunks: a 32-character GUID (the MD5 of the whole extension), its full length, the chunk's
/// offset, then the bytes. Complete when every byte of the length is covered.
struct ExtendedXMP {
    /// The largest extension assembled.
    static let maximumLength = 16 << 20

    private var parts: [[UInt8]: (length: Int, chunks: [(offset: Int, bytes: ArraySlice<UInt8>)])] = [:]

    mutating func add(_ chunk: ArraySlice<UInt8>) {
        let reader = ByteReader(bytes: Array(chunk))
        guard let guid = reader.slice(0, 32), let length = reader.uint32(at: 32, bigEndian: true),
              let offset = reader.uint32(at: 36, bigEndian: true), length <= Self.maximumLength, parts.count < 8
        else { return }
        let bytes = reader.bytes[40...]
        guard offset <= length, bytes.count <= length - offset else { return }
        var entry = parts[Array(guid)] ?? (length, [])
        guard entry.length == length, entry.chunks.count < 4096 else { return }
        entry.chunks.append((offset, bytes))
        parts[Array(guid)] = entry
    }

    /// The extension whose GUID the main packet names (`xmpNote:HasExtendedXMP`), or the only one; nil when
    /// there is none or it is incomplete.
    func assembled(namedIn main: [UInt8]?) -> [UInt8]? {
        guard !parts.isEmpty else { return nil }
        let named = main.flatMap { packet in parts.keys.first { guid in contains(packet, guid) } }
        guard let guid = named ?? (parts.count == 1 ? parts.keys.first : nil), let entry = parts[guid] else { return nil }
        var bytes = [UInt8](repeating: 0, count: entry.length)
        var covered = [Bool](repeating: false, count: entry.length)
        for chunk in entry.chunks {
            for (index, byte) in chunk.bytes.enumerated() {
                bytes[chunk.offset + index] = byte
                covered[chunk.offset + index] = true
            }
        }
        return covered.allSatisfy { $0 } ? bytes : nil
    }

    private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        let first = needle[0]
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}

/// Photoshop's image resource blocks (APP13 after `Photoshop 3.0\0`): `8BIM`, a 16-bit id, a Pascal name
/// padded to even length, a 32-bit size, the data padded to even length. IPTC-IIM is resource 0x0404.
enum PhotoshopResources {
    static func iptc(in bytes: [UInt8]) -> [UInt8]? {
        let reader = ByteReader(bytes: bytes)
        var offset = 0
        while reader.starts(with: Array(ascii: "8BIM"), at: offset) {
            guard let id = reader.uint16(at: offset + 4, bigEndian: true), let nameLength = reader.slice(offset + 6, 1)?.first
            else { return nil }
            let nameField = (Int(nameLength) + 2) & ~1  // the length byte and the name, padded to even
            let sizeOffset = offset + 6 + nameField
            guard let size = reader.uint32(at: sizeOffset, bigEndian: true), let data = reader.slice(sizeOffset + 4, size)
            else { return nil }
            if id == 0x0404 { return Array(data) }
            offset = sizeOffset + 4 + size + (size & 1)
        }
        return nil
    }
}
