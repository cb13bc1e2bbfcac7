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

    public init() {}
}
