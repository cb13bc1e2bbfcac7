import VitrineLibrary

/// Every file of a site as pages still to render, each with a key: a digest of everything that page is made
/// from. A page whose key and file are unchanged since the last build need not be rendered again, so an edit to
/// one photo renders its page, its neighbours', its album's and the collections it is in, not the whole site.
///
/// Keys are conservative: a page may be re-rendered and come out the same (then nothing is written), but a page
/// whose bytes would differ always gets a different key. Each key covers the theme and the generator (`salt`),
/// the site settings and navigation every page shows, the paths of the page and of what it links to, and the
/// full contents (`PhotoModel` as encoded) of every photo it shows.
public struct SitePlan: Sendable {
    /// One page, or a few files made together (the quiz and its assets), and the key they are rendered from.
    public struct Page: Sendable {
        /// Site-relative paths of the files `render` returns.
        public var paths: [String]
        /// What the page is made from (`PageKeys`); 0 in a partial plan, whose pages are not recorded by key.
        public var key: UInt64
        let work: Work
    }

    enum Work: Sendable {
        case assets
        case albumPage(album: Int, number: Int)
        case albumIndex(album: Int)
        case photoPage(album: Int, index: Int)
        case favorites(number: Int)
        case tagIndex
        case tagPage(tag: Int, number: Int)
        case timeline
        /// Page `number` of `renderer.dates[date]`.
        case datePage(date: Int, number: Int)
        /// One of `onThisDay`.
        case onThisDay(Int)
        case notFound
        case map
        // Boxed: its assets are far larger than any other case's payload, and each of the plan's pages (100,000 on
        // a large library) was as large as the largest case.
        indirect case quiz(QuizPage.Assets)
        case feed
        case sitemap
        case robots
        case headers
        case searchPage
        /// One of `search.files`.
        case searchFile(Int)
        /// Chunk N of the search records (`search.chunks`), made again.
        case searchChunk(Int)
    }

    /// The pages, albums and photo pages depth first as the site lists them, then collections and site files.
    public let pages: [Page]
    let renderer: SiteRenderer
    let albums: [AlbumContext]
    /// The search index's files, worked out with the plan: their keys are their digests. The chunks of records are
    /// kept as their keys and made again when written (`searchRecords(chunk:)`). A partial plan has none (the
    /// sidecar way edits the files the last build wrote: `SearchIndex.edited`).
    let search: SearchIndex
    /// A full plan's: every published photo's search words (`SearchEntry.words`, space-separated) in site order, by id
    /// (the build keeps them in its site index); the records are in `search`'s files only, not held twice. A partial
    /// plan's: none (`searchEntries(of:)` makes the changed photos' entries).
    public let searchWords: [(id: String, words: String)]
    /// The home page's "On this day" files (`OnThisDay`), made whole with the plan; none for a partial model.
    let onThisDay: [SiteFile]

