import Foundation
internal import CExif

/// Typed, bounds-checked reads of entries from a loaded `ExifData`.
struct ExifTags {
    let data: UnsafeMutablePointer<ExifData>
    let order: ExifByteOrder

    init(data: UnsafeMutablePointer<ExifData>) {
        self.data = data
        self.order = exif_data_get_byte_order(data)
    }

    /// The entry for `tag` in `ifd`, when its data is as long as its format and count say.
    private func entry(_ tag: ExifTag, in ifd: ExifIfd) -> (format: ExifFormat, count: Int, bytes: UnsafeMutablePointer<UInt8>)? {
        let contents = withUnsafeBytes(of: data.pointee.ifd) { Array($0.bindMemory(to: UnsafeMutablePointer<ExifContent>?.self)) }
        let index = Int(ifd.rawValue)
        guard index < contents.count, let content = contents[index],
              let entry = exif_content_get_entry(content, tag), let bytes = entry.pointee.data else { return nil }
        let count = Int(entry.pointee.components)
        let unit = Int(exif_format_get_size(entry.pointee.format))
        guard count > 0, count < 1 << 20, unit > 0, count * unit <= Int(entry.pointee.size) else { return nil }
        return (entry.pointee.format, count, bytes)
    }

    /// The first value of an integer entry (BYTE, SHORT, LONG or their signed forms).
    func integer(_ tag: ExifTag, in ifd: ExifIfd) -> Int? {
        guard let e = entry(tag, in: ifd) else { return nil }
        switch e.format {
        case EXIF_FORMAT_BYTE: return Int(e.bytes[0])
        case EXIF_FORMAT_SBYTE: return Int(Int8(bitPattern: e.bytes[0]))
        case EXIF_FORMAT_SHORT: return Int(exif_get_short(e.bytes, order))
        case EXIF_FORMAT_SSHORT: return Int(exif_get_sshort(e.bytes, order))
        case EXIF_FORMAT_LONG: return Int(exif_get_long(e.bytes, order))
        case EXIF_FORMAT_SLONG: return Int(exif_get_slong(e.bytes, order))
        default: return nil
        }
    }

    /// Each component of a RATIONAL or SRATIONAL entry; a zero denominator gives nil for that component.
    func rationals(_ tag: ExifTag, in ifd: ExifIfd) -> [Double?]? {
        guard let e = entry(tag, in: ifd) else { return nil }
        switch e.format {
        case EXIF_FORMAT_RATIONAL:
            return (0..<e.count).map { i in
                let r = exif_get_rational(e.bytes + i * 8, order)
                return r.denominator == 0 ? nil : Double(r.numerator) / Double(r.denominator)
            }
        case EXIF_FORMAT_SRATIONAL:
            return (0..<e.count).map { i in
                let r = exif_get_srational(e.bytes + i * 8, order)
                return r.denominator == 0 ? nil : Double(r.numerator) / Double(r.denominator)
            }
        default: return nil
        }
    }

    /// An ASCII (or UNDEFINED) entry up to its first NUL, trimmed; nil when empty or not valid UTF-8.
    func string(_ tag: ExifTag, in ifd: ExifIfd) -> String? {
        guard let e = entry(tag, in: ifd), e.format == EXIF_FORMAT_ASCII || e.format == EXIF_FORMAT_UNDEFINED else { return nil }
        var raw = Array(UnsafeBufferPointer(start: e.bytes, count: e.count))
        while raw.first == 0 { raw.removeFirst() }
        if let nul = raw.firstIndex(of: 0) { raw.removeSubrange(nul...) }
        guard let text = String(validating: raw, as: UTF8.self) else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
