/// The EXIF block of a TIFF file, rebuilt small: libexif reads an EXIF block of at most 64 KB (an APP1 segment's
/// size), but a TIFF's own IFD0 is often written after the image data, megabytes into the file. This copies the
/// IFD0 entries the EXIF reader uses, and the whole Exif and GPS sub-IFDs (without maker notes), into a new
/// TIFF structure of a few kilobytes, in the file's byte order, behind the `Exif\0\0` header libexif expects.
///
/// Classic TIFF only (BigTIFF's 8-byte offsets are not EXIF's); any offset or count out of bounds ends with nil.
public struct TIFFExifBlock {
    let bytes: [UInt8]
    let bigEndian: Bool

    /// One IFD entry with its value bytes as stored (byte order of the file).
    struct Entry {
        var tag: UInt16
        var type: UInt16
        var count: UInt32
        var value: [UInt8]
    }

    static let exifPointer: UInt16 = 0x8769
    static let gpsPointer: UInt16 = 0x8825
    /// IFD0 tags worth keeping: description, make, model, orientation, date, artist, copyright and the two pointers.
    static let ifd0Tags: Set<UInt16> = [0x010E, 0x010F, 0x0110, 0x0112, 0x0132, 0x013B, 0x8298, exifPointer, gpsPointer]
    /// Exif IFD tags left out: the maker note (large, proprietary) and the interoperability pointer.
    static let droppedExifTags: Set<UInt16> = [0x927C, 0xA005]
    /// Longest value kept for one entry.
    static let maxValue = 4096

    /// The rebuilt block, nil when the file is not classic TIFF, is malformed or has nothing to keep.
    public static func extract(from bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 8 else { return nil }
        let bigEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0x49, 0x49): bigEndian = false
        case (0x4D, 0x4D): bigEndian = true
        default: return nil
        }
        let reader = TIFFExifBlock(bytes: bytes, bigEndian: bigEndian)
        guard reader.u16(2) == 42, let first = reader.u32(4), var ifd0 = reader.entries(at: Int(first)) else { return nil }
        ifd0 = ifd0.filter { ifd0Tags.contains($0.tag) }
        let exif = ifd0.first { $0.tag == exifPointer }.flatMap { reader.pointed($0) }?.filter { !droppedExifTags.contains($0.tag) && $0.tag != exifPointer && $0.tag != gpsPointer }
        let gps = ifd0.first { $0.tag == gpsPointer }.flatMap { reader.pointed($0) }?.filter { $0.tag != exifPointer && $0.tag != gpsPointer }
        ifd0.removeAll { ($0.tag == exifPointer && exif == nil) || ($0.tag == gpsPointer && gps == nil) }
        guard !ifd0.isEmpty else { return nil }

        // Layout: header, IFD0 and its values, the Exif IFD and its values, the GPS IFD and its values.
        let exifOffset = 8 + Self.size(of: ifd0)
        let gpsOffset = exifOffset + (exif.map(Self.size) ?? 0)
        for index in ifd0.indices where ifd0[index].tag == exifPointer || ifd0[index].tag == gpsPointer {
            ifd0[index].type = 4
            ifd0[index].count = 1
            ifd0[index].value = reader.encode32(UInt32(ifd0[index].tag == exifPointer ? exifOffset : gpsOffset))
        }
        var out: [UInt8] = Array("Exif".utf8) + [0, 0]
        let tiffStart = out.count
        out += bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
        out += reader.encode16(42) + reader.encode32(8)
        reader.write(ifd0, into: &out, base: tiffStart)
        if let exif { reader.write(exif, into: &out, base: tiffStart) }
        if let gps { reader.write(gps, into: &out, base: tiffStart) }
        return out.count - tiffStart < 0xFFF0 ? out : nil
    }

    /// Bytes an IFD takes when written: its entries, the next-IFD offset and its values longer than 4 bytes.
    static func size(of entries: [Entry]) -> Int {
        2 + entries.count * 12 + 4 + entries.reduce(0) { $0 + ($1.value.count > 4 ? ($1.value.count + 1) & ~1 : 0) }
    }

    /// Writes `entries` as an IFD at the end of `out` (offsets relative to `base`), values after it.
    func write(_ entries: [Entry], into out: inout [UInt8], base: Int) {
        var dataOffset = out.count - base + 2 + entries.count * 12 + 4
        var data: [UInt8] = []
        out += encode16(UInt16(entries.count))
        for entry in entries {
            out += encode16(entry.tag) + encode16(entry.type) + encode32(entry.count)
            if entry.value.count <= 4 {
                out += entry.value + [UInt8](repeating: 0, count: 4 - entry.value.count)
            } else {
                out += encode32(UInt32(dataOffset))
                data += entry.value
                if entry.value.count % 2 == 1 { data.append(0) }
                dataOffset += (entry.value.count + 1) & ~1
            }
        }
        out += encode32(0) + data
    }

    /// The entries of the IFD at `offset`, each with its value bytes; nil when the IFD is out of bounds.
    func entries(at offset: Int) -> [Entry]? {
        guard let count = u16(offset), count <= 1000, offset + 2 + Int(count) * 12 <= bytes.count else { return nil }
        var entries: [Entry] = []
        for index in 0..<Int(count) {
            let at = offset + 2 + index * 12
            guard let tag = u16(at), let type = u16(at + 2), let count = u32(at + 4),
                  let unit = Self.typeSizes[type], Int(count) <= Self.maxValue / unit else { continue }
            let length = Int(count) * unit
            let start: Int
            if length <= 4 {
                start = at + 8
            } else {
                guard let pointer = u32(at + 8), Int(pointer) <= bytes.count - length else { continue }
                start = Int(pointer)
            }
            entries.append(Entry(tag: tag, type: type, count: count, value: Array(bytes[start..<(start + length)])))
        }
        return entries
    }

    /// The entries of the sub-IFD a pointer entry points at.
    func pointed(_ entry: Entry) -> [Entry]? {
        guard entry.value.count == 4, let offset = u32(in: entry.value) else { return nil }
        return entries(at: Int(offset)).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Bytes per value of each TIFF field type.
    static let typeSizes: [UInt16: Int] = [1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8, 13: 4]

    func u16(_ offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        let (a, b) = (UInt16(bytes[offset]), UInt16(bytes[offset + 1]))
        return bigEndian ? a << 8 | b : b << 8 | a
    }

    func u32(_ offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return u32(in: Array(bytes[offset..<(offset + 4)]))
    }

    func u32(in four: [UInt8]) -> UInt32? {
        guard four.count == 4 else { return nil }
        let values = four.map(UInt32.init)
        return bigEndian ? values[0] << 24 | values[1] << 16 | values[2] << 8 | values[3]
                         : values[3] << 24 | values[2] << 16 | values[1] << 8 | values[0]
    }

    func encode16(_ value: UInt16) -> [UInt8] {
        let bytes = [UInt8(value & 0xFF), UInt8(value >> 8)]
        return bigEndian ? bytes.reversed() : bytes
    }

    func encode32(_ value: UInt32) -> [UInt8] {
        let bytes = (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) }
        return bigEndian ? bytes.reversed() : bytes
    }
}