    /// - Parameter partial: whether the model is a partial one (`SiteGenerator.plan(partial:...)`).
    init(renderer: SiteRenderer, quizAssets: QuizPage.Assets, salt: String, partial: Bool = false) throws {
        self.renderer = renderer
        let albums = AlbumContext.all(renderer)
        self.albums = albums
        // A partial plan's pages are recorded as the sidecar way's (`Builder.sidecarWayPageInputs`), never by key:
        // their keys, a walk of every album and photo, are not worked out.
        var keys = partial ? nil : PageKeys(renderer: renderer, albums: albums, salt: salt)
        // Each photo's entry goes into the index as it is made, which keeps its words (for the site index), not it.
        let contentKeys = keys
        var builder = SearchIndex.Builder { contentKeys?.contents($0) ?? 0 }
        var searchWords: [(id: String, words: String)] = []
        if !partial {
            searchWords.reserveCapacity(renderer.model.photos.count)
            Self.forEachSearchEntry(renderer: renderer, albums: albums) { id, entry in
                builder.add(entry)
                searchWords.append((id, entry.words.joined(separator: " ")))
            }
        }
        search = partial ? SearchIndex(files: []) : builder.index(months: renderer.searchMonths)
        self.searchWords = searchWords
        onThisDay = renderer.outline == nil ? OnThisDay.files(renderer) : []
        var pages: [Page] = []
        pages.append(Page(paths: renderer.assets.files.map(\.path), key: keys?.global ?? 0, work: .assets))
        let layout = renderer.layout
        for (index, album) in albums.enumerated() {
            for number in 1...album.pageCount {
                guard let path = layout.albumPagePath(album.album.sourcePath, page: number) else { continue }
                pages.append(Page(paths: [path], key: keys?.albumPage(index, number: number) ?? 0, work: .albumPage(album: index, number: number)))
            }
            if !album.photos.isEmpty, let path = layout.albumIndexPath(album.album.sourcePath) {
                pages.append(Page(paths: [path], key: keys?.albumIndex(index) ?? 0, work: .albumIndex(album: index)))
            }
        }
        for (index, album) in albums.enumerated() {
            for position in album.photos.indices {
                guard let path = layout.photoPagePath(album.photos[position].id) else { continue }
                pages.append(Page(paths: [path], key: keys?.photoPage(index, position: position) ?? 0, work: .photoPage(album: index, index: position)))
            }
        }
        let favorites = keys?.collection(renderer.favorites, name: SiteLayout.favoritesPath) ?? 0
        for number in 1...SiteRenderer.pageCount(renderer.favorites.count) {
            pages.append(Page(paths: [SiteRenderer.collectionPage(SiteLayout.favoritesPath, number)],
                              key: keys?.numbered(favorites, number) ?? 0, work: .favorites(number: number)))
        }
        pages.append(Page(paths: [SiteLayout.tagIndexPath], key: keys?.tagIndex() ?? 0, work: .tagIndex))
        for (index, tag) in renderer.tags.enumerated() {
            let first = SiteRenderer.tagPagePath(tag)
            let key = keys?.collection(tag.photos, name: tag.name + "\u{0}" + first) ?? 0
            for number in 1...SiteRenderer.pageCount(tag.photos.count) {
                pages.append(Page(paths: [SiteRenderer.collectionPage(first, number)], key: keys?.numbered(key, number) ?? 0,
                                  work: .tagPage(tag: index, number: number)))
            }
        }
        if renderer.hasTimeline {
            let timeline = keys?.timeline() ?? 0
            pages.append(Page(paths: [SiteRenderer.timelinePath], key: timeline, work: .timeline))
            for (index, entry) in renderer.dates.enumerated() {
                let first = SiteRenderer.datePagePath(entry)
                let key = keys?.datePage(entry, timeline: timeline) ?? 0
                for number in 1...SiteRenderer.pageCount(entry.count) {
                    pages.append(Page(paths: [SiteRenderer.collectionPage(first, number)], key: keys?.numbered(key, number) ?? 0,
                                      work: .datePage(date: index, number: number)))
                }
            }
        }
        for (index, file) in onThisDay.enumerated() {
            pages.append(Page(paths: [file.path], key: keys?.contents(file) ?? 0, work: .onThisDay(index)))
        }
        pages.append(Page(paths: [SiteLayout.notFoundPath], key: keys?.global ?? 0, work: .notFound))
        pages.append(Page(paths: [SearchIndex.pagePath], key: keys?.global ?? 0, work: .searchPage))
        for (index, file) in search.files.enumerated() {
            pages.append(Page(paths: [file.path], key: keys?.contents(file) ?? 0, work: .searchFile(index)))
        }
        for (number, chunk) in search.chunks.enumerated() {
            pages.append(Page(paths: [chunk.path], key: chunk.key, work: .searchChunk(number)))
        }
        if renderer.hasMap {
            pages.append(Page(paths: [SiteRenderer.mapPath], key: keys?.map() ?? 0, work: .map))
        }
        if renderer.hasQuiz {
            let paths = try QuizPage.paths(assets: quizAssets)
            pages.append(Page(paths: paths, key: keys?.quiz() ?? 0, work: .quiz(quizAssets)))
        }
        if SiteRenderer.absoluteBase(renderer.model.settings) != nil {
            pages.append(Page(paths: [SiteRenderer.feedPath], key: keys?.feed() ?? 0, work: .feed))
            let htmlPages = pages.flatMap(\.paths)
            pages.append(Page(paths: [SiteRenderer.sitemapPath], key: keys?.sitemap(htmlPages) ?? 0, work: .sitemap))
        }
        pages.append(Page(paths: [SiteRenderer.robotsPath], key: keys?.global ?? 0, work: .robots))
        if renderer.model.settings.headers {
            pages.append(Page(paths: [SiteHeaders.headersFileName], key: keys?.global ?? 0, work: .headers))
        }
        self.pages = pages
    }

    /// The pages `selection` names (of a partial plan: those whose photos its model holds in full).
    public func pages(in selection: PageSelection) -> [Page] {
        pages.filter { page in
            switch page.work {
            case .albumPage(let album, let number):
                let path = albums[album].album.sourcePath
                return selection.albums.contains(path) || (number == 1 && selection.albumFirstPages.contains(path))
            case .albumIndex(let album):
                return selection.albums.contains(albums[album].album.sourcePath)
            case .photoPage(let album, let index):
                return selection.photoPages.contains(albums[album].photos[index].id)
            case .favorites(let number): return selection.favoritePages.contains(number)
            case .tagIndex: return selection.tagIndex
            case .tagPage(let tag, let number): return selection.tagPages[renderer.tags[tag].key]?.contains(number) == true
            case .datePage(let date, let number): return selection.datePages[renderer.dates[date].key]?.contains(number) == true
            case .map: return selection.map
            case .feed: return selection.feed
            // A partial plan has no search files: the sidecar way edits them (`SearchIndex.edited`).
            case .assets, .notFound, .quiz, .sitemap, .robots, .headers, .searchPage, .searchFile, .searchChunk, .timeline, .onThisDay: return false
            }
        }
    }

