/// XMP's GPS coordinates (the EXIF schema's `GPSCoordinate`): `DD,MM.mmmK` or `DD,MM,SSK`, K one of N/S or E/W.
enum XMPCoordinate {
    static func degrees(_ text: String, positive: Character, negative: Character) -> Double? {
        let trimmed = text.filter { !$0.isWhitespace }
        guard let reference = trimmed.last?.uppercased().first, reference == positive || reference == negative else { return nil }
        let parts = trimmed.dropLast().split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { Double($0) }
        guard (2...3).contains(parts.count), values.count == parts.count, values.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        guard values[1] < 60, values.count == 2 || values[2] < 60 else { return nil }
        let degrees = values[0] + values[1] / 60 + (values.count == 3 ? values[2] / 3600 : 0)
        return reference == negative ? -degrees : degrees
    }
}
