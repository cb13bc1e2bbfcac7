/// Dates from XMP and IPTC in EXIF's form, `YYYY:MM:DD HH:MM:SS`, with the UTC offset kept apart.
enum MetadataDate {
    /// `2020-05-01`, `2020-05-01T10:11`, `2020-05-01T10:11:12.5+02:00`, `...Z`; nil without a full day.
    static func fromISO(_ text: String) -> (dateTime: String, offset: String?)? {
        let bytes = Array(text.utf8.prefix(64))
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2)
        else { return nil }
        var hour = 0, minute = 0, second = 0
        var rest = bytes.count
        if bytes.count >= 16, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "), bytes[13] == UInt8(ascii: ":"),
           let h = number(bytes, 11, 2), let m = number(bytes, 14, 2) {
            hour = h; minute = m
            rest = 16
            if bytes.count >= 19, bytes[16] == UInt8(ascii: ":"), let s = number(bytes, 17, 2) {
                second = s
                rest = 19
                while rest < bytes.count, bytes[rest] == UInt8(ascii: ".") || (bytes[rest] >= 0x30 && bytes[rest] <= 0x39) { rest += 1 }
            }
        } else if bytes.count > 10 {
            rest = 10
        }
        let offset = rest < bytes.count ? self.offset(Array(bytes[rest...])) : nil
        return make(year: year, month: month, day: day, hour: hour, minute: minute, second: second).map { ($0, offset) }
    }

    /// IPTC Date Created (`YYYYMMDD`) and Time Created (`HHMMSS±HHMM`, optional).
    static func fromIPTC(date: String, time: String?) -> (dateTime: String, offset: String?)? {
        let d = Array(date.utf8)
        guard d.count == 8, let year = number(d, 0, 4), let month = number(d, 4, 2), let day = number(d, 6, 2) else { return nil }
        var hour = 0, minute = 0, second = 0
        var offset: String?
        if let time {
            let t = Array(time.utf8)
            if t.count >= 6, let h = number(t, 0, 2), let m = number(t, 2, 2), let s = number(t, 4, 2) {
                hour = h; minute = m; second = s
                if t.count == 11, t[6] == UInt8(ascii: "+") || t[6] == UInt8(ascii: "-"), let oh = number(t, 7, 2), let om = number(t, 9, 2), oh < 24, om < 60 {
                    offset = "\(Character(UnicodeScalar(t[6])))\(pad(oh)):\(pad(om))"
                }
            }
        }
        return make(year: year, month: month, day: day, hour: hour, minute: minute, second: second).map { ($0, offset) }
    }

    private static func make(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> String? {
        guard year >= 1, (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        return "\(pad(year, 4)):\(pad(month)):\(pad(day)) \(pad(hour)):\(pad(minute)):\(pad(second))"
    }

    /// `Z`, `+02:00` or `-0500`.
    private static func offset(_ bytes: [UInt8]) -> String? {
        if bytes == [UInt8(ascii: "Z")] { return "+00:00" }
        guard bytes.count == 6 || bytes.count == 5, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"),
              let hours = number(bytes, 1, 2), let minutes = number(bytes, bytes.count - 2, 2), hours < 24, minutes < 60
        else { return nil }
        return "\(Character(UnicodeScalar(bytes[0])))\(pad(hours)):\(pad(minutes))"
    }

    static func number(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
        guard start >= 0, start + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    private static func pad(_ value: Int, _ width: Int = 2) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
