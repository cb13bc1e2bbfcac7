/// Bounds-checked reads from a byte array for the container walkers: every read past the end is nil.
struct ByteReader {
    let bytes: [UInt8]

    func uint16(at offset: Int, bigEndian: Bool) -> Int? {
        guard offset >= 0, offset <= bytes.count - 2 else { return nil }
        let a = Int(bytes[offset]), b = Int(bytes[offset + 1])
        return bigEndian ? a << 8 | b : b << 8 | a
    }

    func uint32(at offset: Int, bigEndian: Bool) -> Int? {
        guard offset >= 0, offset <= bytes.count - 4 else { return nil }
        let value = (0..<4).reduce(0) { sum, index in
            sum | Int(bytes[offset + index]) << (bigEndian ? 8 * (3 - index) : 8 * index)
        }
        return value
    }

    /// `count` bytes from `offset`, or nil when they are not all there.
    func slice(_ offset: Int, _ count: Int) -> ArraySlice<UInt8>? {
        guard offset >= 0, count >= 0, offset <= bytes.count, count <= bytes.count - offset else { return nil }
        return bytes[offset..<(offset + count)]
    }

    func starts(with prefix: [UInt8], at offset: Int = 0) -> Bool {
        slice(offset, prefix.count).map { $0.elementsEqual(prefix) } ?? false
    }
}

extension Array where Element == UInt8 {
    init(ascii text: StaticString) {
        self = text.withUTF8Buffer { Array($0) }
    }
}
