/// A private album the scan left out of the library (`PrivateAlbums`): where it is and how it may be opened. Only
/// the build's private stage reads its folder again, to publish it encrypted.
public struct PrivateAlbumSource: Hashable, Sendable {
    /// Its folder relative to the library root, as album paths are (what its keys derive from).
    public var path: String
    /// Its folder's real path.
    public var folder: String
    public var privacy: AlbumPrivacy
    /// Its `album.json` title: the title of its encrypted copy, which is a small site of its own.
    public var title: String?

    public init(path: String, folder: String, privacy: AlbumPrivacy, title: String? = nil) {
        self.path = path
        self.folder = folder
        self.privacy = privacy
        self.title = title
    }
}
