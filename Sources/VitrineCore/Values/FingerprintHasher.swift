/// A 64-bit streaming hash that is the same in every process (Swift's `Hasher` is seeded per run, so its
/// values cannot be stored): MurmurHash3's x64 mixing over 8-byte words, with its 64-bit finaliser. Page keys and
/// the build's output digests are made with it.
public struct FingerprintHasher: Sendable {
    private var state: UInt64
    private var length: UInt64 = 0

    public init(seed: UInt64 = 0x5649_5452_494e_4531) {
        state = seed
    }

    public mutating func combine(_ word: UInt64) {
        var k = word &* 0x87c3_7b91_1142_53d5
        k = (k << 31) | (k >> 33)
        k = k &* 0x4cf5_ad43_2745_937f
        state ^= k
        state = ((state << 27) | (state >> 37)) &* 5 &+ 0x52dc_e729
        length &+= 8
    }

    /// The bytes and their count, so that "ab" + "c" and "a" + "bc" differ.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// The bytes and their count, exactly as `combine(_:)` hashes a string of those UTF-8 bytes: a name read
    /// from the file system hashes as its `String` would, without making one.
    public mutating func combine(bytes: UnsafeRawBufferPointer) {
        var index = 0
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                combine(UInt64(littleEndian: (base + index).loadUnaligned(as: UInt64.self)))
                index += 8
            }
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        combine(tail)
        combine(UInt64(bytes.count))
    }

    public func finalize() -> UInt64 {
        Self.mix(state ^ length)
    }

    /// The MurmurHash3 64-bit finaliser: every input bit affects every output bit.
    public static func mix(_ value: UInt64) -> UInt64 {
        var h = value
        h ^= h >> 33
        h = h &* 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        h = h &* 0xc4ce_b9fe_1a85_ec53
        h ^= h >> 33
        return h
    }
}
