/// When a photo was taken, as the timeline files it: the date its metadata records (EXIF local time, never shifted by
/// the build machine's time zone), or nothing when that text is not a plausible date.
public struct TimelineDate: Sendable, Hashable, Comparable {
    public var year: Int
    public var month: Int
    public var day: Int
    /// The ISO form (`2019-03-12T14:05:09`, or `2019-03-12` without a time): it sorts as the dates do.
    public var text: String

    /// The date of an EXIF date-time (`2019:03:12 14:05:09`), or of the ISO form `text` holds; nil when not a plausible date.
    public init?(_ exif: String?) {
        guard let iso = FactText.isoDate(exif) else { return nil }
        let parts = iso.prefix(10).split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        year = parts[0]
        month = parts[1]
        day = parts[2]
        text = iso
    }

    /// The year page's key, `2019`.
    public var yearKey: String { Self.yearKey(year) }
    /// The month page's key, `2019-03`.
    public var monthKey: String { Self.monthKey(year, month) }
    /// The day of the year "On this day" looks up, `03-12`.
    public var dayKey: String { FactText.twoDigits(month) + "-" + FactText.twoDigits(day) }

    public static func yearKey(_ year: Int) -> String { FactText.fourDigits(year) }
    public static func monthKey(_ year: Int, _ month: Int) -> String { yearKey(year) + "-" + FactText.twoDigits(month) }

    public static func < (lhs: TimelineDate, rhs: TimelineDate) -> Bool { lhs.text < rhs.text }
}
