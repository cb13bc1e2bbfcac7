import VitrineLibrary
import VitrineSite

/// What the sidecar way needs of the site the last complete build left (`Builder.sidecarWay`): the library's digests, and the
/// site model's albums and photos in light form (no facts, no images: a few dozen bytes a photo). Kept in the
/// catalog beside the stamp of the build that made it, and valid only while that stamp is (`Catalog.siteIndex`).
/// Public for its stored form's fuzz target only (`encoded()`, `init?(decoding:)`).
public struct SiteIndex: Sendable, Equatable {
    /// An album of the site model.
    struct Album: Sendable, Equatable {
        var sourcePath: String
        var title: String
        var description: String?
        var coverPhotoID: String?
        /// Its sub-albums are the next `childCount` subtrees of `SiteIndex.albums`.
        var childCount: Int
        /// True when the album is sorted by rating: a rating change may move its photos.
        var ratingOrders: Bool
        /// Its published photos in display order.
        var photos: [Photo]
        /// `AlbumModel.lockedAlbums`.
        var lockedAlbums: [String] = []
    }

    /// A published photo.
    struct Photo: Sendable, Equatable {
        var outline: OutlinePhoto
        /// `PhotoModel.structureDigest`: a sidecar change that changes it takes the long way.
        var structure: UInt64
        /// Its words in the search index (`SearchEntry.words`, space-separated): the sidecar way moves the photo out
        /// of the shards of the words an edit takes away. Its record is in the site's search chunk, not here: at
        /// 100,000 photos the records (each image size's address) were two thirds of the index's bytes.
        var searchWords: String = ""
        /// `PhotoModel.shownDigest`: with the structure and outline the same, an edit that keeps it shows on no page.
        var shown: UInt64 = 0
        /// Its page's slug when it is not its file name's (`SiteLayout.plainSlug`); empty when it is (most photos).
        var slug: String = ""

        /// Its page's slug.
        var pageSlug: String { slug.isEmpty ? SiteLayout.plainSlug(ofPhoto: outline.id) : slug }
    }

    var library: LibraryDigests
    /// Depth first from the home album, as the site lists them: the photos of all albums in this order are the
    /// site's order.
    var albums: [Album]
    /// The site's outline (tags, counts, menu), as the photos' records give it (`SiteOutline(photos:hasQuiz:)`): kept,
    /// so that a change of titles or ratings need not work it out again from every photo.
    var outline: SiteOutline
    /// The photos the feed shows.
    var feed: [String]
    /// Each timeline page's photos in its order (`TimelineGroups.positions`), as places in `photos`: a date is a
    /// photo's structure, so no sidecar edit changes them, and the sidecar way reads them instead of sorting 100,000
    /// dates again on every edit.
    var timeline: [String: [Int32]]
    /// Places in `photos` of the photos whose content another photo also has (rare: a picture in two albums). Which
    /// of them stands for it in a collection depends on all of them; a sidecar edit changes no content.
    var sharedContents: [Int32]
    /// The search index's (word, photo) pairs: every photo's `searchWords` counted (the shard count follows it).
    var searchPostings: Int

    /// What the index takes from a site's plan (`SitePlan`): kept apart, so that the plan can go before the index is
    /// made (at 100,000 photos its pages and search files are some 50 MB of a long way's peak).
    struct PlanFacts {
        /// `SitePlan.searchWords`.
        var searchWords: [(id: String, words: String)]
        var feedPhotoIDs: [String]
        var hasQuiz: Bool
        /// `SitePlan.unplainPhotoSlugs`.
        var photoSlugs: [String: String]

        init(_ plan: SitePlan) {
            searchWords = plan.searchWords
            feedPhotoIDs = plan.feedPhotoIDs
            hasQuiz = plan.hasQuiz
            photoSlugs = plan.unplainPhotoSlugs
        }
    }

    /// The index of a site whose model is `model` and whose plan gave `plan`, made from `library`.
    init(model: SiteModel, plan: PlanFacts, library: LibrarySource, digests: LibraryDigests) {
        var sorts: [String: AlbumSettings.Sort] = [:]
        func collectSorts(_ album: AlbumSource) {
            sorts[album.path] = album.settings.sort
            album.albums.forEach(collectSorts)
        }
        collectSorts(library.root)
        var albums: [Album] = []
        let search = Dictionary(plan.searchWords.lazy.map { ($0.id, $0.words) }, uniquingKeysWith: { first, _ in first })
        func walk(_ album: AlbumModel) {
            let ratingOrders = sorts[album.sourcePath] == .rating
            let photos = album.photoIDs.compactMap { model.photos[$0] }.map {
                Photo(outline: OutlinePhoto($0), structure: $0.structureDigest(ratingOrders: ratingOrders), searchWords: search[$0.id] ?? "",
                      shown: $0.shownDigest(showRatings: model.settings.showRatings), slug: plan.photoSlugs[$0.id] ?? "")
            }
            albums.append(Album(sourcePath: album.sourcePath, title: album.title, description: album.description,
                                coverPhotoID: album.coverPhotoID, childCount: album.albums.count, ratingOrders: ratingOrders,
                                photos: photos, lockedAlbums: album.lockedAlbums))
            album.albums.forEach(walk)
        }
        walk(model.root)
        let outlines = albums.flatMap { $0.photos.map(\.outline) }
        let timeline = TimelineGroups(photos: outlines)
        let outline = SiteOutline(photos: outlines, hasQuiz: plan.hasQuiz, timeline: (SiteOutline.dateCounts(timeline), timeline.undatedCount))
        self.init(library: digests, albums: albums, outline: outline, feed: plan.feedPhotoIDs, timeline: timeline.positions)
    }

