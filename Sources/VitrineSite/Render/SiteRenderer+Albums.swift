import VitrineLibrary

extension SiteRenderer {
    /// Page `number` (1-based) of an album's grid.
    func albumPageFile(_ context: AlbumContext, number: Int) throws -> SiteFile? {
        let photos = context.photos
        guard let path = layout.albumPagePath(context.album.sourcePath, page: number) else { return nil }
        let first = (number - 1) * SiteLayout.tilesPerPage
        let slice = Array(photos[min(first, photos.count)..<min(photos.count, first + SiteLayout.tilesPerPage)])
        let view = albumPage(context.album, ancestors: context.ancestors, path: path, number: number,
                             pageCount: context.pageCount, photos: photos, slice: slice, firstIndex: first)
        return file(path, try render("album", view))
    }

    /// The album's filter index; nil for an album without photos.
    func albumIndexFile(_ context: AlbumContext) -> SiteFile? {
        guard !context.photos.isEmpty, let indexPath = layout.albumIndexPath(context.album.sourcePath) else { return nil }
        return SiteFile(path: indexPath, contents: Array(albumIndex(context.photos, page: indexPath, pageCount: context.pageCount).utf8))
    }

    func albumTitle(_ album: AlbumModel) -> String {
        album.sourcePath.isEmpty ? UserText.display(model.settings.title)
            : UserText.displayOrNil(album.title) ?? UserText.display(SiteLayout.lastComponent(album.sourcePath))
    }

    func breadcrumb(_ trail: [AlbumModel], page: String, currentTitle: String?) -> [Crumb] {
        var crumbs = trail.map { album in
            Crumb(crumbTitle: album.sourcePath.isEmpty ? strings.text("home") : albumTitle(album),
                  crumbHref: href(page, layout.albumPagePath(album.sourcePath) ?? SiteLayout.homePath), isCurrentCrumb: false)
        }
        if let currentTitle { crumbs.append(Crumb(crumbTitle: currentTitle, crumbHref: "", isCurrentCrumb: true)) }
        return crumbs
    }

    private func albumPage(_ album: AlbumModel, ancestors: [AlbumModel], path: String, number: Int, pageCount: Int,
                           photos: PhotoList, slice: [PhotoModel], firstIndex: Int) -> AlbumPageView {
        let isRoot = album.sourcePath.isEmpty
        let title = albumTitle(album)
        let pageTitle = number <= 1 ? (isRoot ? "" : title)
            : isRoot ? strings.text("pageNumber", ["n": String(number)]) : strings.text("pageSuffix", ["title": title, "n": String(number)])
        let tiles = slice.enumerated().map { offset, photo in
            tile(photo, index: firstIndex + offset, page: path)
        }
        var grid: GridView?
        if !photos.isEmpty {
            grid = GridView(gridStyle: model.settings.grid.rawValue, countText: countText(photos.count), tiles: tiles,
                            filters: filters(photos, page: path, pageCount: pageCount),
                            pagination: pagination(current: number, count: pageCount, page: path) {
                                layout.albumPagePath(album.sourcePath, page: $0) ?? path
                            })
        }
        let cards = number == 1 ? album.albums.enumerated().map { albumCard($1, page: path, mayLead: isRoot && $0 == 0) }
            + album.lockedAlbums.map { lockedCard($0, page: path) } : []
        let isEmpty = photos.isEmpty && album.albums.isEmpty && album.lockedAlbums.isEmpty
        return AlbumPageView(
            chrome: chrome(page: path, title: pageTitle, section: isRoot ? .home : .other, description: album.description,
                           summary: countText(photoCount(album)),
                           cardPhoto: Self.coverPhoto(album, model: model)),
            breadcrumb: isRoot ? [] : breadcrumb(ancestors, page: path, currentTitle: title),
            heading: title, albumDescription: UserText.displayOrNil(album.description),
            quizHref: isRoot && number == 1 && hasQuiz ? href(path, SiteLayout.quizPath) : nil,
            timelineHref: isRoot && number == 1 && hasTimeline ? href(path, Self.timelinePath) : nil,
            onThisDay: isRoot && number == 1 && hasTimeline ? OnThisDayView(daysHref: href(path, OnThisDay.daysPath)) : nil,
            download: downloadLink(album, title: title, page: path),
            albums: cards, grid: grid, albumMap: number == 1 ? albumMap(album, photos: photos, page: path) : nil,
            isEmpty: isEmpty, isLibraryEmpty: isEmpty && isRoot,
            emptyHeading: strings.text(isRoot ? "libraryEmptyHeading" : "albumEmptyHeading"))
    }

