import VitrineLibrary

/// The timeline: `timeline/index.html` lists the years (newest first) and their months with counts; each year has
/// `timeline/<yyyy>/index.html` and each month `timeline/<yyyy>/<mm>.html`, grids of their photos oldest first
/// (`TimelineGroups`), paginated as the favourites are. Photos without a date are counted on the timeline page and
/// shown on none: a page of them would say nothing of when they were taken.
extension SiteRenderer {
    static let timelinePath = "timeline/index.html"

    /// One year or month page.
    struct DateEntry {
        /// `2019` or `2019-03`.
        var key: String
        var year: Int
        /// Nil for a year's page.
        var month: Int?
        /// Photos on the page, each content once: `photos.count` for a full model, the outline's for a partial one.
        var count: Int
        var photos: PhotoList
    }

    /// The year and month pages of `order` (a model's photos in site order), oldest first, and the undated count; for
    /// a partial model, the outline's pages with the members given, else the photos the model holds.
    static func dateEntries(_ order: PhotoList, model: SiteModel, outline: SiteOutline?,
                            members: CollectionMembers) -> ([DateEntry], Int) {
        let held = TimelineGroups(photos: order.lazy.map(OutlinePhoto.init))
        let counts = outline?.dates.map { ($0.key, $0.count) } ?? held.members.map { ($0.key, $0.value.count) }.sorted { $0.0 < $1.0 }
        let entries = counts.compactMap { key, count -> DateEntry? in
            guard let year = Int(key.prefix(4)) else { return nil }
            let month = key.count == 7 ? Int(key.suffix(2)) : nil
            let photos = members.dates[key].map { PhotoList(model.photos, members: $0) } ?? PhotoList(model.photos, ids: held.members[key] ?? [])
            return DateEntry(key: key, year: year, month: month, count: outline == nil ? photos.count : count, photos: photos)
        }
        return (entries, outline?.undatedCount ?? held.undatedCount)
    }

    static func datePagePath(_ entry: DateEntry) -> String {
        let year = TimelineDate.yearKey(entry.year)
        return entry.month.map { "timeline/\(year)/\(FactText.twoDigits($0)).html" } ?? "timeline/\(year)/index.html"
    }

    /// `2019`, or `March 2019` in the site's language.
    func periodName(_ entry: DateEntry) -> String {
        let year = TimelineDate.yearKey(entry.year)
        guard let month = entry.month else { return year }
        return strings.text("monthYear", ["month": strings.text("month\(month)"), "year": year])
    }

    private func periodLink(_ entry: DateEntry, page: String, isCurrent: Bool = false) -> TimelinePeriodLink {
        TimelinePeriodLink(periodText: periodName(entry), periodHref: href(page, Self.datePagePath(entry)),
                           periodCount: countText(entry.count), isCurrentPeriod: isCurrent)
    }

    private func months(of year: Int) -> [DateEntry] { dates.filter { $0.year == year && $0.month != nil } }

    /// The timeline page.
    func timelineFile() throws -> SiteFile {
        let path = Self.timelinePath
        let heading = strings.text("timeline")
        let years = dates.filter { $0.month == nil }.reversed().map { year in
            TimelineYearView(yearText: periodName(year), yearHref: href(path, Self.datePagePath(year)), yearCount: countText(year.count),
                             months: months(of: year.year).map { periodLink($0, page: path) })
        }
        let undated = undatedCount == 0 ? nil : strings.count(undatedCount, one: "undatedOne", other: "undatedOther")
        let crumbs = [Crumb(crumbTitle: strings.text("home"), crumbHref: href(path, SiteLayout.homePath), isCurrentCrumb: false),
                      Crumb(crumbTitle: heading, crumbHref: "", isCurrentCrumb: true)]
        let view = TimelineView(chrome: chrome(page: path, title: heading, section: .timeline), breadcrumb: crumbs,
                                heading: heading, years: Array(years), undatedText: undated)
        return file(path, try render("timeline", view))
    }

    /// Page `number` of a year's or a month's photos.
    func datePageFile(_ index: Int, number: Int) throws -> SiteFile {
        let entry = dates[index]
        let first = Self.datePagePath(entry)
        let page = Self.collectionPage(first, number)
        let peers = dates.indices.filter { (dates[$0].month == nil) == (entry.month == nil) }
        let position = peers.firstIndex(of: index)
        let previous = position.flatMap { $0 > 0 ? dates[peers[$0 - 1]] : nil }
        let next = position.flatMap { $0 + 1 < peers.count ? dates[peers[$0 + 1]] : nil }
        let steps = TimelineStepsView(months: entry.month == nil ? months(of: entry.year).map { periodLink($0, page: page) } : [],
                                      previous: previous.map { periodLink($0, page: page) },
                                      next: next.map { periodLink($0, page: page) })
        var parents = [(title: strings.text("timeline"), path: Self.timelinePath)]
        if entry.month != nil, let year = dates.first(where: { $0.year == entry.year && $0.month == nil }) {
            parents.append((periodName(year), Self.datePagePath(year)))
        }
        return try collectionPageFile(first: first, heading: periodName(entry), section: .timeline, photos: entry.photos,
                                      emptyText: "", parents: parents, number: number, steps: steps)
    }
}
