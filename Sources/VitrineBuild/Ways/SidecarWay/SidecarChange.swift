import VitrineLibrary
import VitrineSite

/// A change of some photos' page-only values (title, caption, label, rating, favourite, tags) in their sidecars, set
/// against the index of the site the last build left: the pages it changes, the photos those pages show, and the
/// index after it. Pure: the build loads the photos and renders the pages (the sidecar way, `Builder.sidecarWay`).
///
/// The pages are those whose keys (`SitePlan`) the change can reach: each changed photo's page, every page of its
/// album and of the albums it is the cover of, the first page of those albums' parents (their cards), the
/// favourites, tag pages and tag index when it is or was in them, the map when it is on it, the feed when it is
/// in it. A change that would move anything (a photo published or hidden, a new image, date or position, a tag
/// appearing or disappearing, a collection gaining or losing a page) is no such change: `init` returns nil.
struct SidecarChange {
    var selection = PageSelection()
    /// Ids of the photos the pages show as tiles, entries or pages, with every photo sharing content with one of
    /// them (collections show each content once: which photo stands for it depends on all of them). Their albums are
    /// laid out: these photos' page paths are linked.
    var shown: Set<String> = []
    /// Ids of the photos shown only as an album's cover (its card, its pages' card picture): no page path is linked.
    var covers: Set<String> = []
    /// The site's outline after the change.
    var outline: SiteOutline
    /// The index after the change (the library digests still the previous build's).
    var index: SiteIndex

    /// - Parameter changes: the changed photos' records as they are now, by id; each must be in `previous`.
    init?(previous: SiteIndex, changes: [String: SiteIndex.Photo]) {
        var index = previous
        var places: [String: (album: Int, position: Int)] = [:]
        for (albumIndex, album) in previous.albums.enumerated() {
            for (position, photo) in album.photos.enumerated() where changes[photo.outline.id] != nil {
                places[photo.outline.id] = (albumIndex, position)
            }
        }
        guard places.count == changes.count else { return nil }
        var collectionsChanged = false
        for (id, photo) in changes {
            guard let place = places[id] else { return nil }
            let old = previous.albums[place.album].photos[place.position]
            guard old.structure == photo.structure, old.outline.contentID == photo.outline.contentID,
                  old.outline.mapped == photo.outline.mapped else { return nil }
            if old.outline.favorite != photo.outline.favorite || old.outline.tags != photo.outline.tags { collectionsChanged = true }
            index.albums[place.album].photos[place.position] = photo
        }
        // Titles, captions and ratings leave the outline as it was; favourites and tags are counted again.
        if collectionsChanged {
            index.outline = index.outlineFromPhotos()
            guard index.outline.hasSameShape(as: previous.outline) else { return nil }
        }
        outline = index.outline
        self.index = index

        let albumIndexes = Dictionary(previous.albums.enumerated().map { ($1.sourcePath, $0) }, uniquingKeysWith: { first, _ in first })
        let parents = previous.parents()
        let feed = Set(previous.feed)
        for (id, photo) in changes {
            guard let place = places[id] else { continue }
            let old = previous.albums[place.album].photos[place.position].outline
            selection.photoPages.insert(id)
            selection.albums.insert(previous.albums[place.album].sourcePath)
            for (albumIndex, album) in previous.albums.enumerated() where album.coverPhotoID == id {
                selection.albums.insert(album.sourcePath)
                if let parent = parents[albumIndex] { selection.albumFirstPages.insert(previous.albums[parent].sourcePath) }
            }
            if old.favorite || photo.outline.favorite { selection.favorites = true }
            let tags = Set((old.tags + photo.outline.tags).map(SiteLayout.tagKey))
            if !tags.isEmpty {
                selection.tags.formUnion(tags)
                selection.tagIndex = true
            }
            if old.mapped { selection.map = true }
            if feed.contains(id) { selection.feed = true }
        }

        // The photos those pages show, as the index has them after the change.
        var shown = Set(changes.keys)
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
        let tags = selection.tags
        for photo in index.photos {
            let outline = photo.outline
            if (selection.favorites && outline.favorite) || (selection.map && outline.mapped)
                || (!tags.isEmpty && outline.tags.contains { tags.contains(SiteLayout.tagKey($0)) }) {
                shown.insert(outline.id)
            }
        }
        if selection.feed { shown.formUnion(previous.feed) }
        var contents = Set<ContentID>()
        for photo in index.photos where shown.contains(photo.outline.id) { contents.insert(photo.outline.contentID) }
        for photo in index.photos where contents.contains(photo.outline.contentID) { shown.insert(photo.outline.id) }
        self.shown = shown
        self.covers = covers.subtracting(shown)
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
