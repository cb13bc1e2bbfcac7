import Foundation
import VitrineLibrary

/// The text a page shows for a photo's facts (its date, camera, exposure, position, duration), made in Swift so the
/// output never depends on the machine's locale.
enum FactText {
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                             "September", "October", "November", "December"]

    /// `2008:03:12 14:05:09` -> `12 March 2008, 14:05`; nil when the text is not a plausible EXIF date.
    static func date(_ exif: String?, _ strings: ThemeStrings? = nil) -> String? {
        guard let exif else { return nil }
        // The forms cameras write are read a byte at a time (every tile's info text has a date); others, generally.
        var time: (hour: Int, minute: Int)?
        let year: Int, month: Int, day: Int
        if let plain = TimelineDate.plainFields(exif) {
            (year, month, day) = (plain.year, plain.month, plain.day)
            if let hour = plain.hour, let minute = plain.minute { time = (hour, minute) }
        } else {
            let digits = exif.trimmingCharacters(in: .whitespaces)
            let parts = digits.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "-" || $0 == "T" })
            guard parts.count >= 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
                  (1...9999).contains(y), (1...12).contains(m), (1...31).contains(d) else { return nil }
            (year, month, day) = (y, m, d)
            if parts.count >= 5, let hour = Int(parts[3]), let minute = Int(parts[4]), (0...23).contains(hour), (0...59).contains(minute) {
                time = (hour, minute)
            }
        }
        let text = strings?.date(day: day, month: month, year: year) ?? "\(day) \(monthNames[month - 1]) \(year)"
        guard let time else { return text }
        let clock = twoDigits(time.hour) + ":" + twoDigits(time.minute)
        return strings?.text("dateTimeFormat", ["date": text, "time": clock]) ?? "\(text), \(clock)"
    }

    /// The ISO form for `<time datetime>`, e.g. `2008-03-12T14:05:09`; nil when not a plausible date.
    static func isoDate(_ exif: String?) -> String? {
        guard let exif else { return nil }
        return TimelineDate(plain: exif)?.text ?? generalISODate(exif)
    }

    /// `isoDate` of any text: what the fast reading of the usual forms (`TimelineDate(plain:)`) must agree with.
    static func generalISODate(_ exif: String) -> String? {
        guard date(exif) != nil else { return nil }
        let parts = exif.trimmingCharacters(in: .whitespaces)
            .split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "-" || $0 == "T" }).compactMap { Int($0) }
        var text = "\(fourDigits(parts[0]))-\(twoDigits(parts[1]))-\(twoDigits(parts[2]))"
        if parts.count >= 5, (0...23).contains(parts[3]), (0...59).contains(parts[4]) {
            text += "T\(twoDigits(parts[3])):\(twoDigits(parts[4]))"
            if parts.count >= 6, (0...60).contains(parts[5]) { text += ":\(twoDigits(parts[5]))" }
        }
        return text
    }

    /// `Canon` + `Canon EOS 40D` -> `Canon EOS 40D`; `NIKON CORPORATION` + `NIKON D70` -> `NIKON D70`.
    static func camera(make: String?, model: String?) -> String? {
        let make = clean(make), model = clean(model)
        switch (make, model) {
        case (nil, nil): return nil
        case (let make?, nil): return make
        case (nil, let model?): return model
        case (let make?, let model?):
            let brand = make.split(separator: " ").first.map { String($0).lowercased() } ?? ""
            return model.lowercased().hasPrefix(brand) ? model : "\(make) \(model)"
        }
    }

    /// `1/250 s · f/2.8 · ISO 100 · 35 mm`, leaving out what is unknown; nil when nothing is known.
    static func exposure(_ exif: ExifFacts) -> String? {
        var parts: [String] = []
        if let time = exif.exposureTime, time.isFinite, time > 0 {
            parts.append(shutter(time))
        }
        if let f = exif.fNumber, f.isFinite, f > 0 { parts.append("f/" + decimal(f, places: 1)) }
        if let iso = exif.iso, iso > 0 { parts.append("ISO \(iso)") }
        if let focal = exif.focalLength, focal.isFinite, focal > 0 { parts.append(decimal(focal, places: 1) + " mm") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    static func shutter(_ seconds: Double) -> String {
        if seconds >= 0.3 { return decimal(seconds, places: 1) + " s" }
        let denominator = (1 / seconds).rounded()
        return "1/\(Int(denominator)) s"
    }

    /// Fixed-point text without trailing zeros: 2.8 -> "2.8", 8.0 -> "8", 35.04 -> "35".
    static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        let whole = scaled / Int(scale)
        var fraction = String(abs(scaled % Int(scale)))
        while fraction.count < places { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 && whole == 0 && !fraction.isEmpty ? "-" : ""
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// Coordinates for URLs: always 5 decimals, `.` as separator.
    static func coordinate(_ value: Double) -> String {
        let scaled = Int((value * 100_000).rounded())
        let sign = scaled < 0 ? "-" : ""
        let magnitude = abs(scaled)
        var fraction = String(magnitude % 100_000)
        while fraction.count < 5 { fraction = "0" + fraction }
        return "\(sign)\(magnitude / 100_000).\(fraction)"
    }

    /// An OpenStreetMap link with a marker at the (already privacy-filtered) position.
    static func mapURL(_ point: GeoPoint) -> String? {
        guard point.isValid else { return nil }
        let lat = coordinate(point.latitude), lon = coordinate(point.longitude)
        return "https://www.openstreetmap.org/?mlat=\(lat)&mlon=\(lon)#map=13/\(lat)/\(lon)"
    }

    private static func clean(_ text: String?) -> String? {
        guard let text, let first = text.utf8.first, let last = text.utf8.last else { return nil }
        // Nearly every camera's make and model starts and ends with a printable ASCII character, which no trimming
        // removes: a page of tiles asked this once a tile, and the union alone was a tenth of a tag page's rendering.
        if Self.isPrintableASCII(first), Self.isPrintableASCII(last) { return text }
        let trimmed = text.trimmingCharacters(in: Self.trimmed)
        return trimmed.isEmpty ? nil : trimmed
    }

    private static let trimmed = CharacterSet.whitespacesAndNewlines.union(.controlCharacters)

    /// `!` to `~`: in neither white space, new lines nor control characters.
    private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }

    static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    static func fourDigits(_ n: Int) -> String {
        let text = String(n)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }
}
