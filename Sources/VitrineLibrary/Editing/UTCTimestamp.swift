import Foundation

/// ISO 8601 timestamps in UTC with whole seconds, `2026-01-23T10:00:00Z`, computed without locale or time zone data.
public enum UTCTimestamp {
    public static func string(from date: Date) -> String {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(daysSince1970: days)
        return String(format: "%04lld-%02lld-%02lldT%02lld:%02lld:%02lldZ",
                      year, month, day, secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60)
    }

    /// Howard Hinnant's days-to-civil algorithm (proleptic Gregorian calendar).
    static func civilDate(daysSince1970: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = daysSince1970 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
