internal import CXXHash
import Foundation
import VitrineLibrary

/// Content identity: XXH3-128 of the bytes (32 hex digits, high 64 bits first) plus the size.
public enum ContentHasher {
    public static func contentID(of bytes: [UInt8]) -> ContentID {
        contentID(bytes.withUnsafeBytes { XXH3_128bits($0.baseAddress, $0.count) }, size: Int64(bytes.count))
    }

    /// The one spelling of a content id: both halves of the 128-bit hash in hex, high first, and the size.
    private static func contentID(_ hash: XXH128_hash_t, size: Int64) -> ContentID {
        ContentID(high: hash.high64, low: hash.low64, size: size)
    }

    /// The content id of a file, read in 1 MB pieces so a large file never sits in memory whole; `each` sees every
    /// piece (another hash of the same read). Nil when the file cannot be read.
    public static func contentID(ofFileAt path: String, each: (UnsafeRawBufferPointer) -> Void = { _ in }) -> ContentID? {
        guard let state = XXH3_createState() else { return nil }
        defer { XXH3_freeState(state) }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard XXH3_128bits_reset(state) == XXH_OK else { return nil }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var size: Int64 = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            size += Int64(count)
            guard buffer.withUnsafeBytes({ XXH3_128bits_update(state, $0.baseAddress, count) }) == XXH_OK else { return nil }
            buffer.withUnsafeBytes { each(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
        }
        return contentID(XXH3_128bits_digest(state), size: size)
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
