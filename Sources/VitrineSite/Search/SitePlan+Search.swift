extension SitePlan {
    /// Every photo's search entry in site order (albums depth first, each album's photos in order); for a partial
    /// model, only the photos it holds in full whose album is laid out (the changed photos and those the pages show).
    static func searchEntries(renderer: SiteRenderer, albums: [AlbumContext], partial: Bool) -> [(id: String, entry: SearchEntry)] {
        albums.flatMap { album -> [(id: String, entry: SearchEntry)] in
            let photos = partial ? album.photos.only { renderer.layout.photoPagePath($0.id) != nil } : album.photos
            guard !photos.isEmpty else { return [] }
            let words = renderer.albumWords(album)
            return photos.map { ($0.id, renderer.searchEntry($0, albumWords: words)) }
        }
    }

    /// The search index's files of this plan, by path.
    public var searchFileContents: [String: [UInt8]] {
        Dictionary(search.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }
}
