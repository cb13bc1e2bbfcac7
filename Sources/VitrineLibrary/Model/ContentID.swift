import VitrineCore

/// A photo's identity: a strong hash of its bytes plus its size (seed 002's UniversalPhotoIdentifier).
///
/// Renaming or moving a photo keeps its identity, so nothing is rendered again;
/// the same photo in two albums is rendered once.
///
/// Held as the hash's two 64-bit halves, not its 32 hex digits: a build keeps the ids of every photo in several
/// tables, and as text each was a 32-character string on the heap, hashed and compared byte by byte.
public struct ContentID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The first and last 64 bits of the XXH3-128 hash (`hash`'s first and last 16 digits).
    public let high: UInt64
    public let low: UInt64
    /// The file's size in bytes.
    public let size: Int64

    public init(high: UInt64, low: UInt64, size: Int64) {
        self.high = high
        self.low = low
        self.size = size
    }

    /// `hash` is 32 lowercase hex digits, as `ContentID.hash` spells it. Other text, which Vitrine never makes, is
    /// reduced to a digest of it (the id then spells differently); `init?(_:)` and `ContentIDText` check first.
    public init(hash: String, size: Int64) {
        var hash = hash
        if let halves = hash.withUTF8(Self.halves) {
            self.init(high: halves.high, low: halves.low, size: size)
        } else {
            let bytes = Array(hash.utf8)
            self.init(high: FNV1a.hash(bytes), low: FNV1a.hash(bytes + [0]), size: size)
        }
    }

    /// XXH3-128 of the file's bytes, 32 lowercase hex digits, high half first.
    public var hash: String {
        String(unsafeUninitializedCapacity: 32) { buffer in
            Self.writeHex(high, into: buffer, at: 0)
            Self.writeHex(low, into: buffer, at: 16)
            return 32
        }
    }

    /// `HASH-SIZE`, the form stored in the catalog.
    public var description: String { "\(hash)-\(size)" }

    /// Parses the `HASH-SIZE` form; nil when it is not one.
    public init?(_ text: String) {
        guard let dash = text.lastIndex(of: "-"), let size = Int64(text[text.index(after: dash)...]), size >= 0 else { return nil }
        var digits = String(text[..<dash])
        guard let halves = digits.withUTF8(Self.halves) else { return nil }
        self.init(high: halves.high, low: halves.low, size: size)
    }

    public static func < (lhs: ContentID, rhs: ContentID) -> Bool {
        // The order of (hash, size) as text: lowercase hex digits of equal length sort as the numbers they spell.
        (lhs.high, lhs.low, lhs.size) < (rhs.high, rhs.low, rhs.size)
    }

    /// The two halves spelled by exactly 32 lowercase hex digits; nil for anything else. On bytes, not a generic
    /// collection: the catalog parses 200,000 ids a build from another module, where a generic is not specialised.
    public static func halves(_ digits: UnsafeBufferPointer<UInt8>) -> (high: UInt64, low: UInt64)? {
        guard digits.count == 32 else { return nil }
        var high: UInt64 = 0
        var low: UInt64 = 0
        for index in 0..<32 {
            let byte = digits[index]
            let value: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            if index < 16 { high = high << 4 | UInt64(value) } else { low = low << 4 | UInt64(value) }
        }
        return (high, low)
    }

    private static func writeHex(_ value: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        let digits: StaticString = "0123456789abcdef"
        for index in 0..<16 {
            let nibble = Int((value >> UInt64(60 - 4 * index)) & 0xf)
            buffer[start + index] = digits.utf8Start[nibble]
        }
    }
}

/// Encoded as it always was, `{"hash": "<32 hex digits>", "size": N}`: page keys and anything stored keep their form.
extension ContentID: Codable {
    private enum CodingKeys: String, CodingKey { case hash, size }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(hash: try container.decode(String.self, forKey: .hash), size: try container.decode(Int64.self, forKey: .size))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(hash, forKey: .hash)
        try container.encode(size, forKey: .size)
    }
}
