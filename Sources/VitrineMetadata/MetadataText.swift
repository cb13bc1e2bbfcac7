import Foundation

/// Text from metadata as Vitrine keeps it: trimmed, control characters (but line breaks) dropped, never empty.
/// Escaping for pages is the page renderer's job; this only keeps stray bytes out of titles and tags.
enum MetadataText {
    /// The longest text kept from one field: captions are a few paragraphs at most.
    static let maximumLength = 10_000

    static func clean(_ text: String) -> String? {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars.prefix(maximumLength) {
            if scalar == "\n" || scalar == "\t" { scalars.append(scalar == "\t" ? " " : scalar) }
            else if scalar == "\r" { continue }
            else if scalar.properties.generalCategory != .control { scalars.append(scalar) }
        }
        let trimmed = String(scalars).trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// IPTC-IIM text: UTF-8 when it is valid UTF-8 (or the block declares it), else ISO 8859-1, the usual legacy.
    static func decode(_ bytes: some Collection<UInt8>) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return String(decoding: bytes.map { UInt16($0) }, as: UTF16.self)
    }
}