    /// The album's archive, when the build published one.
    private func downloadLink(_ album: AlbumModel, title: String, page: String) -> DownloadLinkView? {
        guard let policy = model.downloads[album.sourcePath], let archive = archivePaths[album.sourcePath] else { return nil }
        return DownloadLinkView(downloadHref: href(page, archive), downloadName: DownloadPaths.fileName(title: title),
                                downloadLabel: strings.text(policy == .originals ? "downloadAlbumOriginals" : "downloadAlbum"))
    }

    /// The home page's first card is the hero on wide screens (site.css: the row's whole width), when its cover has
    /// the pixels for it: a small picture is not blown up to the width of the screen.
    private func albumCard(_ album: AlbumModel, page: String, mayLead: Bool) -> AlbumCardView {
        let count = photoCount(album)
        let cover = Self.coverPhoto(album, model: model)
        let isHero = mayLead && (cover?.images.map(\.width).max() ?? 0) >= Self.heroMinimumWidth
        return prerendered(AlbumCardView(albumHref: href(page, layout.albumPagePath(album.sourcePath) ?? SiteLayout.homePath),
                                         albumTitle: albumTitle(album), albumCountText: countText(count),
                                         cover: cover.flatMap {
                                             imageView($0, page: page, buckets: Self.tileBuckets,
                                                       sizes: isHero ? Self.heroSizes : Self.coverSizes, alt: "", lazy: !isHero)
                                         }, isLocked: false, isHero: isHero))
    }

    /// The card with its markup written in Swift when the theme's card is the built-in one.
    private func prerendered(_ card: AlbumCardView) -> AlbumCardView {
        guard theme.prerendersCards else { return card }
        var card = card
        card.prerendered = card.html()
        return card
    }

    /// A private album's card: its page and "Private album" in the site's language over a lock the theme draws.
    /// Nothing of the album itself (no title, cover, colour, count or date): the page holds only the keys' wraps.
    private func lockedCard(_ shell: String, page: String) -> AlbumCardView {
        prerendered(AlbumCardView(albumHref: href(page, shell), albumTitle: strings.text("privateAlbum"), albumCountText: nil,
                                  cover: nil, isLocked: true))
    }

    /// `sizes` of an album cover: a 3:2 box (`object-fit: cover`) in a grid of cards at least 300 px wide and 16 px
    /// apart, so under 616 px unless one card fills the row; a picture wider than 3:2 is drawn wider than its box.
    static func coverSizes(width: Int, height: Int) -> String {
        let factor = max(1, ZoomLevel.coverFactor(width: width, height: height) * 2 / 3)
        let times = factor == 1 ? "" : " * \(ZoomLevel.decimal(factor))"
        return "(max-width: 647px) calc((100vw - 32px)\(times)), \(Int((616 * factor).rounded(.up)))px"
    }

    /// The widest file a cover needs for the hero: the row is about 1400 px wide on a common laptop.
    static let heroMinimumWidth = 1400

    /// `sizes` of the hero's cover: from 900 px the row's whole width (`main` is 1800 px at most) in a 21:9 box,
    /// a card below.
    static func heroSizes(width: Int, height: Int) -> String {
        let factor = max(1, ZoomLevel.coverFactor(width: width, height: height) * 9 / 21)
        let times = factor == 1 ? "" : " * \(ZoomLevel.decimal(factor))"
        return "(min-width: 1800px) \(Int((1768 * factor).rounded(.up)))px, (min-width: 900px) calc((100vw - 32px)\(times)), "
            + coverSizes(width: width, height: height)
    }

