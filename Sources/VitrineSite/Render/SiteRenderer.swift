import VitrineLibrary

/// One rendering of one model: the layout, the collections derived from the model, and the shared view builders.
struct SiteRenderer {
    let model: SiteModel
    let layout: SiteLayout
    let theme: ThemeFiles
    /// The theme's words in the site's language.
    let strings: ThemeStrings
    let assets: SiteAssets
    let countryName: SiteGenerator.CountryName
    /// Every listed photo in site order: an album's own photos, then its sub-albums', depth first.
    let photoOrder: PhotoList
    /// The photos of each album whose photos the model holds, by source path (`AlbumContext`).
    let albumPhotos: [String: PhotoList]
    /// Favourites in site order, each content shown once.
    let favorites: PhotoList
    /// Tags sorted by name, each with its photos in site order (each content once).
    let tags: [TagEntry]
    /// Photos with a position to show (`mappedPhotos(_:)`), worked out once: every page's menu asks.
    let mappedPhotos: PhotoList
    let hasQuiz: Bool
    /// What every page's menu links: favourites and the map (a partial model's collections may be empty, its
    /// outline says whether the site's are).
    let hasFavorites: Bool
    let hasMap: Bool
    /// The timeline's year and month pages (`DateEntry`), by key, oldest first; empty when no photo has a date.
    let dates: [DateEntry]
    /// Contents without a date, which the timeline counts.
    let undatedCount: Int
    var hasTimeline: Bool { !dates.isEmpty }
    /// Each album's archive (`DownloadPaths`), for the albums whose archive the build published.
    let archivePaths: [String: String]
    /// The site-wide facts of a partial model (the sidecar way's few pages); nil for a full model.
    let outline: SiteOutline?

    struct TagEntry {
        var key: String
        var name: String
        var slug: String
        /// Photos carrying the tag, each content once: `photos.count` for a full model, the outline's for a partial one.
        var count: Int
        var photos: PhotoList
    }

    enum Section { case home, favorites, tags, timeline, map, search, other }

    /// - Parameters:
    ///   - outline: given for a partial model (only the photos some pages show), whose site-wide facts it holds.
    ///   - photoAlbums: with an outline, the albums whose photos get page paths (each held whole by the model).
    ///   - members: with an outline, the whole of some collections, of which the model may hold only some photos.
    ///   - knownPlaces: with an outline, the places the full layout gave the photos the pages link (`SiteLayout`).
    init(model: SiteModel, theme: ThemeFiles, strings: ThemeStrings, assets: SiteAssets,
         countryName: @escaping SiteGenerator.CountryName, outline: SiteOutline? = nil, photoAlbums: Set<String> = [],
         members: CollectionMembers = CollectionMembers(), knownPlaces: [String: [SiteLayout.KnownPlace]]? = nil) {
        self.model = model
        self.theme = theme
        self.strings = strings
        self.assets = assets
        self.countryName = countryName
        self.outline = outline
        let layout = outline.map { SiteLayout(root: model.root, tagKeys: $0.tagKeys, photoAlbums: photoAlbums, known: knownPlaces) }
            ?? SiteLayout(model: model)
        self.layout = layout
        // A partial model holds the photos of a few albums: the others' ids (most of 100,000) are not looked up. Each
        // album's are looked up once, for the site's order and for its pages (a tag's 1,400 photos may be in most
        // albums of a large site).
        let held = model.albumsHoldingPhotos
        var albumPhotos: [String: PhotoList] = [:]
        var lists: [PhotoList] = []
        func walk(_ album: AlbumModel) {
            if held.contains(album.sourcePath) {
                let photos = PhotoList(model.photos, ids: album.photoIDs)
                albumPhotos[album.sourcePath] = photos
                lists.append(photos)
            }
            album.albums.forEach(walk)
        }
        walk(model.root)
        self.albumPhotos = albumPhotos
        let order = PhotoList(model.photos, joining: lists)
        photoOrder = order
        favorites = members.favorites.map { PhotoList(model.photos, members: $0) } ?? order.only(where: \.favorite).uniqueContent()
        mappedPhotos = Self.mappedPhotos(order)
        var byKey: [String: (name: String, slug: String, ids: [String])] = [:]
        var keyOrder: [String] = []
        for photo in order {
            for tag in photo.tags {
                let name = UserText.display(tag)
                let key = SiteLayout.tagKey(tag)
                guard !name.isEmpty, let slug = layout.tagSlug(tag) else { continue }
                if byKey[key] == nil {
                    byKey[key] = (name, slug, [])
                    keyOrder.append(key)
                }
                byKey[key]?.ids.append(photo.id)
            }
        }
        if let outline {
            tags = outline.tags.map { tag in
                TagEntry(key: tag.key, name: tag.name, slug: tag.slug, count: tag.count,
                         photos: members.tags[tag.key].map { PhotoList(model.photos, members: $0) }
                            ?? PhotoList(model.photos, ids: byKey[tag.key]?.ids ?? []).uniqueContent())
            }
            hasQuiz = outline.hasQuiz
            hasFavorites = outline.favoriteCount > 0
            hasMap = outline.mappedCount > 0
        } else {
            tags = keyOrder.compactMap { key in
                byKey[key].map { entry in
                    let photos = PhotoList(model.photos, ids: entry.ids).uniqueContent()
                    return TagEntry(key: key, name: entry.name, slug: entry.slug, count: photos.count, photos: photos)
                }
            }
                .sorted { ($0.name.lowercased(), $0.key) < ($1.name.lowercased(), $1.key) }
            hasQuiz = QuizPage.isAvailable(for: model)
            hasFavorites = !favorites.isEmpty
            hasMap = !mappedPhotos.isEmpty
        }
        (dates, undatedCount) = Self.dateEntries(order, model: model, outline: outline, members: members)
        archivePaths = DownloadPaths.archives(root: model.root, downloads: model.downloads)
    }

