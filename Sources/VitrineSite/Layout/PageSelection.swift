/// Which pages of a site the sidecar way renders again (`SitePlan.pages(in:)`): those showing a photo whose page-only
/// values (title, rating, tags, ...) changed. Site files that show no photo (assets, robots.txt, the not-found
/// page) and those a sidecar change cannot reach (the quiz, the sitemap) are never selected.
public struct PageSelection: Sendable, Hashable {
    /// Albums (source paths) whose every page and filter index are selected.
    public var albums: Set<String> = []
    /// Albums whose first page is selected: it shows a sub-album's card.
    public var albumFirstPages: Set<String> = []
    /// Photo ids whose pages are selected.
    public var photoPages: Set<String> = []
    /// Numbers (from 1) of the favourites' pages selected.
    public var favoritePages: Set<Int> = []
    public var tagIndex = false
    /// Numbers of the pages selected of each tag, by tag key (lowercased).
    public var tagPages: [String: Set<Int>] = [:]
    /// Numbers of the pages selected of each timeline page, by key (`2019`, `2019-03`).
    public var datePages: [String: Set<Int>] = [:]
    public var map = false
    public var feed = false

    public init() {}
}
