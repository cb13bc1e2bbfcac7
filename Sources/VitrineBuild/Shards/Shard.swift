import VitrineCore
import VitrineLibrary

/// One share of a build spread over several machines (`vitrine build --shard I/N`): it renders only the images of
/// the photos it owns and writes no pages, so the shares' site folders copied together and built once more give
/// the one-machine site without rendering anything.
///
/// A photo belongs to the share its library-relative path hashes into: the hash never depends on the other photos,
/// so shares stay put as the library grows (adding photos moves none of the others).
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 0-based.
    public var index: Int
    public var count: Int

    /// `index` is 0-based and below `count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, index >= 0, index < count else { return nil }
        self.index = index
        self.count = count
    }

    /// As the command line spells it: 1-based, `2/4`.
    public var description: String { "\(index + 1)/\(count)" }

    /// The share `path` belongs to: a 64-bit hash of its UTF-8 bytes, scaled onto `0..<count` (ranges of the hash,
    /// not a remainder, so every share gets an equal slice of it).
    public static func slot(of path: String, count: Int) -> Int {
        Int(truncatingIfNeeded: stableHash(path).multipliedFullWidth(by: UInt64(count)).high)
    }

    public func owns(_ path: String) -> Bool {
        Self.slot(of: path, count: count) == index
    }

    /// FNV-1a over the bytes, then MurmurHash3's finaliser so the high bits (which pick the share) mix every byte.
    /// Not Swift's `Hasher`, which is seeded afresh in every process.
    static func stableHash(_ text: String) -> UInt64 {
        FingerprintHasher.mix(FNV1a.hash(text.utf8))
    }
}
