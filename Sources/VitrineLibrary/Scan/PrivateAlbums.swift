/// The one place that decides what becomes of a private album (`"private"` in its `album.json`, PRODUCT.md "Private
/// albums"): the scan leaves it and everything under it out of the library (`LibraryWalker`), so no stage after it
/// (pages, feed, sitemap, map, quiz, tags, favourites, JSON) can publish any of it in the clear; the build's private
/// stage publishes an encrypted copy when it can, and otherwise nothing.
public enum PrivateAlbums {
    /// True when the album must not be published in the clear.
    public static func isPrivate(_ settings: AlbumSettings) -> Bool { settings.privacy != nil }

    /// The warning for a private album left out, naming its `album.json`, and why.
    public static func withheld(_ album: PrivateAlbumSource, because reason: String) -> Diagnostic {
        let path = album.path.isEmpty ? AlbumSettings.fileName : album.path + "/" + AlbumSettings.fileName
        return Diagnostic(path: path, step: .settings,
                          message: "the album is private and \(reason), so it and its sub-albums are left out of the site")
    }
}
