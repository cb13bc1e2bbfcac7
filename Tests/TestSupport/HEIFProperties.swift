/// Adds item properties to a HEIF file's primary image that heif-enc 1.15 cannot write: an `irot`
/// transformation, as a phone writes for a photo taken turned, or an `nclx` colour box. Only for the simple
/// files heif-enc makes (32-bit boxes, one `meta`, the data after it).
public enum HEIFProperties {
    public struct EditError: Error, CustomStringConvertible {
        public let description: String
    }

    /// `bytes` with the primary image turned `quarterTurns` times anticlockwise (0...3) when decoded.
    public static func adding(quarterTurns: UInt8, to bytes: [UInt8]) throws -> [UInt8] {
        try adding(property: [0, 0, 0, 9] + Array("irot".utf8) + [quarterTurns & 3], to: bytes)
    }

    /// `bytes` with an `nclx` colour box (ITU-T H.273 code points) on the primary image.
    public static func adding(nclxPrimaries primaries: UInt16, transfer: UInt16, matrix: UInt16, fullRange: Bool,
                              to bytes: [UInt8]) throws -> [UInt8] {
        func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
        let box: [UInt8] = [0, 0, 0, 19] + Array("colrnclx".utf8) + be16(primaries) + be16(transfer) + be16(matrix) + [fullRange ? 0x80 : 0]
        return try adding(property: box, to: bytes)
    }

    /// `bytes` with the property box `property` added last to `ipco` and associated with the primary image.
    static func adding(property: [UInt8], to bytes: [UInt8]) throws -> [UInt8] {
        let meta = try box("meta", in: bytes, from: 0, to: bytes.count)
        let metaChildren = meta.start + 12  // header and full-box version/flags
        let pitm = try box("pitm", in: bytes, from: metaChildren, to: meta.end)
        let primary = Int(read(bytes, pitm.start + 12, 2))
        let iprp = try box("iprp", in: bytes, from: metaChildren, to: meta.end)
        let ipco = try box("ipco", in: bytes, from: iprp.start + 8, to: iprp.end)
        let ipma = try box("ipma", in: bytes, from: iprp.start + 8, to: iprp.end)
        let iloc = try box("iloc", in: bytes, from: metaChildren, to: meta.end)
        guard iloc.start < iprp.start else { throw EditError(description: "iloc after iprp") }

        // The new property, last in ipco, and its association with the primary image, last in its list.
        var properties = 0
        var offset = ipco.start + 8
        while offset + 8 <= ipco.end { properties += 1; offset += Int(read(bytes, offset, 4)) }
        let newIpco = sized(Array(bytes[(ipco.start + 4)..<ipco.end]) + property)
        let newIpma = try associating(property: properties + 1, with: primary, ipma: Array(bytes[ipma.start..<ipma.end]))

        var iprpBody: [UInt8] = Array("iprp".utf8)
        offset = iprp.start + 8
        while offset + 8 <= iprp.end {
            let size = Int(read(bytes, offset, 4))
            iprpBody += offset == ipco.start ? newIpco : offset == ipma.start ? newIpma : Array(bytes[offset..<(offset + size)])
            offset += size
        }
        let newIprp = sized(iprpBody)
        let delta = newIprp.count - (iprp.end - iprp.start)

        var out = Array(bytes[0..<iprp.start]) + newIprp + Array(bytes[iprp.end...])
        write(&out, meta.start, 4, UInt64(meta.end - meta.start + delta))
        try shiftOffsets(&out, iloc: iloc.start, by: delta)
        return out
    }

    /// The first box of `type` between `from` and `to`.
    static func box(_ type: String, in bytes: [UInt8], from: Int, to: Int) throws -> (start: Int, end: Int) {
        var offset = from
        while offset + 8 <= to {
            let size = Int(read(bytes, offset, 4))
            guard size >= 8, offset + size <= to else { break }
            if bytes[(offset + 4)..<(offset + 8)].elementsEqual(type.utf8) { return (offset, offset + size) }
            offset += size
        }
        throw EditError(description: "no \(type) box")
    }

    /// `ipma` with one more association for `item`.
    static func associating(property: Int, with item: Int, ipma: [UInt8]) throws -> [UInt8] {
        let version = ipma[8]
        let wide = ipma[11] & 1 == 1
        var out = Array(ipma[4..<16])  // type, version/flags, entry count
        var offset = 16
        for _ in 0..<Int(read(ipma, 12, 4)) {
            let idSize = version < 1 ? 2 : 4
            let id = Int(read(ipma, offset, idSize))
            let count = Int(ipma[offset + idSize])
            let end = offset + idSize + 1 + count * (wide ? 2 : 1)
            if id == item {
                out += Array(ipma[offset..<(offset + idSize)]) + [UInt8(count + 1)] + Array(ipma[(offset + idSize + 1)..<end])
                out += wide ? [UInt8(0x80 | (property >> 8)), UInt8(property & 0xFF)] : [UInt8(0x80 | property)]
            } else {
                out += Array(ipma[offset..<end])
            }
            offset = end
        }
        return sized(out)
    }

    /// Moves every file offset `iloc` holds by `delta` (the data sits after `meta`, which grew).
    static func shiftOffsets(_ bytes: inout [UInt8], iloc: Int, by delta: Int) throws {
        let version = bytes[iloc + 8]
        let offsetSize = Int(bytes[iloc + 12] >> 4), lengthSize = Int(bytes[iloc + 12] & 15)
        let baseSize = Int(bytes[iloc + 13] >> 4), indexSize = version >= 1 ? Int(bytes[iloc + 13] & 15) : 0
        var offset = iloc + 14
        let items = Int(read(bytes, offset, version < 2 ? 2 : 4))
        offset += version < 2 ? 2 : 4
        for _ in 0..<items {
            offset += version < 2 ? 2 : 4
            var method = 0
            if version >= 1 { method = Int(read(bytes, offset, 2) & 15); offset += 2 }
            offset += 2  // data reference index
            let base = offset
            offset += baseSize
            let extents = Int(read(bytes, offset, 2))
            offset += 2
            for _ in 0..<extents {
                offset += indexSize
                if method == 0 && baseSize == 0 && offsetSize > 0 {
                    write(&bytes, offset, offsetSize, UInt64(Int(read(bytes, offset, offsetSize)) + delta))
                }
                offset += offsetSize + lengthSize
            }
            if method == 0 && baseSize > 0 { write(&bytes, base, baseSize, UInt64(Int(read(bytes, base, baseSize)) + delta)) }
        }
    }

    /// A box from its type and body, with its 32-bit size in front.
    static func sized(_ typeAndBody: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 4) + typeAndBody
        write(&out, 0, 4, UInt64(out.count))
        return out
    }

    static func read(_ bytes: [UInt8], _ offset: Int, _ size: Int) -> UInt64 {
        bytes[offset..<(offset + size)].reduce(0) { $0 << 8 | UInt64($1) }
    }

    static func write(_ bytes: inout [UInt8], _ offset: Int, _ size: Int, _ value: UInt64) {
        for index in 0..<size { bytes[offset + index] = UInt8((value >> (8 * UInt64(size - 1 - index))) & 0xFF) }
    }
}