    static func photoCount(_ album: AlbumModel, model: SiteModel) -> Int {
        album.photoIDs.filter { model.photos[$0] != nil }.count + album.albums.reduce(0) { $0 + photoCount($1, model: model) }
    }

    /// The album's cover, else its first photo, else the first sub-album's cover.
    static func coverPhoto(_ album: AlbumModel, model: SiteModel) -> PhotoModel? {
        if let id = album.coverPhotoID, let photo = model.photos[id] { return photo }
        if let photo = album.photoIDs.lazy.compactMap({ model.photos[$0] }).first { return photo }
        return album.albums.lazy.compactMap { coverPhoto($0, model: model) }.first
    }

    private func filters(_ photos: PhotoList, page: String, pageCount: Int) -> FiltersView {
        var counts: [String: Int] = [:]
        var names: [String: String] = [:]
        for photo in photos {
            for tag in Set(photo.tags.compactMap { layout.tagSlug($0) }) { counts[tag, default: 0] += 1 }
            for tag in photo.tags {
                if let slug = layout.tagSlug(tag), names[slug] == nil { names[slug] = UserText.display(tag) }
            }
        }
        let entries = counts.keys.sorted { ((names[$0] ?? $0).lowercased(), $0) < ((names[$1] ?? $1).lowercased(), $1) }
            .map { FilterTag(slug: $0, name: names[$0] ?? $0, count: strings.number(counts[$0] ?? 0)) }
        return FiltersView(pageCount: pageCount, indexHref: href(page, layout.albumIndexPath(photos[0].albumPath) ?? "index.json"),
                           filterTags: entries, showRatings: model.settings.showRatings)
    }

    /// `index.json`: what the album filter needs to show matches from every page of the album.
    /// URLs are relative to the album's folder, where all its pages are.
    func albumIndex(_ photos: PhotoList, page: String, pageCount: Int) -> String {
        let entries: [JSONValue] = photos.enumerated().map { index, photo in
            var entry = photoRecord(photo, page: page)
            entry["i"] = .int(index)
            entry["t"] = .array(photo.tags.compactMap { layout.tagSlug($0) }.map(JSONValue.string))
            return .object(entry)
        }
        return JSONValue.object(["version": .int(1), "pages": .int(pageCount), "photos": .array(entries)]).text + "\n"
    }

    /// A photo's tile as a filter index (`index.json`) or a search result holds it, links relative to `page`: its page,
    /// label, rating, favourite, caption, pictures, and a video's file, motion clip and length.
    func photoRecord(_ photo: PhotoModel, page: String) -> [String: JSONValue] {
        let medium = ZoomLevel.all[ZoomLevel.defaultIndex]
        let label = Self.label(photo)
        var entry: [String: JSONValue] = [
            "r": .int(shownRating(photo)),
            "f": .bool(photo.favorite),
            "u": .string(href(page, layout.photoPagePath(photo.id) ?? "")),
            "a": .string(label),
        ]
        if let caption = UserText.displayOrNil(photo.caption) { entry["d"] = .string(caption) }
        if let image = imageView(photo, page: page, buckets: Self.tileBuckets, sizes: { _, _ in medium.imageSizes() },
                                 alt: label, lazy: true) {
            entry["s"] = .string(image.src)
            entry["j"] = .string(image.jpegSrcset)
            if let webp = image.webpSrcset { entry["p"] = .string(webp) }
            entry["w"] = .int(image.width)
            entry["h"] = .int(image.height)
            entry["c"] = .string(image.color)
        }
        // Videos and Live Photos, for a viewer: the playable file, the motion clip, the length in seconds.
        if let video = photo.videoPath { entry["v"] = .string(href(page, video)) }
        if let original = photo.originalPath { entry["o"] = .string(href(page, original)) }
        if let clip = photo.motionClipPath { entry["m"] = .string(href(page, clip)) }
        if let info = infoText(photo) { entry["x"] = .string(info) }
        if photo.kind == .video, let duration = photo.duration { entry["d"] = .string(FactText.duration(duration)) }
        return entry
    }
}
