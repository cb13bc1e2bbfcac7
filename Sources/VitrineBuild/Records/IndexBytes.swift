/// The compact binary form of the build's stored records (`SiteIndex`, `KnownSidecars`): little-endian words, LEB128
/// counts, UTF-8 strings after their length.
struct IndexBytesWriter {
    var bytes: [UInt8] = []

    mutating func word(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    mutating func count(_ value: Int) {
        var rest = UInt64(max(0, value))
        repeat {
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            bytes.append(rest == 0 ? low : low | 0x80)
        } while rest != 0
    }

    mutating func flag(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func string(_ text: String) {
        count(text.utf8.count)
        bytes += text.utf8
    }

    mutating func optional(_ text: String?) {
        flag(text != nil)
        if let text { string(text) }
    }

    /// The count of `items`, then each written by `item` (`IndexBytesReader.list` reads them back).
    mutating func list<Item>(_ items: [Item], _ item: (inout IndexBytesWriter, Item) -> Void) {
        count(items.count)
        // Each item is read in place: copied out of the array, each of 100,000 photos' texts were retained and released.
        items.withUnsafeBufferPointer { items in
            for index in items.indices { item(&self, items[index]) }
        }
    }
}

/// Reads what `IndexBytesWriter` wrote; every read is bounds-checked and returns nil past the end or on a value
/// that cannot be one (a count larger than the bytes left).
struct IndexBytesReader {
    private let bytes: [UInt8]
    private var offset = 0
    /// False for bytes known to be those a build wrote (the site index, `SiteIndexFile`, by length and digest): their
    /// strings are Swift strings as written, and checking them again went through the standard library's generic
    /// validation, a third of decoding 100,000 photos. Bytes that are not UTF-8 are then repaired, not refused.
    private let checksUTF8: Bool

    init(_ bytes: [UInt8], checksUTF8: Bool = true) {
        self.bytes = bytes
        self.checksUTF8 = checksUTF8
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func take(_ length: Int) -> ArraySlice<UInt8>? {
        guard length >= 0, length <= bytes.count - offset else { return nil }
        defer { offset += length }
        return bytes[offset..<offset + length]
    }

    mutating func word() -> UInt64? {
        guard let slice = take(8) else { return nil }
        return UInt64(littleEndian: slice.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
    }

    mutating func count() -> Int? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while shift < 63, let byte = take(1)?.first {
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 {
                // No count can exceed the bytes there are: a damaged one must not make a huge allocation.
                return value <= UInt64(bytes.count) ? Int(value) : nil
            }
            shift += 7
        }
        return nil
    }

    mutating func flag() -> Bool? {
        switch take(1)?.first {
        case 0: false
        case 1: true
        default: nil
        }
    }

    mutating func string() -> String? {
        guard let length = count(), let slice = take(length) else { return nil }
        return checksUTF8 ? String(validating: slice, as: UTF8.self) : slice.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    /// A count, then that many items each read by `item`; nil when one is not there.
    mutating func list<Item>(_ item: (inout IndexBytesReader) -> Item?) -> [Item]? {
        guard let count = count() else { return nil }
        var items: [Item] = []
        items.reserveCapacity(count)
        for _ in 0..<count {
            guard let next = item(&self) else { return nil }
            items.append(next)
        }
        return items
    }

    /// `.some(nil)` for an absent string, nil for bytes that are not one.
    mutating func optional() -> String?? {
        guard let present = flag() else { return nil }
        guard present else { return .some(nil) }
        return string().map { .some($0) }
    }
}
