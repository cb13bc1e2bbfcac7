import VitrineLibrary
import VitrineSite

/// A change of some photos' page-only values (title, caption, label, rating, favourite, tags) in their sidecars, set
/// against the index of the site the last build left: the pages it changes, the photos those pages show, and the
/// index after it. Pure: the build loads the photos and renders the pages (the sidecar way, `Builder.sidecarWay`).
///
/// The pages are those whose keys (`SitePlan`) the change can reach: each changed photo's page, every page of its
/// album and of the albums it is the cover of, the first page of those albums' parents (their cards), the tag index
/// when it has or had tags, the map when it is on it, the feed when it is in it, and of the favourites and each tag it
/// is or was in, and of its year and month on the timeline: when the collection's members are the same before and after, the pages showing a changed photo (all
/// of them when it is the first, whose picture is every page's card with `baseURL`); else every page (each shows the
/// count). A change that would move anything (a photo published or hidden, a new image, date or position, a tag
/// appearing or disappearing, a collection gaining or losing a page) is no such change: `init` returns nil.
struct SidecarChange {
    var selection = PageSelection()
    /// Ids of the photos the pages show as tiles, entries or pages, with every photo sharing content with one of
    /// them (which photo stands for a content in a collection depends on all of them). Their albums are laid out:
    /// these photos' page paths are linked.
    var shown: Set<String> = []
    /// Ids of the photos shown only as an album's cover (its card, its pages' card picture) or as a collection's
    /// card picture: no page path is linked.
    var covers: Set<String> = []
    /// The whole of each collection some of whose pages are selected, after the change: the partial model holds
    /// only the photos of those pages.
    var members = CollectionMembers()
    /// The site's outline after the change.
    var outline: SiteOutline
    /// The index after the change (the library digests still the previous build's).
    var index: SiteIndex
    /// Where each changed photo is in the index: its album's place in `index.albums` and its own in the album.
    let places: [String: (album: Int, position: Int)]
    /// True when no changed photo shows differently anywhere (`SiteIndex.Photo.shown`: a rating visitors do not
    /// see): no page is rendered and the search index is as it was. A photo that shows differently selects its page.
    var changesNoPage: Bool { selection.photoPages.isEmpty }