    /// - Parameters:
    ///   - timeline: `timeline`; nil to work it out from the albums' photos.
    ///   - sharedContents: `sharedContents`; nil to work them out.
    ///   - searchPostings: `searchPostings`; nil to count them.
    init(library: LibraryDigests, albums: [Album], outline: SiteOutline, feed: [String], timeline: [String: [Int32]]? = nil,
         sharedContents: [Int32]? = nil, searchPostings: Int? = nil) {
        self.library = library
        self.albums = albums
        self.outline = outline
        self.feed = feed
        self.timeline = timeline ?? TimelineGroups(photos: albums.flatMap { $0.photos.map(\.outline) }).positions
        self.sharedContents = sharedContents ?? Self.sharedContents(albums)
        self.searchPostings = searchPostings ?? albums.reduce(0) { $0 + $1.photos.reduce(0) { $0 + Self.postings($1.searchWords) } }
    }

    /// The words in a photo's `searchWords`.
    static func postings(_ words: String) -> Int {
        words.isEmpty ? 0 : words.utf8.reduce(1) { $0 + ($1 == 0x20 ? 1 : 0) }
    }

    private static func sharedContents(_ albums: [Album]) -> [Int32] {
        var first: [ContentID: Int32] = [:], shared: [Int32] = []
        var place: Int32 = 0
        for album in albums {
            for photo in album.photos.indices {
                if let other = first[album.photos[photo].outline.contentID] {
                    if other >= 0 { shared.append(other) }
                    shared.append(place)
                    // Its first photo is listed once.
                    first[album.photos[photo].outline.contentID] = -1
                } else {
                    first[album.photos[photo].outline.contentID] = place
                }
                place += 1
            }
        }
        return shared.sorted()
    }

    /// Where each photo of `ids` is: its album's place in `albums` and its own in the album's photos. Only the albums
    /// of their folders are looked through (a photo's id is its path, its album its folder): a few of 100,000 photos.
    func places(of ids: Set<String>) -> [String: (album: Int, position: Int)] {
        let folders = Set(ids.map(Builder.folder))
        var places: [String: (album: Int, position: Int)] = [:]
        for album in albums.indices where folders.contains(albums[album].sourcePath[...]) {
            for position in albums[album].photos.indices where ids.contains(albums[album].photos[position].outline.id) {
                places[albums[album].photos[position].outline.id] = (album, position)
            }
        }
        return places
    }

    /// Every published photo in site order.
    var photos: some Sequence<Photo> { albums.lazy.flatMap(\.photos) }

    /// How many photos the site publishes (`photos.count`, counted by album).
    var photoCount: Int { albums.reduce(0) { $0 + $1.photos.count } }

    /// Where each album's photos start in `photos`.
    func albumStarts() -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(albums.count)
        var next = 0
        for album in albums {
            starts.append(next)
            next += album.photos.count
        }
        return starts
    }

    /// The photo at a place of `photos`, found through `albumStarts()`; nil past the end.
    func photo(at place: Int, starts: [Int]) -> Photo? {
        // The last album starting at or before the place (empty albums start where the next one does).
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= place { low = middle + 1 } else { high = middle }
        }
        guard low > 0, place >= 0 else { return nil }
        let album = low - 1, offset = place - starts[album]
        return offset < albums[album].photos.count ? albums[album].photos[offset] : nil
    }

    /// Every photo's outline, in site order.
    var outlines: [OutlinePhoto] {
        var result: [OutlinePhoto] = []
        result.reserveCapacity(photoCount)
        for album in albums { result.append(contentsOf: album.photos.lazy.map(\.outline)) }
        return result
    }

    /// The outline the photos' records give now (after a sidecar change changed some, which moves no date: the
    /// timeline's counts are the outline's as they were).
    /// - Parameter outlines: `outlines`, made once by the caller, which needs them again.
    func outlineFromPhotos(_ outlines: [OutlinePhoto]) -> SiteOutline {
        SiteOutline(photos: outlines, hasQuiz: outline.hasQuiz, timeline: (outline.dates, outline.undatedCount))
    }

    /// The album tree of the site model, each album listing all its photos (a partial model holds some of them).
    func albumTree() -> AlbumModel? {
        var next = 0
        func subtree() -> AlbumModel? {
            guard next < albums.count else { return nil }
            let album = albums[next]
            next += 1
            var children: [AlbumModel] = []
            for _ in 0..<album.childCount {
                guard let child = subtree() else { return nil }
                children.append(child)
            }
            return AlbumModel(sourcePath: album.sourcePath, title: album.title, description: album.description,
                              coverPhotoID: album.coverPhotoID, albums: children, photoIDs: album.photos.map(\.outline.id),
                              lockedAlbums: album.lockedAlbums)
        }
        let root = subtree()
        return next == albums.count ? root : nil
    }

    /// Each album's parent (by index into `albums`; nil for the home album).
    func parents() -> [Int?] {
        var parents = [Int?](repeating: nil, count: albums.count)
        var stack: [(index: Int, remaining: Int)] = []
        for index in albums.indices {
            while let last = stack.last, last.remaining == 0 { stack.removeLast() }
            if let last = stack.last {
                parents[index] = last.index
                stack[stack.count - 1].remaining -= 1
            }
            stack.append((index, albums[index].childCount))
        }
        return parents
    }
}
