/// An album's `album.json`. Every field optional.
public struct AlbumSettings: Hashable, Sendable, Encodable {
    /// Photo order in the album grid.
    public enum Sort: String, Hashable, Sendable, CaseIterable, Encodable {
        /// Newest first (seed 003), the default.
        case newest
        case oldest
        /// By file name.
        case name
        /// Highest rating first, then newest.
        case rating
    }

    public var title: String?
    public var description: String?
    /// File name of the cover photo within the album.
    public var cover: String?
    public var sort: Sort = .newest
    /// `"private"`: the album and its sub-albums are for those given a link or the password (PRODUCT.md, Private
    /// albums); nil for a public album. Whether it is published at all is `PrivateAlbums`' decision.
    public var privacy: AlbumPrivacy?
    /// What visitors may download from this album and its sub-albums; nil follows the parent album, then `vitrine.json`.
    public var downloads: DownloadPolicy?

    public init() {}
}
