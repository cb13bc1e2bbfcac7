/// Where every page of a site lives: site-relative, `/`-separated paths made of slugs only.
///
/// - home: `index.html` (more pages: `page-2.html`, ...)
/// - album: `albums/<slug>/<slug>/index.html`, its pages `page-N.html`, its filter index `index.json`
/// - photo: `<album dir>/<photo slug>.html`, one per `PhotoModel` (root photos: `photos/<slug>.html`)
/// - tags: `tags/index.html`, `tags/<slug>.html`; favourites: `favorites.html`; quiz: `quiz/index.html`
///
/// Slugs are derived deterministically from folder names, file names and tags, unique among siblings.
public struct SiteLayout: Sendable {
    /// Tiles per album page; longer albums continue on `page-2.html`, ...
    public static let tilesPerPage = 200
    /// The pages a grid of `count` tiles takes (one when empty).
    public static func pageCount(_ count: Int) -> Int { max(1, (count + tilesPerPage - 1) / tilesPerPage) }
    public static let homePath = "index.html"
    public static let favoritesPath = "favorites.html"
    public static let tagIndexPath = "tags/index.html"
    public static let quizPath = "quiz/index.html"
    public static let notFoundPath = "404.html"
    public static let assetsDirectory = "assets/"

    /// Album source path -> its folder in the site ("" for the root, else `albums/.../`).
    private var albumDirectories: [String: String] = [:]
    /// Each album laid out with its photos: its source path and the folder of its photo pages.
    private var laidOutAlbums: [(sourcePath: String, photoDirectory: String)] = []
    /// Photo id -> where it is. One small entry, its page's path made when asked: two dictionaries of strings
    /// (page paths, album paths and positions) were 25 MB at 100,000 photos.
    private var photoPlaces: [String: PhotoPlace] = [:]
    /// Lowercased tag -> slug.
    private var tagSlugs: [String: String] = [:]

    /// Lays out every album, photo and tag of `model`.
    public init(model: SiteModel) {
        photoPlaces.reserveCapacity(model.photos.count)
        layOutAlbum(model.root, directory: "", model: model)
        tagSlugs = Self.tagSlugs(Set(model.photos.values.flatMap { $0.tags.map(Self.tagKey) }).sorted())
    }

    /// Lays out a site of which only some photos are at hand (the sidecar way's partial model): every album, the photos of
    /// the albums in `photoAlbums` (each listed whole in `root`), and the tags named by `tagKeys` (every tag key of
    /// the site). For those, the paths are the ones the full model's layout gives: a photo's file name is the last
    /// component of its id, and an album's `photoIDs` hold only published photos.
    ///
    /// With `known` (the places the full layout gave, by album path), those photos alone are placed, at no cost for
    /// the rest of their albums: a tag edit of a large site links photos of most of its albums.
    public init(root: AlbumModel, tagKeys: [String], photoAlbums: Set<String>, known: [String: [KnownPlace]]? = nil) {
        func photoCount(_ album: AlbumModel) -> Int {
            album.albums.reduce(photoAlbums.contains(album.sourcePath) ? album.photoIDs.count : 0) { $0 + photoCount($1) }
        }
        photoPlaces.reserveCapacity(known.map { $0.values.reduce(0) { $0 + $1.count } } ?? photoCount(root))
        layOutAlbum(root, directory: "", model: nil, photoAlbums: photoAlbums, known: known)
        tagSlugs = Self.tagSlugs(tagKeys)
    }

    /// A photo's place in its album and its page's slug, as the full layout gave them.
    public struct KnownPlace: Sendable {
        public var id: String
        /// Its position in its album's `photoIDs`.
        public var position: Int
        public var slug: String

        public init(id: String, position: Int, slug: String) {
            self.id = id
            self.position = position
            self.slug = slug
        }
    }

    /// The slug of a photo's page (`photoSlug`), or nil.
    public func photoSlug(_ id: String) -> String? { photoPlaces[id]?.slug }

    /// The slug a photo's page has unless a sibling's name or a page of the album takes it: its file name's.
    public static func plainSlug(ofPhoto id: String) -> String {
        Slug.make(stem(lastComponent(id)), fallback: photoSlugFallback)
    }

    static let photoSlugFallback = "photo"

    /// The slug of each of a site's tag keys (sorted): unique among them, never `index` (the tag index's name).
    static func tagSlugs(_ sortedKeys: [String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: zip(sortedKeys, Slug.unique(sortedKeys, fallback: "tag", isReserved: { $0 == "index" })))
    }

