import VitrineLibrary

/// The photos of the timeline's year and month pages, in the order the pages show them: oldest first (ties in site
/// order), each content once. The one rule every count and page of the timeline follows, for a full model's renderer
/// and for the sidecar way's partial one (`CollectionMembers`) alike.
public struct TimelineGroups: Sendable, Hashable {
    /// Photo ids by page key: a year (`2019`) or a month (`2019-03`).
    public var members: [String: [String]]
    /// The same lists as places in the `photos` the groups were made of: what the site index keeps (a date is a
    /// photo's structure, so a sidecar edit never changes them) for the sidecar way to read instead of sorting again.
    public var positions: [String: [Int32]]
    /// Contents without a plausible date: on no page, counted on the timeline.
    public var undatedCount: Int

    /// The groups of a site whose photos, in site order, are `photos`; only those of `keys` when given (then
    /// `undatedCount` is not counted: 0).
    public init(photos: some Sequence<OutlinePhoto>, keys: Set<String>? = nil) {
        self.init(photos: Array(photos), keys: keys)
    }

    /// The groups of a site whose photos, in site order, are `photos`; only those of `keys` when given (then
    /// `undatedCount` is not counted: 0).
    public init(photos: [OutlinePhoto], keys: Set<String>? = nil) {
        // The sidecar way asks for a changed photo's year and month on every edit, over all 100,000 photos of a large
        // site: an array (a generic sequence from another module is walked unspecialized), each dated photo kept as
        // its place in it and its month (no copies of texts to count references of), a date in the ISO form read
        // without making a `TimelineDate`, and its pages told by their year and month numbers.
        var dated: [(position: Int, month: Int)] = []
        var undated = Set<ContentID>()
        let wanted = keys.map(Self.yearsAndMonths)
        for (position, photo) in photos.enumerated() {
            guard let text = photo.date, let month = Self.month(of: text) else {
                if keys == nil { undated.insert(photo.contentID) }
                continue
            }
            // Only the pages asked for are sorted (the sidecar way asks for a changed photo's year and month).
            if let wanted, !wanted.years.contains(month / 100), !wanted.months.contains(month) { continue }
            dated.append((position, month))
        }
        // Oldest first, ties in site order (every dated photo has a text).
        dated.sort { first, second in
            let a = photos[first.position].date ?? "", b = photos[second.position].date ?? ""
            return a == b ? first.position < second.position : a < b
        }
        // A content on two photos is rare: only those contents are followed page by page (the first photo of each
        // on a page stands for it); every other photo is on its pages at once.
        var seen = Set<ContentID>(minimumCapacity: dated.count)
        var shared = Set<ContentID>()
        for entry in dated where !seen.insert(photos[entry.position].contentID).inserted { shared.insert(photos[entry.position].contentID) }
        // Each page's list by slot, found by its year or month number: no dictionary of lists changed in place.
        var slots: [(key: String, ids: [String], positions: [Int32], shown: Set<ContentID>)] = []
        var slotOfYear: [Int: Int] = [:], slotOfMonth: [Int: Int] = [:]
        func slot(_ number: Int, in slotOf: inout [Int: Int], key: () -> String) -> Int {
            if let known = slotOf[number] { return known }
            let name = key()
            let made = keys?.contains(name) ?? true ? slots.count : -1
            if made >= 0 { slots.append((name, [], [], [])) }
            slotOf[number] = made
            return made
        }
        func add(_ position: Int, to slot: Int) {
            guard slot >= 0 else { return }
            if !shared.isEmpty, shared.contains(photos[position].contentID), !slots[slot].shown.insert(photos[position].contentID).inserted {
                return
            }
            slots[slot].ids.append(photos[position].id)
            slots[slot].positions.append(Int32(position))
        }
        for entry in dated {
            let year = entry.month / 100
            add(entry.position, to: slot(year, in: &slotOfYear) { TimelineDate.yearKey(year) })
            add(entry.position, to: slot(entry.month, in: &slotOfMonth) { TimelineDate.monthKey(year, entry.month % 100) })
        }
        var members: [String: [String]] = [:], positions: [String: [Int32]] = [:]
        for slot in slots {
            members[slot.key] = slot.ids
            positions[slot.key] = slot.positions
        }
        self.members = members
        self.positions = positions
        undatedCount = undated.count
    }

    /// The year times 100 plus the month of a date's text, as `TimelineDate` reads it; nil when it reads none.
    private static func month(of text: String) -> Int? {
        if let plain = TimelineDate.plainYearMonth(text) { return plain.year * 100 + plain.month }
        return TimelineDate(text).map { $0.year * 100 + $0.month }
    }

    /// The years and the months (year times 100 plus month) of page keys (`2019`, `2019-03`).
    private static func yearsAndMonths(_ keys: Set<String>) -> (years: Set<Int>, months: Set<Int>) {
        var result: (years: Set<Int>, months: Set<Int>) = ([], [])
        for key in keys {
            let parts = key.split(separator: "-")
            if parts.count == 1, let year = Int(parts[0]), key == TimelineDate.yearKey(year) { result.years.insert(year) }
            if parts.count == 2, let year = Int(parts[0]), let month = Int(parts[1]), key == TimelineDate.monthKey(year, month) {
                result.months.insert(year * 100 + month)
            }
        }
        return result
    }

    /// The keys of a changed photo's pages: its year's and its month's.
    public static func keys(of photo: OutlinePhoto) -> [String] {
        guard let date = TimelineDate(photo.date) else { return [] }
        return [date.yearKey, date.monthKey]
    }
}
