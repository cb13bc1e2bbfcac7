extension SitePlan {
    /// Every photo's search entry in site order (albums depth first, each album's photos in order). A full model's
    /// are made from its photos; a partial model's (`stored` given) are the stored ones, but for the photos the
    /// model holds whose album is laid out (the changed photos and those the pages show), made again.
    static func searchEntries(renderer: SiteRenderer, albums: [AlbumContext],
                              stored: [(id: String, text: String)]?) -> [(id: String, text: String)] {
        guard let stored else {
            return albums.flatMap { album in
                let words = renderer.albumWords(album)
                return album.photos.map { ($0.id, renderer.searchEntry($0, albumWords: words).text) }
            }
        }
        var albumWords: [String: [String]] = [:]
        for album in albums { albumWords[album.album.sourcePath] = renderer.albumWords(album) }
        return stored.map { entry in
            guard let photo = renderer.model.photos[entry.id], renderer.layout.photoPagePath(entry.id) != nil,
                  let words = albumWords[photo.albumPath] else { return entry }
            return (entry.id, renderer.searchEntry(photo, albumWords: words).text)
        }
    }

    /// The search index's files of this plan, by path.
    public var searchFileContents: [String: [UInt8]] {
        Dictionary(search.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    /// The search index's files as `entries` (site order) make them, by path: to see which an edit changes.
    public func searchFiles(entries: [String]) -> [String: [UInt8]] {
        let index = SearchIndex(entries: entries, languages: renderer.searchLanguages)
        return Dictionary(index.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }
}
