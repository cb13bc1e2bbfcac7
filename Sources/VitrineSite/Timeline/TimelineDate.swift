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
        guard let exif else { return nil }
        if let plain = Self(plain: exif) {
            self = plain
            return
        }
        guard let iso = FactText.generalISODate(exif) else { return nil }
        let parts = iso.prefix(10).split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        year = parts[0]
        month = parts[1]
        day = parts[2]
        text = iso
    }

    /// The date of a text in one of the forms cameras and this type write, read a byte at a time: `2019:03:12
    /// 14:05:09`, `2019-03-12T14:05:09`, `2019-03-12T14:05` or `2019-03-12`, every field in range. Nil for any other
    /// text, which the general reading (`FactText.isoDate`) takes: it gives these forms exactly what this does. The
    /// timeline reads every photo's date on each build, the sidecar way's too: 100,000 Foundation trims and splits
    /// were half of a one-star edit's time.
    init?(plain text: String) {
        guard let fields = Self.plainFields(text) else { return nil }
        year = fields.year
        month = fields.month
        day = fields.day
        var iso = FactText.fourDigits(year) + "-" + FactText.twoDigits(month) + "-" + FactText.twoDigits(day)
        if let hour = fields.hour, let minute = fields.minute {
            iso += "T" + FactText.twoDigits(hour) + ":" + FactText.twoDigits(minute)
            if let second = fields.second { iso += ":" + FactText.twoDigits(second) }
        }
        self.text = iso
    }

    /// The year and month of a text `init(plain:)` reads, without making its ISO form; nil for any other text.
    static func plainYearMonth(_ text: String) -> (year: Int, month: Int)? {
        plainFields(text).map { ($0.year, $0.month) }
    }

    typealias Fields = (year: Int, month: Int, day: Int, hour: Int?, minute: Int?, second: Int?)

    /// The fields of a text in one of the forms `init(plain:)` reads; nil for any other.
    static func plainFields(_ text: String) -> Fields? {
        guard [10, 16, 19].contains(text.utf8.count) else { return nil }
        var text = text
        return text.withUTF8(plainFields)
    }

    private static func plainFields(_ byte: UnsafeBufferPointer<UInt8>) -> Fields? {
        func number(_ from: Int, _ length: Int) -> Int? {
            var value = 0
            for index in from..<from + length {
                guard (0x30...0x39).contains(byte[index]) else { return nil }
                value = value * 10 + Int(byte[index] - 0x30)
            }
            return value
        }
        func dateSeparator(_ index: Int) -> Bool { byte[index] == UInt8(ascii: "-") || byte[index] == UInt8(ascii: ":") }
        guard dateSeparator(4), dateSeparator(7), let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        guard byte.count > 10 else { return (year, month, day, nil, nil, nil) }
        guard byte[10] == UInt8(ascii: "T") || byte[10] == UInt8(ascii: " "), byte[13] == UInt8(ascii: ":"),
              let hour = number(11, 2), let minute = number(14, 2), (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        guard byte.count > 16 else { return (year, month, day, hour, minute, nil) }
        guard byte[16] == UInt8(ascii: ":"), let second = number(17, 2), (0...60).contains(second) else { return nil }
        return (year, month, day, hour, minute, second)
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
