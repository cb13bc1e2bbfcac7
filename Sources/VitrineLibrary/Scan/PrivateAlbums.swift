/// The one place that decides what becomes of a private album (`"private"` in its `album.json`, PRODUCT.md "Private
/// albums"). Until encrypted albums land, a private album and everything under it is left out of the scan, so no
/// stage after it (pages, feed, sitemap, map, quiz, tags, favourites, JSON) can publish any of it.
public enum PrivateAlbums {
    /// True when the album must not be published in the clear.
    public static func isPrivate(_ settings: AlbumSettings) -> Bool { settings.privacy != nil }

    /// The warning for a private album left out, naming its `album.json`.
    static func withheld(albumJSON path: String) -> Diagnostic {
        Diagnostic(path: path, step: .settings,
                   message: "the album is private; private albums need VITRINE_SECRET and this version of vitrine does not publish them yet, so it and its sub-albums are left out of the site")
    }
}