    /// - Parameters:
    ///   - cardsShowPhotos: true when pages' cards show a picture (the site has a `baseURL`).
    ///   - changes: the changed photos' records as they are now, by id; each must be in `previous`.
    init?(previous: SiteIndex, cardsShowPhotos: Bool, changes: [String: SiteIndex.Photo]) {
        var index = previous
        let places = previous.places(of: Set(changes.keys))
        guard places.count == changes.count else { return nil }
        self.places = places
        var collectionsChanged = false
        var visible: [String: SiteIndex.Photo] = [:]
        for (id, photo) in changes {
            guard let place = places[id] else { return nil }
            let old = previous.albums[place.album].photos[place.position]
            guard old.structure == photo.structure, old.outline.contentID == photo.outline.contentID,
                  old.outline.mapped == photo.outline.mapped, old.outline.date == photo.outline.date else { return nil }
            if old.outline.favorite != photo.outline.favorite || old.outline.tags != photo.outline.tags { collectionsChanged = true }
            var record = photo
            // Its page's slug is its album's to give (no sidecar edit moves a photo): the last build's.
            record.slug = old.slug
            if old.outline == photo.outline, old.shown == photo.shown {
                // Shown nowhere (a rating visitors do not see): its words and search record are as they were.
                record.searchWords = old.searchWords
            } else {
                visible[id] = photo
            }
            index.albums[place.album].photos[place.position] = record
        }
        // Titles, captions and ratings leave the outline as it was; favourites and tags are counted again. Every
        // photo's outline is listed once, as it is now; the changed photos' outlines before are given by their places.
        let starts = index.albumStarts()
        var outlinesNow: [OutlinePhoto] = []
        var outlinesBefore: [Int: OutlinePhoto] = [:]
        if collectionsChanged {
            outlinesNow = index.outlines
            for (id, place) in places where changes[id] != nil {
                outlinesBefore[starts[place.album] + place.position] = previous.albums[place.album].photos[place.position].outline
            }
            index.outline = index.outlineFromPhotos(outlinesNow)
            guard index.outline.hasSameShape(as: previous.outline) else { return nil }
        }
        outline = index.outline
        self.index = index

        let albumIndexes = Dictionary(previous.albums.enumerated().map { ($1.sourcePath, $0) }, uniquingKeysWith: { first, _ in first })
        let parents = previous.parents()
        let feed = Set(previous.feed)
        var favorites = false
        var tags = Set<String>()
        var dates = Set<String>()
        for (id, photo) in visible {
            guard let place = places[id] else { continue }
            let old = previous.albums[place.album].photos[place.position].outline
            selection.photoPages.insert(id)
            selection.albums.insert(previous.albums[place.album].sourcePath)
            for (albumIndex, album) in previous.albums.enumerated() where album.coverPhotoID == id {
                selection.albums.insert(album.sourcePath)
                if let parent = parents[albumIndex] { selection.albumFirstPages.insert(previous.albums[parent].sourcePath) }
            }
            if old.favorite || photo.outline.favorite { favorites = true }
            let keys = Set((old.tags + photo.outline.tags).map(SiteLayout.tagKey))
            if !keys.isEmpty {
                tags.formUnion(keys)
                selection.tagIndex = true
            }
            dates.formUnion(TimelineGroups.keys(of: old))
            if old.mapped { selection.map = true }
            if feed.contains(id) { selection.feed = true }
        }

        // The photos those pages show, as the index has them after the change.
        var shown = Set(visible.keys)
        var covers = Set<String>()
        for path in selection.albums.union(selection.albumFirstPages) {
            guard let albumIndex = albumIndexes[path] else { continue }
            let album = index.albums[albumIndex]
            if selection.albums.contains(path) { shown.formUnion(album.photos.map(\.outline.id)) }
            if let cover = album.coverPhotoID { covers.insert(cover) }
            // Its first page shows its sub-albums' cards with their covers.
            var child = albumIndex + 1
            for _ in 0..<album.childCount {
                guard child < index.albums.count else { break }
                if let cover = index.albums[child].coverPhotoID { covers.insert(cover) }
                child = Self.nextSibling(of: child, in: index.albums)
            }
        }
        if selection.tagIndex, let first = outline.tags.first?.firstPhotoID { shown.insert(first) }
        if selection.map {
            for photo in index.photos where photo.outline.mapped { shown.insert(photo.outline.id) }
        }
        // Every photo's outline is walked only for a favourite or a tag the change reaches. A title, caption or rating
        // leaves every photo's favourite and tags, so the members, as they were.
        let needsMembers = favorites || !tags.isEmpty
        if needsMembers, outlinesNow.isEmpty { outlinesNow = index.outlines }
        let after = needsMembers ? CollectionMembers(photos: outlinesNow, favorites: favorites, tagKeys: tags) : CollectionMembers()
        var before = after
        if collectionsChanged {
            before = CollectionMembers(photos: outlinesNow, replacing: outlinesBefore, favorites: favorites, tagKeys: tags)
        }
        let changed = Set(visible.keys)
        if let members = after.favorites {
            selection.favoritePages = Self.pages(of: members, before: before.favorites ?? [], changed: changed,
                                                 cardsShowPhotos: cardsShowPhotos, shown: &shown, covers: &covers)
            if !selection.favoritePages.isEmpty { self.members.favorites = members }
        }
        // Tags and timeline pages alike: the pages of each collection the change reaches, with its members.
        func reached(_ after: [String: [String]], before: [String: [String]]) -> (pages: [String: Set<Int>], members: [String: [String]]) {
            var result: (pages: [String: Set<Int>], members: [String: [String]]) = ([:], [:])
            for (key, members) in after {
                let pages = Self.pages(of: members, before: before[key] ?? [], changed: changed, cardsShowPhotos: cardsShowPhotos,
                                       shown: &shown, covers: &covers)
                guard !pages.isEmpty else { continue }
                result.pages[key] = pages
                result.members[key] = members
            }
            return result
        }
        (selection.tagPages, self.members.tags) = reached(after.tags, before: before.tags)
        // A date is the photo's structure, so the timeline's members are the last build's, which the index keeps as
        // places in site order. Only the pages rendered get their photos' ids; the others' are left empty (the partial
        // model holds none of them): a month of 100,000 photos costs no 100,000 ids, sorted or looked up.
        if !dates.isEmpty {
            let changedPlaces = Set(visible.keys.compactMap { id in places[id].map { Int32(starts[$0.album] + $0.position) } })
            for key in dates {
                guard let members = index.timeline[key] else { return nil }
                let pages = Self.pages(count: members.count, unchanged: true, cardsShowPhotos: cardsShowPhotos,
                                       changedAt: members.indices.filter { changedPlaces.contains(members[$0]) })
                guard !pages.isEmpty else { continue }
                var ids = [String](repeating: "", count: members.count)
                let onPages = Self.positions(on: pages, count: members.count)
                for position in onPages + [0] {
                    guard let photo = index.photo(at: Int(members[position]), starts: starts) else { return nil }
                    ids[position] = photo.outline.id
                }
                for position in onPages { shown.insert(ids[position]) }
                covers.insert(ids[0])
                selection.datePages[key] = pages
                self.members.dates[key] = ids
            }
        }
        if selection.feed { shown.formUnion(previous.feed) }
        // A content on several photos: every one of them (the index lists those photos; most sites have none).
        let sharing = index.sharedContents.compactMap { index.photo(at: Int($0), starts: starts)?.outline }
        let contents = Set(sharing.lazy.filter { shown.contains($0.id) }.map(\.contentID))
        for photo in sharing where contents.contains(photo.contentID) { shown.insert(photo.id) }
        self.shown = shown
        self.covers = covers.subtracting(shown)
    }

