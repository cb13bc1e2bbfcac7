import VitrineLibrary

/// What every page needs to know of the whole site when only some of its photos are at hand: the tags with their
/// slugs and counts, how many favourites and mapped photos there are, whether there is a quiz. A full model gives
/// these itself; a partial one (the sidecar way, which re-renders a few pages, `SiteGenerator.plan(partial:outline:)`) is
/// given them, worked out from a light record of every photo (`OutlinePhoto`), so the pages come out as a full
/// model's would.
public struct SiteOutline: Sendable, Hashable {
    /// One tag as the tag index and the menus show it.
    public struct Tag: Sendable, Hashable {
        /// Lowercased, as tags are compared.
        public var key: String
        /// As first written, in site order.
        public var name: String
        public var slug: String
        /// Photos carrying it, each content once.
        public var count: Int
        /// The first of them in site order: the tag index's card picture.
        public var firstPhotoID: String

        public init(key: String, name: String, slug: String, count: Int, firstPhotoID: String) {
            self.key = key
            self.name = name
            self.slug = slug
            self.count = count
            self.firstPhotoID = firstPhotoID
        }
    }

    /// Every tag key on the site, sorted: the tag slugs are made from these.
    public var tagKeys: [String]
    /// Tags as the tag index lists them (sorted by name).
    public var tags: [Tag]
    /// Favourites, each content once.
    public var favoriteCount: Int
    /// Photos with a position to show, each content once.
    public var mappedCount: Int
    public var hasQuiz: Bool
    /// Photos on each year (`2019`) and month (`2019-03`) page of the timeline, each content once, by key, sorted.
    public var dates: [DateCount]
    /// Contents without a date (on no timeline page).
    public var undatedCount: Int

    /// One page of the timeline and how many photos it shows.
    public struct DateCount: Sendable, Hashable {
        public var key: String
        public var count: Int

        public init(key: String, count: Int) {
            self.key = key
            self.count = count
        }
    }

    public init(tagKeys: [String], tags: [Tag], favoriteCount: Int, mappedCount: Int, hasQuiz: Bool, dates: [DateCount] = [],
                undatedCount: Int = 0) {
        self.tagKeys = tagKeys
        self.tags = tags
        self.favoriteCount = favoriteCount
        self.mappedCount = mappedCount
        self.hasQuiz = hasQuiz
        self.dates = dates
        self.undatedCount = undatedCount
    }

    /// The outline of a site whose photos, in site order, are `photos`.
    /// - Parameter timeline: the timeline's part (`dates`, `undatedCount`) when known: a sidecar change moves no date,
    ///   and working it out again sorted every photo of a large site by date on each tag or favourite edit.
    public init(photos: some Sequence<OutlinePhoto>, hasQuiz: Bool, timeline: (dates: [DateCount], undatedCount: Int)? = nil) {
        self.init(photos: Array(photos), hasQuiz: hasQuiz, timeline: timeline)
    }

    /// The outline of a site whose photos, in site order, are `photos`: an array, which this module walks specialized.
    public init(photos: [OutlinePhoto], hasQuiz: Bool, timeline: (dates: [DateCount], undatedCount: Int)? = nil) {
        var keys = Set<String>()
        var favoriteContents = Set<ContentID>()
        // The map lists a content when its first photo in site order has a position: only the contents of photos
        // with one need following (most libraries of 100,000 photos have few or none).
        var mappedContents = Set<ContentID>()
        var firstOfMapped = Set<ContentID>()
        var mapped = 0
        var byKey: [String: (name: String, first: String, contents: Set<ContentID>)] = [:]
        // Read in place: copying each of 100,000 photos out of the array (the sidecar way's outline of a tag edit)
        // retained and released its texts, most of the walk's time, for the few photos that count here.
        photos.withUnsafeBufferPointer { photos in
            for index in photos.indices where photos[index].mapped { mappedContents.insert(photos[index].contentID) }
            for index in photos.indices {
                guard photos[index].favorite || !photos[index].tags.isEmpty
                        || (!mappedContents.isEmpty && mappedContents.contains(photos[index].contentID)) else { continue }
                let photo = photos[index]
                if photo.favorite { favoriteContents.insert(photo.contentID) }
                if !mappedContents.isEmpty, mappedContents.contains(photo.contentID), firstOfMapped.insert(photo.contentID).inserted,
                   photo.mapped {
                    mapped += 1
                }
                for tag in photo.tags {
                    let key = SiteLayout.tagKey(tag)
                    keys.insert(key)
                    let name = UserText.display(tag)
                    guard !name.isEmpty else { continue }
                    byKey[key, default: (name, photo.id, [])].contents.insert(photo.contentID)
                }
            }
        }
        tagKeys = keys.sorted()
        let slugs = SiteLayout.tagSlugs(tagKeys)
        tags = byKey.compactMap { key, entry in
            slugs[key].map { Tag(key: key, name: entry.name, slug: $0, count: entry.contents.count, firstPhotoID: entry.first) }
        }
        .sorted { ($0.name.lowercased(), $0.key) < ($1.name.lowercased(), $1.key) }
        favoriteCount = favoriteContents.count
        mappedCount = mapped
        self.hasQuiz = hasQuiz
        if let timeline {
            (dates, undatedCount) = timeline
        } else {
            let groups = TimelineGroups(photos: photos)
            dates = Self.dateCounts(groups)
            undatedCount = groups.undatedCount
        }
    }

    /// The timeline's pages and counts of `groups`, by key.
    public static func dateCounts(_ groups: TimelineGroups) -> [DateCount] {
        groups.members.map { DateCount(key: $0.key, count: $0.value.count) }.sorted { $0.key < $1.key }
    }

    /// What decides the site's page paths and every page's menu: equal outlines lay the site out alike, and their
    /// collections take the same number of pages.
    public func hasSameShape(as other: SiteOutline) -> Bool {
        func pages(_ count: Int) -> Int { SiteRenderer.pageCount(count) }
        return tagKeys == other.tagKeys && hasQuiz == other.hasQuiz
            && (favoriteCount == 0) == (other.favoriteCount == 0) && pages(favoriteCount) == pages(other.favoriteCount)
            && (mappedCount == 0) == (other.mappedCount == 0)
            && dates == other.dates && undatedCount == other.undatedCount
            && tags.count == other.tags.count
            && zip(tags, other.tags).allSatisfy { $0.key == $1.key && $0.name == $1.name && $0.slug == $1.slug && pages($0.count) == pages($1.count) }
    }
}

/// A photo as the outline counts it: what decides the collections it is in.
public struct OutlinePhoto: Sendable, Hashable {
    public var id: String
    public var contentID: ContentID
    public var favorite: Bool
    /// As written in its metadata (a tag's name is its first spelling in site order).
    public var tags: [String]
    /// True when it has a position to show (the map lists it, unless an earlier photo has its content).
    public var mapped: Bool
    /// When it was taken (`TimelineDate.text`); nil when its metadata gives no plausible date.
    public var date: String?

    public init(id: String, contentID: ContentID, favorite: Bool, tags: [String], mapped: Bool, date: String? = nil) {
        self.id = id
        self.contentID = contentID
        self.favorite = favorite
        self.tags = tags
        self.mapped = mapped
        self.date = date
    }

    public init(_ photo: PhotoModel) {
        self.init(id: photo.id, contentID: photo.contentID, favorite: photo.favorite, tags: photo.tags,
                  mapped: photo.location.map(\.isValid) == true, date: TimelineDate(photo.exif.dateTimeOriginal)?.text)
    }
}
