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

    /// What the index takes from a site's plan (`SitePlan`): kept apart, so that the plan can go before the index is
    /// made (at 100,000 photos its pages and search files are some 50 MB of a long way's peak).
    struct PlanFacts {
        /// `SitePlan.searchWords`.
        var searchWords: [(id: String, words: String)]
        var feedPhotoIDs: [String]
        var hasQuiz: Bool

        init(_ plan: SitePlan) {
            searchWords = plan.searchWords
            feedPhotoIDs = plan.feedPhotoIDs
            hasQuiz = plan.hasQuiz
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
                      shown: $0.shownDigest(showRatings: model.settings.showRatings))
            }
            albums.append(Album(sourcePath: album.sourcePath, title: album.title, description: album.description,
                                coverPhotoID: album.coverPhotoID, childCount: album.albums.count, ratingOrders: ratingOrders,
                                photos: photos, lockedAlbums: album.lockedAlbums))
            album.albums.forEach(walk)
        }
        walk(model.root)
        let outline = SiteOutline(photos: albums.lazy.flatMap(\.photos).map(\.outline), hasQuiz: plan.hasQuiz)
        self.init(library: digests, albums: albums, outline: outline, feed: plan.feedPhotoIDs)
    }

    init(library: LibraryDigests, albums: [Album], outline: SiteOutline, feed: [String]) {
        self.library = library
        self.albums = albums
        self.outline = outline
        self.feed = feed
    }

    /// Every published photo in site order.
    var photos: some Sequence<Photo> { albums.lazy.flatMap(\.photos) }

    /// Every photo's outline, in site order.
    var outlines: [OutlinePhoto] {
        var result: [OutlinePhoto] = []
        result.reserveCapacity(albums.reduce(0) { $0 + $1.photos.count })
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
