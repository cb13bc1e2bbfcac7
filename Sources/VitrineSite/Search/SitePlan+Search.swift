extension SitePlan {
    /// Every published photo's search entry in site order (albums depth first, each album's photos in order), each
    /// made when `body` takes it: none is kept.
    static func forEachSearchEntry(renderer: SiteRenderer, albums: [AlbumContext], _ body: (String, SearchEntry) -> Void) {
        for album in albums where !album.photos.isEmpty {
            let words = renderer.albumWords(album)
            for photo in album.photos { body(photo.id, renderer.searchEntry(photo, albumWords: words)) }
        }
    }

    /// A partial plan's entries of the photos `ids` names (the sidecar way's changed photos) that it holds in full
    /// and whose album is laid out, in site order, made now: the pages it renders need none, so it makes no others.
    public func searchEntries(of ids: Set<String>) -> [(id: String, entry: SearchEntry)] {
        albums.flatMap { album in
            Self.entries(of: album.photos.only { ids.contains($0.id) && renderer.layout.photoPagePath($0.id) != nil },
                         in: album, renderer: renderer)
        }
    }

    private static func entries(of photos: PhotoList, in album: AlbumContext, renderer: SiteRenderer) -> [(id: String, entry: SearchEntry)] {
        guard !photos.isEmpty else { return [] }
        let words = renderer.albumWords(album)
        return photos.map { ($0.id, renderer.searchEntry($0, albumWords: words)) }
    }

    /// The records of chunk `number` of the search index: the entries `forEachSearchEntry` gives at its positions,
    /// made again (the plan keeps the chunk's key, not its file).
    func searchRecords(chunk number: Int) -> [String] {
        var skipped = number * SearchIndex.chunkSize
        var records: [String] = []
        records.reserveCapacity(SearchIndex.chunkSize)
        for album in albums where !album.photos.isEmpty {
            guard skipped < album.photos.count else {
                skipped -= album.photos.count
                continue
            }
            for position in skipped..<album.photos.count {
                records.append(renderer.searchRecord(album.photos[position]))
                if records.count == SearchIndex.chunkSize { return records }
            }
            skipped = 0
        }
        return records
    }
}
