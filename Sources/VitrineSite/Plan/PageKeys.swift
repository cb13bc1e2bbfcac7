import VitrineCore
import VitrineLibrary

/// Computes the keys of `SitePlan`'s pages. Each photo is encoded once (`photoDigest`); pages combine the digests
/// of the photos they show with the paths they link to, so a key costs a few hash rounds per photo shown.
struct PageKeys {
    let renderer: SiteRenderer
    let albums: [AlbumContext]
    /// What every page shows: the theme, generator and binary (`salt`), the settings, the navigation.
    let global: UInt64
    private var photoDigests: [String: UInt64] = [:]
    private var albumSummaries: [String: (count: Int, cover: UInt64)] = [:]
    /// Album index -> the digest of its photos in order, which each of its pages and its index show.
    private var albumPhotos: [Int: UInt64] = [:]

    init(renderer: SiteRenderer, albums: [AlbumContext], salt: String) {
        self.renderer = renderer
        self.albums = albums
        var hasher = FingerprintHasher(seed: 0x7061_6765_6b65_7973)
        hasher.combine(salt)
        hasher.combine(Self.encoded(renderer.model.settings))
        hasher.combine(SiteRenderer.languageTag(renderer.model.settings.language))
        let flags = [renderer.hasFavorites, !renderer.tags.isEmpty, renderer.hasMap, renderer.hasQuiz, renderer.hasTimeline]
        for flag in flags { hasher.combine(flag ? 1 : 0) }
        for file in renderer.assets.files { hasher.combine(file.path) }
        global = hasher.finalize()
        photoDigests.reserveCapacity(renderer.model.photos.count)
        for (id, photo) in renderer.model.photos { photoDigests[id] = Self.linked(photo, layout: renderer.layout) }
    }

    /// A photo as tiles, pages and links show it: its contents, its page, the album page showing it, its tags' slugs.
    private static func linked(_ photo: PhotoModel, layout: SiteLayout) -> UInt64 {
        var hasher = FingerprintHasher(seed: encoded(photo))
        hasher.combine(layout.photoPagePath(photo.id) ?? "")
        hasher.combine(layout.albumPageShowing(photo.id) ?? "")
        hasher.combine(UInt64(photo.tags.count))
        for tag in photo.tags { hasher.combine(layout.tagSlug(tag) ?? "") }
        return hasher.finalize()
    }

    /// The digest of a value's encoding; a value that cannot be encoded gets a fresh random digest, so pages
    /// showing it are always rendered.
    static func encoded<Value: Encodable>(_ value: Value) -> UInt64 {
        (try? FingerprintEncoder.fingerprint(of: value)) ?? UInt64.random(in: .min ... .max)
    }

    private func start(_ kind: String) -> FingerprintHasher {
        var hasher = FingerprintHasher(seed: global)
        hasher.combine(kind)
        return hasher
    }

    private func photo(_ photo: PhotoModel, into hasher: inout FingerprintHasher) {
        hasher.combine(photoDigests[photo.id] ?? Self.linked(photo, layout: renderer.layout))
    }

    private func photos(_ photos: PhotoList, into hasher: inout FingerprintHasher) {
        hasher.combine(UInt64(photos.count))
        for item in photos.held { photo(item, into: &hasher) }
    }

    /// An album's title and page, and its ancestors' (its breadcrumb).
    private func chain(_ context: AlbumContext, into hasher: inout FingerprintHasher) {
        for album in context.ancestors + [context.album] {
            hasher.combine(album.sourcePath)
            hasher.combine(renderer.albumTitle(album))
            hasher.combine(renderer.layout.albumPagePath(album.sourcePath) ?? "")
        }
    }

    /// An album as a card or a card's page shows it: the photos in it and its sub-albums, and its cover.
    private mutating func summary(_ album: AlbumModel) -> (count: Int, cover: UInt64) {
        if let known = albumSummaries[album.sourcePath] { return known }
        var cover = FingerprintHasher()
        if let photo = SiteRenderer.coverPhoto(album, model: renderer.model) { self.photo(photo, into: &cover) }
        let count = album.photoIDs.count { renderer.model.photos[$0] != nil } + album.albums.reduce(0) { $0 + summary($1).count }
        let result = (count, cover.finalize())
        albumSummaries[album.sourcePath] = result
        return result
    }

