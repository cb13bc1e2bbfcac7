import VitrineCore

/// How the catalog's `site_index` row names the site index's file (`Catalog.siteIndexFileName`): the file's length
/// and FNV-1a digest, after a tag.
struct SiteIndexFile: Equatable {
    static let tag = "vitrine-site-index-file:"
    let length: Int
    let digest: UInt64

    /// The reference to a file holding `bytes`.
    init(_ bytes: [UInt8]) {
        length = bytes.count
        digest = FNV1a.hash(bytes)
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
    func matches(_ bytes: [UInt8]) -> Bool { bytes.count == length && FNV1a.hash(bytes) == digest }
}