    private mutating func layOutAlbum(_ album: AlbumModel, directory: String, model: SiteModel?, photoAlbums: Set<String> = [],
                                      known: [String: [KnownPlace]]? = nil) {
        albumDirectories[album.sourcePath] = directory
        let children = album.albums.sorted { $0.sourcePath < $1.sourcePath }
        let childSlugs = Slug.unique(children.map { Self.lastComponent($0.sourcePath) }, fallback: "album")
        let childBase = directory.isEmpty ? "albums/" : directory
        for (child, slug) in zip(children, childSlugs) {
            layOutAlbum(child, directory: childBase + slug + "/", model: model, photoAlbums: photoAlbums, known: known)
        }
        let photoDirectory = directory.isEmpty ? "photos/" : directory
        if let known {
            guard let places = known[album.sourcePath] else { return }
            let albumNumber = Int32(laidOutAlbums.count)
            laidOutAlbums.append((album.sourcePath, photoDirectory))
            for place in places {
                photoPlaces[place.id] = PhotoPlace(album: albumNumber, index: Int32(clamping: place.position), slug: place.slug)
            }
            return
        }
        guard model != nil || photoAlbums.contains(album.sourcePath) else { return }
        let ids = model.map { model in album.photoIDs.filter { model.photos[$0] != nil } } ?? album.photoIDs
        // Slugs are given in id order; each goes to its id's place by position, not through a dictionary of ids
        // (a tag edit's partial layout does this for most albums of the site).
        let byName = ids.indices.sorted { (ids[$0], $0) < (ids[$1], $1) }
        let names = byName.map { position in Self.stem(model?.photos[ids[position]]?.fileName ?? Self.lastComponent(ids[position])) }
        let photoSlugs = Slug.unique(names, fallback: Self.photoSlugFallback, isReserved: Self.isReservedPageName)
        var slugs = [String](repeating: "", count: ids.count)
        // An id listed twice keeps its first place (the one sorted first) and its slug.
        var repeated = [Bool](repeating: false, count: ids.count)
        var previous: Int?
        for (position, slug) in zip(byName, photoSlugs) {
            if let previous, ids[previous] == ids[position] {
                slugs[position] = slugs[previous]
                repeated[position] = true
            } else {
                slugs[position] = slug
            }
            previous = position
        }
        let albumNumber = Int32(laidOutAlbums.count)
        laidOutAlbums.append((album.sourcePath, photoDirectory))
        // Each id is in one album (its folder's): placed once, without asking first whether it is (a tag edit's
        // partial layout places most of a large site's photos).
        for (index, id) in ids.enumerated() where !repeated[index] {
            photoPlaces[id] = PhotoPlace(album: albumNumber, index: Int32(clamping: index), slug: slugs[index])
        }
    }

    /// A photo's album (a position in `laidOutAlbums`), its position in the album, and its page's slug.
    private struct PhotoPlace: Sendable {
        var album: Int32
        var index: Int32
        var slug: String
    }

    /// Names an album folder already uses for its own pages.
    static func isReservedPageName(_ slug: String) -> Bool {
        if ["index", "favorites", "404"].contains(slug) { return true }
        if slug.hasPrefix("page-"), Int(slug.dropFirst(5)) != nil { return true }
        return false
    }

    /// A file name without its extension (`DSCN0010.jpg` -> `DSCN0010`).
    public static func stem(_ fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
        return String(fileName[..<dot])
    }

    static func lastComponent(_ path: String) -> String {
        // The text after the last slash that has any (`a/b/` -> `b`), as `split` gives it, without splitting it all.
        var end = path.utf8.endIndex
        while end > path.utf8.startIndex, path.utf8[path.utf8.index(before: end)] == 0x2F { end = path.utf8.index(before: end) }
        guard end > path.utf8.startIndex else { return path }
        var start = end
        while start > path.utf8.startIndex, path.utf8[path.utf8.index(before: start)] != 0x2F { start = path.utf8.index(before: start) }
        return String(path[start..<end])
    }

    /// How tags are compared: case-insensitively.
    public static func tagKey(_ tag: String) -> String { tag.lowercased() }

    /// The folder of an album (`""` for the root, else ending in `/`); nil for an unknown album.
    public func albumDirectory(_ sourcePath: String) -> String? { albumDirectories[sourcePath] }

