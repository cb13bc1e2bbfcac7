import VitrineLibrary

/// The members of some of a site's paginated collections (the favourites, tags, timeline pages) in the order their pages show them,
/// each content once, as the full model's renderer lists them: what a partial model (the sidecar way's few pages)
/// needs to number and count a collection of which it holds only the photos of the pages it renders.
public struct CollectionMembers: Sendable, Hashable {
    /// Photo ids of the favourites; nil when not given (the partial model's own favourites are listed).
    public var favorites: [String]?
    /// Photo ids of each given tag, by tag key (lowercased).
    public var tags: [String: [String]]
    /// Photo ids of each given timeline page, by key (`2019`, `2019-03`): `TimelineGroups`' order. An empty id is a
    /// member in its place whose id was not looked up: the partial model holds it on no page it renders.
    public var dates: [String: [String]]

    public init(favorites: [String]? = nil, tags: [String: [String]] = [:], dates: [String: [String]] = [:]) {
        self.favorites = favorites
        self.tags = tags
        self.dates = dates
    }

    /// The favourites (when `favorites`), the tags of `tagKeys` and the timeline pages of `dateKeys` of a site whose
    /// photos, in site order, are `photos`.
    public init(photos: some Sequence<OutlinePhoto>, favorites: Bool, tagKeys: Set<String>, dateKeys: Set<String> = []) {
        self.init(photos: Array(photos), favorites: favorites, tagKeys: tagKeys, dateKeys: dateKeys)
    }

    /// The favourites (when `favorites`), the tags of `tagKeys` and the timeline pages of `dateKeys` of a site whose
    /// photos, in site order, are `photos`, but for those `replacing` gives another outline at their places: an array,
    /// which this module walks specialized (the sidecar way gives all 100,000 of a large site on every edit, and the
    /// members before an edit as the photos after it with the changed ones as they were).
    public init(photos: [OutlinePhoto], replacing replaced: [Int: OutlinePhoto] = [:], favorites: Bool, tagKeys: Set<String>,
                dateKeys: Set<String> = []) {
        var favoriteIDs: [String] = []
        var favoriteContents = Set<ContentID>()
        var tags: [String: (ids: [String], contents: Set<ContentID>)] = [:]
        func add(_ photo: OutlinePhoto) {
            if favorites, photo.favorite, favoriteContents.insert(photo.contentID).inserted { favoriteIDs.append(photo.id) }
            guard !tagKeys.isEmpty else { return }
            for tag in photo.tags {
                let key = SiteLayout.tagKey(tag)
                // A tag whose name shows as nothing has no page (`SiteRenderer`'s rule).
                guard tagKeys.contains(key), !UserText.display(tag).isEmpty else { continue }
                if tags[key, default: ([], [])].contents.insert(photo.contentID).inserted { tags[key]?.ids.append(photo.id) }
            }
        }
        // Read in place: copying each of 100,000 photos out of the array retained and released its texts, most of the
        // walk's time, for the few photos (favourites, tagged, replaced) that count here.
        // The replaced places in order, met as the walk reaches them (no look-up at each of 100,000 places).
        let replacements = replaced.sorted { $0.key < $1.key }
        var next = replacements.startIndex
        photos.withUnsafeBufferPointer { photos in
            for index in photos.indices {
                while next < replacements.endIndex, replacements[next].key < index { next += 1 }
                if next < replacements.endIndex, replacements[next].key == index {
                    add(replacements[next].value)
                } else if (favorites && photos[index].favorite) || (!tagKeys.isEmpty && !photos[index].tags.isEmpty) {
                    add(photos[index])
                }
            }
        }
        self.favorites = favorites ? favoriteIDs : nil
        self.tags = tags.mapValues(\.ids)
        guard !dateKeys.isEmpty else {
            dates = [:]
            return
        }
        var dated = photos
        for (index, photo) in replaced where dated.indices.contains(index) { dated[index] = photo }
        dates = TimelineGroups(photos: dated, keys: dateKeys).members
    }
}