    mutating func albumPage(_ index: Int, number: Int) -> UInt64 {
        let context = albums[index]
        var hasher = start("album")
        chain(context, into: &hasher)
        hasher.combine(context.album.description ?? "\u{0}")
        hasher.combine(renderer.model.downloads[context.album.sourcePath]?.rawValue ?? "\u{0}")
        hasher.combine(renderer.archivePaths[context.album.sourcePath] ?? "\u{0}")
        hasher.combine(UInt64(number))
        hasher.combine(UInt64(context.pageCount))
        let own = summary(context.album)
        hasher.combine(UInt64(own.count))
        hasher.combine(own.cover)
        // The filter lists the tags of every photo in the album, so every page depends on all of them.
        hasher.combine(photosDigest(index))
        // Its map's GPX tracks: a changed track re-renders this album's pages, no other.
        hasher.combine(Self.encoded(context.album.tracks))
        if number == 1 {
            for child in context.album.albums {
                let card = summary(child)
                hasher.combine(child.sourcePath)
                hasher.combine(renderer.albumTitle(child))
                hasher.combine(renderer.layout.albumPagePath(child.sourcePath) ?? "")
                hasher.combine(UInt64(card.count))
                hasher.combine(card.cover)
            }
            hasher.combine(UInt64(context.album.lockedAlbums.count))
            for page in context.album.lockedAlbums { hasher.combine(page) }
        }
        return hasher.finalize()
    }

    /// The album's photos in order, worked out once for all its pages.
    private mutating func photosDigest(_ index: Int) -> UInt64 {
        if let known = albumPhotos[index] { return known }
        var hasher = FingerprintHasher()
        photos(albums[index].photos, into: &hasher)
        let digest = hasher.finalize()
        albumPhotos[index] = digest
        return digest
    }

    mutating func albumIndex(_ index: Int) -> UInt64 {
        let context = albums[index]
        var hasher = start("album-index")
        hasher.combine(renderer.layout.albumIndexPath(context.album.sourcePath) ?? "")
        hasher.combine(UInt64(context.pageCount))
        hasher.combine(photosDigest(index))
        return hasher.finalize()
    }

    func photoPage(_ index: Int, position: Int) -> UInt64 {
        let context = albums[index]
        var hasher = start("photo")
        chain(context, into: &hasher)
        hasher.combine(UInt64(position))
        hasher.combine(UInt64(context.photos.count))
        photo(context.photos[position], into: &hasher)
        for neighbour in [position - 1, position + 1] {
            let path = context.photos.indices.contains(neighbour) ? renderer.layout.photoPagePath(context.photos[neighbour].id) : nil
            hasher.combine(path ?? "\u{0}")
        }
        return hasher.finalize()
    }

    /// A paginated collection (favourites, a tag) named `name`: every page shows its count and pagination.
    func collection(_ members: PhotoList, name: String) -> UInt64 {
        var hasher = start("collection")
        hasher.combine(name)
        photos(members, into: &hasher)
        return hasher.finalize()
    }

    func numbered(_ collection: UInt64, _ number: Int) -> UInt64 {
        var hasher = FingerprintHasher(seed: collection)
        hasher.combine(UInt64(number))
        return hasher.finalize()
    }

    func tagIndex() -> UInt64 {
        var hasher = start("tag-index")
        for tag in renderer.tags {
            hasher.combine(tag.name)
            hasher.combine(tag.slug)
            hasher.combine(UInt64(tag.count))
        }
        if let first = renderer.tags.first?.photos.first { photo(first, into: &hasher) }
        return hasher.finalize()
    }

    /// The timeline page, and what every year and month page shows of the others (their names, counts, links).
    func timeline() -> UInt64 {
        var hasher = start("timeline")
        for entry in renderer.dates {
            hasher.combine(entry.key)
            hasher.combine(UInt64(entry.count))
        }
        hasher.combine(UInt64(renderer.undatedCount))
        return hasher.finalize()
    }

    /// A year or month page: its photos, and the timeline's shape (`timeline()`), which its links show.
    func datePage(_ entry: SiteRenderer.DateEntry, timeline: UInt64) -> UInt64 {
        var hasher = FingerprintHasher(seed: collection(entry.photos, name: SiteRenderer.datePagePath(entry)))
        hasher.combine(timeline)
        return hasher.finalize()
    }

    func map() -> UInt64 {
        var hasher = start("map")
        photos(renderer.mappedPhotos, into: &hasher)
        return hasher.finalize()
    }

    func quiz() -> UInt64 {
        var hasher = start("quiz")
        hasher.combine(Self.encoded(QuizData(renderer.model)))
        return hasher.finalize()
    }

    func feed() -> UInt64 {
        var hasher = start("feed")
        photos(renderer.photoOrder, into: &hasher)
        return hasher.finalize()
    }

    /// A file made whole with the plan (the search index's): its bytes are what it is made from.
    func contents(_ file: SiteFile) -> UInt64 {
        var hasher = start("contents")
        hasher.combine(file.path)
        file.contents.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }

    func sitemap(_ paths: [String]) -> UInt64 {
        var hasher = start("sitemap")
        for path in paths { hasher.combine(path) }
        return hasher.finalize()
    }
}
