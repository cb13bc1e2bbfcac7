import VitrineLibrary

/// The photos of the timeline's year and month pages, in the order the pages show them: oldest first (ties in site
/// order), each content once. The one rule every count and page of the timeline follows, for a full model's renderer
/// and for the sidecar way's partial one (`CollectionMembers`) alike.
public struct TimelineGroups: Sendable, Hashable {
    /// Photo ids by page key: a year (`2019`) or a month (`2019-03`).
    public var members: [String: [String]]
    /// Contents without a plausible date: on no page, counted on the timeline.
    public var undatedCount: Int

    /// The groups of a site whose photos, in site order, are `photos`; only those of `keys` when given.
    public init(photos: some Sequence<OutlinePhoto>, keys: Set<String>? = nil) {
        // Each date read once: the sidecar way reads all 100,000 of a large site's on every edit.
        var dated: [(text: String, position: Int, date: TimelineDate, photo: OutlinePhoto)] = []
        var undated = Set<ContentID>()
        for (position, photo) in photos.enumerated() {
            guard let text = photo.date, let date = TimelineDate(text) else {
                undated.insert(photo.contentID)
                continue
            }
            // Only the pages asked for are sorted (the sidecar way asks for a changed photo's year and month).
            if let keys, !keys.contains(date.yearKey), !keys.contains(date.monthKey) { continue }
            dated.append((text, position, date, photo))
        }
        dated.sort { ($0.text, $0.position) < ($1.text, $1.position) }
        var members: [String: (ids: [String], contents: Set<ContentID>)] = [:]
        for entry in dated {
            let date = entry.date
            for key in [date.yearKey, date.monthKey] where keys?.contains(key) ?? true {
                if members[key, default: ([], [])].contents.insert(entry.photo.contentID).inserted {
                    members[key]?.ids.append(entry.photo.id)
                }
            }
        }
        self.members = members.mapValues(\.ids)
        undatedCount = undated.count
    }

    /// The keys of a changed photo's pages: its year's and its month's.
    public static func keys(of photo: OutlinePhoto) -> [String] {
        guard let date = TimelineDate(photo.date) else { return [] }
        return [date.yearKey, date.monthKey]
    }
}