    /// The first page of an album (`index.html` for the root); nil for an unknown album.
    public func albumPagePath(_ sourcePath: String) -> String? {
        albumDirectories[sourcePath].map { $0 + "index.html" }
    }

    /// Page `number` (1-based) of an album's grid.
    public func albumPagePath(_ sourcePath: String, page number: Int) -> String? {
        guard let directory = albumDirectories[sourcePath] else { return nil }
        return directory + (number <= 1 ? "index.html" : "page-\(number).html")
    }

    /// The album's filter index (per photo: tile index, rating, favourite, tags).
    public func albumIndexPath(_ sourcePath: String) -> String? {
        albumDirectories[sourcePath].map { $0 + "index.json" }
    }

    /// A photo's page; nil for an id no album lists.
    public func photoPagePath(_ photoID: String) -> String? {
        photoPlaces[photoID].map { laidOutAlbums[Int($0.album)].photoDirectory + $0.slug + ".html" }
    }

    /// The album page (path plus 1-based page number) whose grid shows the photo.
    public func albumPageShowing(_ photoID: String) -> String? {
        guard let place = photoPlaces[photoID] else { return nil }
        return albumPagePath(laidOutAlbums[Int(place.album)].sourcePath, page: Int(place.index) / Self.tilesPerPage + 1)
    }

    /// A tag's page (tags compare case-insensitively); nil for a tag no photo carries.
    public func tagPagePath(_ tag: String) -> String? {
        tagSlugs[Self.tagKey(tag)].map { "tags/\($0).html" }
    }

    /// A tag's slug, as used in the album filter's URL hash (`#tag=<slug>`).
    public func tagSlug(_ tag: String) -> String? { tagSlugs[Self.tagKey(tag)] }

    /// A relative URL from the page at `from` to the site file at `to` (both site-relative paths),
    /// percent-encoding each segment so it works from `file://` and from any sub-path.
    ///
    /// Worked out on the paths' bytes, as the file system compares names: a page links some hundred files (a third
    /// of a tag page's rendering when each path was split into strings and joined again).
    public static func relativeURL(from: String, to: String) -> String {
        var from = from, to = to
        return from.withUTF8 { from in to.withUTF8 { to in relativeURL(from: from, to: to) } }
    }

    private static func relativeURL(from: UnsafeBufferPointer<UInt8>, to: UnsafeBufferPointer<UInt8>) -> String {
        let slash = UInt8(ascii: "/")
        // The page's folders are the segments before its last slash; the target's last segment (its name) is never
        // shared, even when a folder of the page has that name.
        let fromFolders = from.reduce(0) { $0 + ($1 == slash ? 1 : 0) }
        let toFolders = to.reduce(0) { $0 + ($1 == slash ? 1 : 0) }
        var shared = 0, fromStart = 0, toStart = 0
        while shared < fromFolders, shared < toFolders {
            guard let fromEnd = from[fromStart...].firstIndex(of: slash), let toEnd = to[toStart...].firstIndex(of: slash),
                  from[fromStart..<fromEnd].elementsEqual(to[toStart..<toEnd]) else { break }
            shared += 1
            fromStart = fromEnd + 1
            toStart = toEnd + 1
        }
        var url: [UInt8] = []
        url.reserveCapacity(3 * (fromFolders - shared) + 3 * (to.count - toStart))
        for _ in shared..<fromFolders {
            url.append(0x2E)
            url.append(0x2E)
            url.append(slash)
        }
        for byte in to[toStart...] {
            if byte == slash { url.append(slash) } else { appendPercentEncoded(byte, to: &url) }
        }
        return String(decoding: url, as: UTF8.self)
    }

    /// Keeps unreserved characters (RFC 3986) and encodes every other byte as `%XX`.
    static func percentEncodePathSegment(_ segment: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(segment.utf8.count)
        for byte in segment.utf8 { appendPercentEncoded(byte, to: &result) }
        return String(decoding: result, as: UTF8.self)
    }

    private static func appendPercentEncoded(_ byte: UInt8, to url: inout [UInt8]) {
        let isUnreserved = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
        guard !isUnreserved else {
            url.append(byte)
            return
        }
        func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x37 + value }  // 0-9, A-F
        url.append(0x25)
        url.append(hexDigit(byte >> 4))
        url.append(hexDigit(byte & 0x0F))
    }
}
