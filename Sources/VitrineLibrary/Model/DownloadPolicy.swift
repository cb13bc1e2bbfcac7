/// What visitors may take home (PRODUCT.md, Finding and downloading): `"downloads"` in `vitrine.json`, overridden
/// by an album's `album.json` for it and its sub-albums.
public enum DownloadPolicy: String, Hashable, Sendable, CaseIterable, Encodable {
    /// Nothing to download. The default, and what an invalid value means: publishing less is the safe side.
    case none
    /// A ZIP per album of its photos at the display size (2048 px JPEGs).
    case album
    /// A ZIP per album of the original files, and a download button per photo; originals lose their position unless
    /// `location` is `exact`.
    case originals
}