    /// False when a partial model lacks a photo `page` shows of a collection (`CollectionMembers`): it cannot render it.
    public func holdsPhotos(of page: Page) -> Bool {
        switch page.work {
        case .favorites(let number): return renderer.holdsPage(number, of: renderer.favorites)
        case .tagPage(let tag, let number): return renderer.holdsPage(number, of: renderer.tags[tag].photos)
        case .datePage(let date, let number): return renderer.holdsPage(number, of: renderer.dates[date].photos)
        case .tagIndex: return renderer.tags.first.map { $0.photos.isEmpty || $0.photos.first != nil } ?? true
        default: return true
        }
    }

    /// Every listed photo in site order, as the site's outline counts them (see `SiteOutline`).
    public var outlinePhotos: [OutlinePhoto] { renderer.photoOrder.map(OutlinePhoto.init) }

    /// True when the site has a quiz page.
    public var hasQuiz: Bool { renderer.hasQuiz }

    /// The slugs of the photo pages whose slug is not their file name's (`SiteLayout.plainSlug`): a sibling or a page
    /// of the album took it. Rare; the site index keeps them, so a partial layout need not lay out whole albums.
    public var unplainPhotoSlugs: [String: String] {
        var result: [String: String] = [:]
        for id in renderer.model.photos.keys {
            if let slug = renderer.layout.photoSlug(id), slug != SiteLayout.plainSlug(ofPhoto: id) { result[id] = slug }
        }
        return result
    }

    /// The ids of the photos the feed shows (none without `baseURL`).
    public var feedPhotoIDs: [String] {
        SiteRenderer.absoluteBase(renderer.model.settings) == nil ? [] : renderer.feedEntries().map(\.0.id)
    }

    /// The files of `page`, rendered from the model. Safe to call from several threads at once.
    public func render(_ page: Page) throws -> [SiteFile] {
        switch page.work {
        case .assets:
            return renderer.assets.files
        case .albumPage(let album, let number):
            return try renderer.albumPageFile(albums[album], number: number).map { [$0] } ?? []
        case .albumIndex(let album):
            return renderer.albumIndexFile(albums[album]).map { [$0] } ?? []
        case .photoPage(let album, let index):
            return try renderer.photoPageFile(albums[album], index: index).map { [$0] } ?? []
        case .favorites(let number):
            return [try renderer.favoritesPageFile(number: number)]
        case .tagIndex:
            return [try renderer.tagIndexFile()]
        case .tagPage(let tag, let number):
            return [try renderer.tagPageFile(renderer.tags[tag], number: number)]
        case .timeline:
            return [try renderer.timelineFile()]
        case .datePage(let date, let number):
            return [try renderer.datePageFile(date, number: number)]
        case .onThisDay(let index):
            return [onThisDay[index]]
        case .notFound:
            return [try renderer.notFoundFile()]
        case .map:
            return try renderer.mapFile().map { [$0] } ?? []
        case .quiz(let assets):
            return try QuizPage.render(renderer.model, assets: assets)
        case .feed:
            return renderer.feedFile().map { [$0] } ?? []
        case .sitemap:
            return renderer.sitemapFile(pages: pages.flatMap(\.paths)).map { [$0] } ?? []
        case .robots:
            return [renderer.robotsFile()]
        case .headers:
            return [SiteFile(path: SiteHeaders.headersFileName, contents: Array(SiteHeaders.headersFile().utf8))]
        case .searchPage:
            return [try renderer.searchPageFile()]
        case .searchFile(let index):
            return [search.files[index]]
        case .searchChunk(let number):
            return [SearchIndex.chunkFile(number, records: searchRecords(chunk: number))]
        }
    }
}

/// An album as its pages see it: where it sits, its photos in order, how many pages its grid takes.
struct AlbumContext: Sendable {
    var album: AlbumModel
    var ancestors: [AlbumModel]
    var photos: PhotoList
    var pageCount: Int

    /// Every album of `renderer`'s model, depth first from the home album, with the photos the renderer found for it
    /// (none for an album whose photos a partial model does not hold).
    static func all(_ renderer: SiteRenderer) -> [AlbumContext] {
        var result: [AlbumContext] = []
        let model = renderer.model
        let none = PhotoList(model.photos, ids: [])
        func walk(_ album: AlbumModel, ancestors: [AlbumModel]) {
            let photos = renderer.albumPhotos[album.sourcePath] ?? none
            result.append(AlbumContext(album: album, ancestors: ancestors, photos: photos, pageCount: SiteRenderer.pageCount(photos.count)))
            for child in album.albums { walk(child, ancestors: ancestors + [album]) }
        }
        walk(model.root, ancestors: [])
        return result
    }
}
