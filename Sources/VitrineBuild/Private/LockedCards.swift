import VitrineLibrary

/// Where a private album's locked card goes: the album of the scan that holds its folder most closely (its parent,
/// else the nearest folder above that holds public photos; the home album at the last). The site model moves a card
/// up again from an album that ends with nothing published (`SiteModelBuilder`).
enum LockedCards {
    /// Adds the card linking to `page` (the private album's page in the site) for the private album at `path`.
    static func add(_ page: String, for path: String, to root: inout AlbumSource) {
        guard !path.isEmpty else { return }  // the library itself is private: there is no parent to show a card
        place(page, for: path, in: &root)
    }

    private static func place(_ page: String, for path: String, in album: inout AlbumSource) {
        if let index = album.albums.firstIndex(where: { path.hasPrefix($0.path + "/") }) {
            place(page, for: path, in: &album.albums[index])
        } else {
            album.lockedAlbums.append(page)
            album.lockedAlbums.sort()
        }
    }
}
