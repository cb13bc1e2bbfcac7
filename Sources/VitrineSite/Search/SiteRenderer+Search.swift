import VitrineLibrary

extension SiteRenderer {
    /// A photo as the search index holds it (`SearchEntry`): its tile's record, linked from the results page, and
    /// the words of its title, caption, tags, place (the country named in the site's language), camera, lens, the
    /// titles of its album and the albums above it (`albumWords`), and its date (the year, and the month as
    /// `SearchEntry.monthWord`, which the search box matches with month names).
    func searchEntry(_ photo: PhotoModel, albumWords: [String]) -> SearchEntry {
        var words = albumWords
        var texts = [photo.title, photo.caption, placeText(photo), photo.place?.region, photo.placeName,
                     photo.exif.make, photo.exif.model, photo.exif.lens]
        texts += photo.tags.map(Optional.some)
        for text in texts { if let text { words += SearchText.words(text) } }
        if let date = Self.yearAndMonth(photo.exif.dateTimeOriginal) {
            words.append(String(date.year))
            words.append(SearchEntry.monthWord(date.month))
        }
        return SearchEntry(record: searchRecord(photo), words: Set(words).sorted())
    }

    /// A photo's `SearchEntry.record`: its tile's record, linked from the results page.
    func searchRecord(_ photo: PhotoModel) -> String {
        JSONValue.object(photoRecord(photo, page: SearchIndex.pagePath)).text
    }

    /// The words of the titles of an album and the albums above it, the home album's (the site's title) left out.
    func albumWords(_ context: AlbumContext) -> [String] {
        (context.ancestors + [context.album]).filter { !$0.sourcePath.isEmpty }.flatMap { SearchText.words(albumTitle($0)) }
    }

    /// Year and month of an EXIF date (`YYYY:MM:DD hh:mm:ss`, or with dashes); nil when it is not one.
    static func yearAndMonth(_ text: String?) -> (year: Int, month: Int)? {
        guard let text else { return nil }
        let digits = text.unicodeScalars.prefix(7).map { $0 }
        guard digits.count == 7, let year = Int(String(String.UnicodeScalarView(digits[0..<4]))),
              let month = Int(String(String.UnicodeScalarView(digits[5..<7]))), (1000...9999).contains(year), (1...12).contains(month)
        else { return nil }
        return (year, month)
    }

    /// The results page: the header's search box sends its words here (`?q=`), and search.js fills the grid.
    func searchPageFile() throws -> SiteFile {
        let path = SearchIndex.pagePath
        let heading = strings.text("search")
        let crumbs = [Crumb(crumbTitle: strings.text("home"), crumbHref: href(path, SiteLayout.homePath), isCurrentCrumb: false),
                      Crumb(crumbTitle: heading, crumbHref: "", isCurrentCrumb: true)]
        let grid = GridView(gridStyle: model.settings.grid.rawValue, countText: "", tiles: [], filters: nil, pagination: nil)
        let view = CollectionPageView(chrome: chrome(page: path, title: heading, section: .search), breadcrumb: crumbs,
                                      heading: heading, grid: grid, emptyText: "")
        return file(path, try render("collection", view))
    }

    /// The month words the search box knows: the site's language's first, then every other the theme speaks.
    var searchMonths: [String: Int] {
        let own = Self.languageTag(model.settings.language)
        return SearchMonths.words(theme: theme, languages: [own] + theme.languages.keys.sorted().filter { $0.lowercased() != own.lowercased() })
    }
}
