import VitrineCore

/// How the catalog's `site_index` row names the site index's file (`Catalog.siteIndexFileName`): the file's length
/// and digest (`digest(_:)`), after a tag.
struct SiteIndexFile: Equatable {
    static let tag = "vitrine-site-index-file:"
    let length: Int
    let digest: UInt64

    /// The reference to a file holding `bytes`.
    init(_ bytes: [UInt8]) {
        length = bytes.count
        digest = Self.digest(bytes)
    }

    /// A digest of the bytes eight at a time (`FingerprintHasher`): FNV-1a's byte at a time was 10 ms of every edit's
    /// saving and reading of 8 MB. It finds a file cut, grown or changed by accident, not by design.
    static func digest(_ bytes: [UInt8]) -> UInt64 {
        var hasher = FingerprintHasher(seed: 0x7369_7465_2d69_6478)
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }

    /// The reference a row holds; nil for a row that holds none (an older catalog's, which held the index itself).
    init?(row: [UInt8]) {
        guard let text = String(validating: row, as: UTF8.self), text.hasPrefix(Self.tag) else { return nil }
        let parts = text.dropFirst(Self.tag.count).split(separator: ":")
        guard parts.count == 2, let length = Int(parts[0]), length >= 0, let digest = UInt64(parts[1], radix: 16) else { return nil }
        self.length = length
        self.digest = digest
    }

    /// The row's bytes.
    var row: [UInt8] { Array((Self.tag + "\(length):" + String(digest, radix: 16)).utf8) }

    /// True when `bytes` are the file this names.
    func matches(_ bytes: [UInt8]) -> Bool { bytes.count == length && Self.digest(bytes) == digest }
}
