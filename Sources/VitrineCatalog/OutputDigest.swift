/// A 64-bit digest of a string, the same in every process and on every machine.
///
/// The build keeps digests of its output paths and inputs rather than the strings: at 100,000 photos the output
/// table has half a million rows, and holding their text was a fifth of a rebuild's memory. Two different strings
/// share a digest with a probability of about 2^-64 per pair, the odds the build already accepts for page keys.
public enum OutputDigest {
    /// The digest of `text`'s UTF-8 bytes: 8-byte words mixed by multiply and xor-shift (after wyhash and
    /// MurmurHash3's finaliser), then the length.
    public static func of(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
            var index = 0
            while index + 8 <= bytes.count {
                hash = mix(hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                index += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count {
                tail |= UInt64(bytes[index]) << shift
                shift += 8
                index += 1
            }
            return mix(mix(hash ^ tail) ^ UInt64(bytes.count))
        }
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var x = value &* 0xBF58_476D_1CE4_E5B9
        x ^= x >> 31
        x = x &* 0x94D0_49BB_1331_11EB
        return x ^ (x >> 29)
    }
}
