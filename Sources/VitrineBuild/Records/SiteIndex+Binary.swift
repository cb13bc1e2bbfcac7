import VitrineLibrary
import VitrineSite

/// The index as the catalog stores it: a compact binary form (100,000 photos take about 8 MB and decode in tens of
/// milliseconds; JSON took ten times as long). Little-endian words, LEB128 counts, UTF-8 strings after their length.
/// A form that does not decode whole is no index: the build takes the long way.
extension SiteIndex {
    static let magic: [UInt8] = Array("VSIA".utf8)

    /// The stored form.
    public func encoded() -> [UInt8] {
        var out = IndexBytesWriter()
        // Room for a photo's usual 80 bytes and then some: grown by doubling, the 8 MB of 100,000 photos were copied
        // a dozen times into new pages on every edit. Pages left unwritten are never resident.
        out.bytes.reserveCapacity(65_536 + 128 * photoCount)
        out.bytes += Self.magic
        out.word(library.shape)
        out.list(library.sidecars) { $0.word($1) }
        out.flag(outline.hasQuiz)
        out.count(outline.favoriteCount)
        out.count(outline.mappedCount)
        out.list(outline.tagKeys) { $0.string($1) }
        out.list(outline.tags) { out, tag in
            out.string(tag.key)
            out.string(tag.name)
            out.string(tag.slug)
            out.count(tag.count)
            out.string(tag.firstPhotoID)
        }
        out.list(outline.dates) { out, date in
            out.string(date.key)
            out.count(date.count)
            out.list(timeline[date.key] ?? []) { $0.count(Int($1)) }
        }
        out.count(outline.undatedCount)
        out.list(sharedContents) { $0.count(Int($1)) }
        out.count(searchPostings)
        out.list(feed) { $0.string($1) }
        out.list(albums) { out, album in
            out.string(album.sourcePath)
            out.string(album.title)
            out.optional(album.description)
            out.optional(album.coverPhotoID)
            out.count(album.childCount)
            out.flag(album.ratingOrders)
            out.list(album.photos) { out, photo in
                out.string(photo.outline.id)
                out.word(photo.outline.contentID.high)
                out.word(photo.outline.contentID.low)
                out.word(UInt64(bitPattern: photo.outline.contentID.size))
                out.flag(photo.outline.favorite)
                out.flag(photo.outline.mapped)
                out.list(photo.outline.tags) { $0.string($1) }
                out.optional(photo.outline.date)
                out.word(photo.structure)
                out.string(photo.searchWords)
                out.word(photo.shown)
                out.string(photo.slug)
            }
            out.list(album.lockedAlbums) { $0.string($1) }
        }
        return out.bytes
    }

    /// The index stored as `bytes`; nil when they are not a whole one. The catalog gives only the bytes a build wrote
    /// (`Catalog.siteIndex(for:)` checks their length and digest), so their strings are not checked again.
    public init?(decoding bytes: [UInt8]) {
        var input = IndexBytesReader(bytes, checksUTF8: false)
        guard input.take(Self.magic.count).map(Array.init) == Self.magic, let shape = input.word(),
              let sidecars = input.list({ $0.word() }), let hasQuiz = input.flag(), let favoriteCount = input.count(),
              let mappedCount = input.count(), let tagKeys = input.list({ $0.string() }),
              let tags = input.list({ input -> SiteOutline.Tag? in
                  guard let key = input.string(), let name = input.string(), let slug = input.string(), let count = input.count(),
                        let first = input.string() else { return nil }
                  return SiteOutline.Tag(key: key, name: name, slug: slug, count: count, firstPhotoID: first)
              }),
              let dates = input.list({ input -> (count: SiteOutline.DateCount, places: [Int32])? in
                  guard let key = input.string(), let count = input.count(),
                        let places = input.list({ $0.count().flatMap { Int32(exactly: $0) } }), places.count == count else { return nil }
                  return (SiteOutline.DateCount(key: key, count: count), places)
              }),
              let undatedCount = input.count(),
              let sharedContents = input.list({ $0.count().flatMap { Int32(exactly: $0) } }),
              let searchPostings = input.count(),
              let feed = input.list({ $0.string() }),
              let albums = input.list({ input -> Album? in
                  guard let path = input.string(), let title = input.string(), let description = input.optional(),
                        let cover = input.optional(), let childCount = input.count(), let ratingOrders = input.flag(),
                        let photos = input.list(Self.photo), let locked = input.list({ $0.string() }) else { return nil }
                  return Album(sourcePath: path, title: title, description: description ?? nil, coverPhotoID: cover ?? nil,
                               childCount: childCount, ratingOrders: ratingOrders, photos: photos, lockedAlbums: locked)
              }),
              input.isAtEnd else { return nil }
        let outline = SiteOutline(tagKeys: tagKeys, tags: tags, favoriteCount: favoriteCount, mappedCount: mappedCount, hasQuiz: hasQuiz,
                                  dates: dates.map(\.count), undatedCount: undatedCount)
        let timeline = Dictionary(dates.map { ($0.count.key, $0.places) }, uniquingKeysWith: { first, _ in first })
        self.init(library: LibraryDigests(shape: shape, sidecars: sidecars), albums: albums, outline: outline, feed: feed, timeline: timeline,
                  sharedContents: sharedContents, searchPostings: searchPostings)
    }

    /// A photo's record as `encoded()` writes it.
    private static func photo(_ input: inout IndexBytesReader) -> Photo? {
        guard let id = input.string(), let high = input.word(), let low = input.word(), let size = input.word(), let favorite = input.flag(),
              let mapped = input.flag(), let tags = input.list({ $0.string() }), let date = input.optional(), let structure = input.word(),
              let searchWords = input.string(), let shown = input.word(), let slug = input.string() else { return nil }
        let outline = OutlinePhoto(id: id, contentID: ContentID(high: high, low: low, size: Int64(bitPattern: size)), favorite: favorite,
                                   tags: tags, mapped: mapped, date: date ?? nil)
        return Photo(outline: outline, structure: structure, searchWords: searchWords, shown: shown, slug: slug)
    }
}
