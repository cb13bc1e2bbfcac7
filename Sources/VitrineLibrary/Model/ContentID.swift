/// A photo's identity: a strong hash of its bytes plus its size (seed 002's UniversalPhotoIdentifier).
///
/// Renaming or moving a photo keeps its identity, so nothing is rendered again;
/// the same photo in two albums is rendered once.
public struct ContentID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// XXH3-128 of the file's bytes, 32 lowercase hex digits.
    public let hash: String
    /// The file's size in bytes.
    public let size: Int64

    public init(hash: String, size: Int64) {
        self.hash = hash
        self.size = size
    }

    /// `HASH-SIZE`, the form stored in the catalog.
    public var description: String { "\(hash)-\(size)" }

    /// Parses the `HASH-SIZE` form; nil when it is not one.
    public init?(_ text: String) {
        guard let dash = text.lastIndex(of: "-"),
              let size = Int64(text[text.index(after: dash)...]), size >= 0 else { return nil }
        let hash = String(text[..<dash])
        guard hash.count == 32, hash.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return nil }
        self.init(hash: hash, size: size)
    }

    public static func < (lhs: ContentID, rhs: ContentID) -> Bool {
        (lhs.hash, lhs.size) < (rhs.hash, rhs.size)
    }
}