    /// The photos of an album and of its sub-albums: a partial model's albums list only published photos, some of
    /// which it does not hold.
    func photoCount(_ album: AlbumModel) -> Int {
        outline == nil ? Self.photoCount(album, model: model) : album.photoIDs.count + album.albums.reduce(0) { $0 + photoCount($1) }
    }

    // MARK: Shared pieces

    /// `summary` describes the page on its card when it has no `description` of its own.
    func chrome(page: String, title: String, section: Section, description: String? = nil, summary: String? = nil,
                cardPhoto: PhotoModel? = nil, isPhoto: Bool = false) -> ChromeView {
        let site = UserText.display(model.settings.title)
        var nav: [NavLink] = []
        if hasFavorites {
            nav.append(NavLink(label: strings.text("favourites"), href: href(page, SiteLayout.favoritesPath), isCurrent: section == .favorites))
        }
        if !tags.isEmpty {
            nav.append(NavLink(label: strings.text("tags"), href: href(page, SiteLayout.tagIndexPath), isCurrent: section == .tags))
        }
        if hasTimeline {
            nav.append(NavLink(label: strings.text("timeline"), href: href(page, Self.timelinePath), isCurrent: section == .timeline))
        }
        if hasMap {
            nav.append(NavLink(label: strings.text("mapTitle"), href: href(page, Self.mapPath), isCurrent: section == .map))
        }
        if hasQuiz {
            nav.append(NavLink(label: strings.text("quiz"), href: href(page, SiteLayout.quizPath), isCurrent: false))
        }
        let fullTitle = title.isEmpty || title == site ? site : "\(title) · \(site)"
        return ChromeView(lang: Self.languageTag(model.settings.language), pageTitle: fullTitle,
                          metaDescription: description.flatMap(UserText.displayOrNil), siteTitle: site,
                          author: UserText.displayOrNil(model.settings.author),
                          homeHref: href(page, SiteLayout.homePath), cssHref: href(page, assets.cssPath),
                          jsHref: href(page, assets.jsPath), iconHref: href(page, assets.iconPath), bodyClass: "page-\(section)", nav: nav,
                          card: card(page: page, title: title.isEmpty ? site : title,
                                     description: description.flatMap(UserText.displayOrNil) ?? summary,
                                     photo: cardPhoto, isPhoto: isPhoto),
                          feedHref: absoluteURL(Self.feedPath), searchHref: href(page, SearchIndex.pagePath),
                          slideshowInterval: JSONWriter.format(model.settings.slideshow.interval),
                          slideshowLoop: model.settings.slideshow.loop)
    }

    /// A BCP 47 tag made only of letters, digits and dashes; `en` when the setting is not one.
    static func languageTag(_ text: String) -> String {
        let valid = !text.isEmpty && text.count <= 35
            && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
        return valid ? text : "en"
    }

    func href(_ page: String, _ target: String) -> String { SiteLayout.relativeURL(from: page, to: target) }

    /// The name a visitor sees for a photo: its title, else its file name without the extension (a visitor has no
    /// use for `.jpg`), else the whole file name.
    static func label(_ photo: PhotoModel) -> String {
        UserText.displayOrNil(photo.title) ?? UserText.displayOrNil(SiteLayout.stem(photo.fileName))
            ?? UserText.display(photo.fileName)
    }

    /// A photo's rating as visitors may see it: none unless `"showRatings": true` (ratings are the owner's
    /// workshop, as in Lightroom's web galleries and Flickr); the rating filter goes with them.
    func shownRating(_ photo: PhotoModel) -> Int {
        model.settings.showRatings ? max(0, min(5, photo.rating)) : 0
    }