    /// The pages of a collection whose members are `members` (`before` the change) the change reaches, their photos
    /// added to `shown` and its first photo (every page's card) to `covers`.
    private static func pages(of members: [String], before: [String], changed: Set<String>, cardsShowPhotos: Bool,
                              shown: inout Set<String>, covers: inout Set<String>) -> Set<Int> {
        let unchanged = members == before
        let changedAt = unchanged ? members.indices.filter { changed.contains(members[$0]) } : []
        let pages = pages(count: members.count, unchanged: unchanged, cardsShowPhotos: cardsShowPhotos, changedAt: changedAt)
        guard let first = members.first else { return pages }
        for position in positions(on: pages, count: members.count) { shown.insert(members[position]) }
        if !pages.isEmpty { covers.insert(first) }
        return pages
    }

    /// The pages of a collection of `count` members an edit reaches: every page when its members change (each shows
    /// the count); else the pages of the changed photos (at `changedAt`), and every page when the first is one of them
    /// and the cards show it.
    private static func pages(count: Int, unchanged: Bool, cardsShowPhotos: Bool, changedAt: [Int]) -> Set<Int> {
        let pageCount = SiteLayout.pageCount(count)
        guard unchanged else { return Set(1...pageCount) }
        var pages = Set<Int>()
        for position in changedAt {
            if position == 0, cardsShowPhotos { return Set(1...pageCount) }
            pages.insert(position / SiteLayout.tilesPerPage + 1)
        }
        return pages
    }

    /// The members' positions on `pages` of a collection of `count`.
    private static func positions(on pages: Set<Int>, count: Int) -> [Int] {
        pages.sorted().flatMap { page in
            let start = (page - 1) * SiteLayout.tilesPerPage
            return Array(start..<min(count, start + SiteLayout.tilesPerPage))
        }
    }

    /// The index of the album after `album`'s subtree.
    private static func nextSibling(of album: Int, in albums: [SiteIndex.Album]) -> Int {
        var next = album + 1
        var remaining = albums[album].childCount
        while remaining > 0, next < albums.count {
            remaining -= 1
            remaining += albums[next].childCount
            next += 1
        }
        return next
    }
}
