internal import CXXHash
import VitrineLibrary

/// Content identity: XXH3-128 of the bytes (32 hex digits, high 64 bits first) plus the size.
public enum ContentHasher {
    public static func contentID(of bytes: [UInt8]) -> ContentID {
        let hash = bytes.withUnsafeBytes { XXH3_128bits($0.baseAddress, $0.count) }
        return ContentID(hash: hex64(hash.high64) + hex64(hash.low64), size: Int64(bytes.count))
    }

    /// XXH3-64 of the bytes; used for short, stable variant hashes.
    static func hash64(of bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { XXH3_64bits($0.baseAddress, $0.count) }
    }

    /// 16 lowercase hex digits, zero-padded.
    static func hex64(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