    static func validColor(_ text: String) -> String {
        let hex = text.dropFirst()
        let ok = text.hasPrefix("#") && hex.count == 6 && hex.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit }
        return ok ? text.lowercased() : "#808080"
    }

    /// Every bucket a grid tile may need: a Preview cell on a wide high-density screen needs the 2048 file.
    static let tileBuckets = [350, 700, 1024, 2048]

    /// A picture element's sources from the photo's images in `buckets`; nil for a photo that could not be read.
    /// `sizes` gets the largest file's width and height, for pictures whose drawn width depends on their shape.
    func imageView(_ photo: PhotoModel, page: String, buckets: [Int], sizes: (Int, Int) -> String, alt: String,
                   lazy: Bool) -> ImageView? {
        // Asked once: the model names its images afresh at each call (`RenderedImages`).
        let images = photo.images
        func candidates(_ format: ImageFormat) -> [ImageFile] {
            var seenWidths = Set<Int>()
            return images.filter { $0.format == format && buckets.contains($0.bucket) }
                .sorted { ($0.bucket, $0.path) < ($1.bucket, $1.path) }
                .filter { seenWidths.insert($0.width).inserted }
        }
        func srcset(_ files: [ImageFile]) -> String {
            files.map { "\(href(page, $0.path)) \($0.width)w" }.joined(separator: ", ")
        }
        let jpeg = candidates(.jpeg), webp = candidates(.webp)
        let fallback = jpeg.isEmpty ? webp : jpeg
        guard let smallest = fallback.first, let largest = fallback.last else { return nil }
        // The `src` for browsers without srcset: the display size for a single photo, the smallest for tiles.
        let plain = buckets.contains(350) ? smallest : (fallback.last { $0.bucket <= 1024 } ?? largest)
        return ImageView(src: href(page, plain.path), jpegSrcset: srcset(fallback),
                         webpSrcset: jpeg.isEmpty || webp.isEmpty ? nil : srcset(webp),
                         sizes: sizes(largest.width, largest.height),
                         width: plain.width, height: plain.height, alt: alt, color: Self.validColor(photo.placeholderColor),
                         lazy: lazy)
    }

    /// Every tile loads lazily, the first rows too: a lazy image is fetched after layout, by when site.js has given
    /// it the remembered stop's `sizes`. An eager one is fetched by the preload scanner with the markup's (the default
    /// stop's), which downloaded the wrong bucket for anyone who had chosen another stop. (Chromium still fetches the
    /// first tile early, with the markup's `sizes`: they are the default stop's for the viewport's width, so only a
    /// visitor who chose another stop gets another file for that one tile.)
    func tile(_ photo: PhotoModel, index: Int, page: String) -> TileView {
        let alt = Self.label(photo)
        let tagSlugs = photo.tags.compactMap { layout.tagSlug($0) }
        var aspect = 1.0
        let square = model.settings.grid == .square
        let image = imageView(photo, page: page, buckets: Self.tileBuckets, sizes: {
            aspect = ZoomLevel.tileAspect(width: $0, height: $1)
            return square ? ZoomLevel.defaultImageSizes(coverFactor: ZoomLevel.coverFactor(width: $0, height: $1))
                : ZoomLevel.defaultJustifiedSizes(aspect: aspect)
        }, alt: alt, lazy: true)
        var view = TileView(anchor: "t-\(index)", index: index, href: href(page, layout.photoPagePath(photo.id) ?? ""),
                        alt: alt, aspect: ZoomLevel.decimal(aspect), image: image,
                        rating: shownRating(photo), isFavorite: photo.favorite,
                        tagSlugs: tagSlugs.joined(separator: " "),
                        durationText: photo.kind == .video ? photo.duration.map(FactText.duration) : nil,
                        tileCaption: UserText.displayOrNil(photo.caption),
                        videoHref: photo.videoPath.map { href(page, $0) },
                        originalHref: photo.originalPath.map { href(page, $0) },
                        infoText: infoText(photo))
        if theme.prerendersTiles { view.prerendered = view.html(unreadable: strings.page["unreadable"] ?? "") }
        return view
    }

    func countText(_ count: Int) -> String { strings.count(count, one: "photoCountOne", other: "photoCountOther") }

    /// Renders `view` with the template `name`, the strings reachable as `{{t.key}}` from anywhere in it.
    func render(_ name: String, _ view: Any) throws -> String {
        try theme.render(name, view, strings: strings.page)
    }

    /// Page `number` of a paginated collection whose first page is `first` (`favorites.html` -> `favorites.page-2.html`).
    static func collectionPage(_ first: String, _ number: Int) -> String {
        number <= 1 ? first : String(first.dropLast(".html".count)) + ".page-\(number).html"
    }

    static func pageCount(_ count: Int) -> Int { SiteLayout.pageCount(count) }

    func pagination(current: Int, count: Int, page: String, path: (Int) -> String) -> PaginationView? {
        guard count > 1 else { return nil }
        let pages = (1...count).map { PageLink(number: $0, pageHref: href(page, path($0)), isCurrentPage: $0 == current) }
        return PaginationView(prevHref: current > 1 ? href(page, path(current - 1)) : nil,
                              nextHref: current < count ? href(page, path(current + 1)) : nil, pages: pages)
    }

    func file(_ path: String, _ html: String) -> SiteFile {
        SiteFile(path: path, contents: Array(html.utf8))
    }
}
