import VitrineLibrary

extension SiteRenderer {
    /// Page `number` of the favourites.
    func favoritesPageFile(number: Int) throws -> SiteFile {
        try collectionPageFile(first: SiteLayout.favoritesPath, heading: strings.text("favourites"), section: .favorites,
                               photos: favorites, emptyText: strings.text("noFavourites"), number: number)
    }

    /// The tag index: every tag with its count.
    func tagIndexFile() throws -> SiteFile {
        let indexPath = SiteLayout.tagIndexPath
        let index = TagIndexView(
            chrome: chrome(page: indexPath, title: strings.text("tags"), section: .tags, summary: tags.map(\.name).joined(separator: ", "),
                           cardPhoto: tags.first?.photos.first), heading: strings.text("tags"),
            tags: tags.map { TagLinkView(tagName: $0.name, tagHref: href(indexPath, Self.tagPagePath($0)), tagCount: strings.number($0.count)) })
        return file(indexPath, try render("tags", index))
    }

    /// Page `number` of one tag's photos.
    func tagPageFile(_ tag: TagEntry, number: Int) throws -> SiteFile {
        try collectionPageFile(first: Self.tagPagePath(tag), heading: tag.name, section: .tags, photos: tag.photos,
                               emptyText: strings.text("noTagPhotos"), parents: [(strings.text("tags"), SiteLayout.tagIndexPath)], number: number)
    }

    static func tagPagePath(_ tag: TagEntry) -> String { "tags/\(tag.slug).html" }

    /// True when the model holds the photos page `number` of `photos` shows, and the first (every page's card).
    func holdsPage(_ number: Int, of photos: PhotoList) -> Bool {
        let start = (number - 1) * SiteLayout.tilesPerPage
        return photos.isEmpty || (photos.first != nil && photos.holds(start..<start + SiteLayout.tilesPerPage))
    }

    /// Page `number` of a paginated collection whose first page is `first`; `parents` lead from the home page to it.
    func collectionPageFile(first: String, heading: String, section: Section, photos: PhotoList, emptyText: String,
                            parents: [(title: String, path: String)] = [], number: Int, steps: TimelineStepsView? = nil) throws -> SiteFile {
        let pageCount = Self.pageCount(photos.count)
        let path = Self.collectionPage(first, number)
        guard holdsPage(number, of: photos) else { throw SiteError.photosNotHeld(page: path) }
        let start = min(photos.count, (number - 1) * SiteLayout.tilesPerPage)
        let slice = photos[start..<min(photos.count, start + SiteLayout.tilesPerPage)]
        let tiles = slice.enumerated().map { offset, photo in
            tile(photo, index: start + offset, page: path)
        }
        let grid = photos.isEmpty ? nil : GridView(
            gridStyle: model.settings.grid.rawValue, countText: countText(photos.count), tiles: tiles, filters: nil,
            pagination: pagination(current: number, count: pageCount, page: path) { Self.collectionPage(first, $0) })
        var crumbs = [Crumb(crumbTitle: strings.text("home"), crumbHref: href(path, SiteLayout.homePath), isCurrentCrumb: false)]
        for parent in parents {
            crumbs.append(Crumb(crumbTitle: parent.title, crumbHref: href(path, parent.path), isCurrentCrumb: false))
        }
        crumbs.append(Crumb(crumbTitle: heading, crumbHref: "", isCurrentCrumb: true))
        let pageTitle = number > 1 ? strings.text("pageSuffix", ["title": heading, "n": String(number)]) : heading
        let view = CollectionPageView(chrome: chrome(page: path, title: pageTitle, section: section,
                                                     summary: countText(photos.count), cardPhoto: photos.first),
                                      breadcrumb: crumbs,
                                      heading: heading, grid: grid, emptyText: emptyText, steps: steps)
        return file(path, try render("collection", view))
    }

    /// `404.html` is served at any depth, so its links start from the published base URL (or the host root).
    func notFoundFile() throws -> SiteFile {
        var base = model.settings.baseURL.flatMap { $0.hasPrefix("https://") || $0.hasPrefix("http://") ? $0 : nil } ?? "/"
        if !base.hasSuffix("/") { base += "/" }
        var view = chrome(page: SiteLayout.notFoundPath, title: strings.text("pageNotFound"), section: .other)
        view.homeHref = base + SiteLayout.homePath
        view.cssHref = base + assets.cssPath
        view.jsHref = base + assets.jsPath
        view.iconHref = base + assets.iconPath
        view.searchHref = base + SearchIndex.pagePath
        view.nav = []
        return file(SiteLayout.notFoundPath, try render("notfound", NotFoundView(chrome: view)))
    }
}
