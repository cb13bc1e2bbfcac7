/// CRC-32 (ISO-HDLC: the polynomial 0xEDB88320 reflected, as ZIP and PNG use), eight bytes a step (slicing-by-8).
/// Our own rather than zlib's, so the targets that write ZIP entries and PNG chunks import no C module.
public struct CRC32: Sendable {
    /// The checksum of the bytes given so far.
    public private(set) var value: UInt32 = 0

    public init() {}

    /// The checksum of `bytes`.
    public static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }

    /// Adds `bytes` to the checksum.
    public mutating func update(_ bytes: some Collection<UInt8>) {
        if bytes.withContiguousStorageIfAvailable({ update(UnsafeRawBufferPointer($0)) }) != nil { return }
        Array(bytes).withUnsafeBytes { update($0) }
    }

    /// Adds the bytes of `buffer` to the checksum.
    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        var crc = ~value
        var index = 0
        let count = buffer.count
        Self.table.withUnsafeBufferPointer { table in
            while index + 8 <= count {
                let low = crc ^ (UInt32(buffer[index]) | UInt32(buffer[index + 1]) << 8
                    | UInt32(buffer[index + 2]) << 16 | UInt32(buffer[index + 3]) << 24)
                let high = UInt32(buffer[index + 4]) | UInt32(buffer[index + 5]) << 8
                    | UInt32(buffer[index + 6]) << 16 | UInt32(buffer[index + 7]) << 24
                crc = table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
                    ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
                    ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
                    ^ table[1 * 256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
                index += 8
            }
            while index < count {
                crc = table[Int((crc ^ UInt32(buffer[index])) & 0xFF)] ^ (crc >> 8)
                index += 1
            }
        }
        value = ~crc
    }

    /// Eight tables of 256: the first is the byte-at-a-time table, table k the CRC of a byte followed by k zeros.
    private static let table: [UInt32] = {
        var table = [UInt32](repeating: 0, count: 8 * 256)
        for byte in 0..<256 {
            var crc = UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            table[byte] = crc
        }
        for slice in 1..<8 {
            for byte in 0..<256 {
                let previous = table[(slice - 1) * 256 + byte]
                table[slice * 256 + byte] = table[Int(previous & 0xFF)] ^ (previous >> 8)
            }
        }
        return table
    }()
}
