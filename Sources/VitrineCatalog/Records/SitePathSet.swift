import VitrineCore

/// A set of site-relative paths held as their `OutputDigest`s, for look-ups only: the images folder of a site of
/// 100,000 photos is 800,000 paths, about 95 MB as a set of strings and a tenth of that as digests. Two paths share a
/// digest with the odds `OutputDigest` describes, which the catalog's output table already accepts.
public struct SitePathSet: Sendable, Equatable {
    private var digests: Set<UInt64>

    public init(minimumCapacity: Int = 0) {
        digests = Set(minimumCapacity: minimumCapacity)
    }

    /// How many distinct paths the set holds.
    public var count: Int { digests.count }
    public var isEmpty: Bool { digests.isEmpty }

    public mutating func insert(_ path: String) {
        digests.insert(OutputDigest.of(path))
    }

    public func contains(_ path: String) -> Bool {
        digests.contains(OutputDigest.of(path))
    }
}
