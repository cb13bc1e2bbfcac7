/// A photo's published metadata after the precedence rule, each value with where it came from.
public struct ResolvedMetadata: Hashable, Sendable {
    public var title: Attributed<String>?
    public var caption: Attributed<String>?
    /// -1 (rejected) ... 5; nil when unrated everywhere.
    public var rating: Attributed<Int>?
    public var tags: Attributed<[String]>?
    public var label: Attributed<String>?
    /// Creation date (EXIF form) and its offset.
    public var created: Attributed<CreationDate>?
    /// The position before the privacy setting; nil when none, or hidden by the sidecar (`location` says which).
    public var gps: Attributed<GeoPoint>?
    /// True when the Vitrine sidecar hides the position (`"location": null`).
    public var locationHidden = false
    /// `City, Country` as named by XMP or IPTC.
    public var placeName: Attributed<String>?

    public init() {}

    /// `xmp:Rating` -1: the photographer rejected the photo, so it is not published.
    public var isRejected: Bool { rating?.value == -1 }
}

/// A creation date in EXIF's form and its UTC offset.
public struct CreationDate: Hashable, Sendable {
    public var dateTime: String
    public var offset: String?

    public init(dateTime: String, offset: String?) {
        self.dateTime = dateTime
        self.offset = offset
    }
}

/// The one precedence rule: Vitrine's JSON sidecar, then the XMP sidecar, then embedded XMP, then IPTC, then
/// EXIF; for each value, the first source that has one wins. Two refinements, both from PRODUCT.md: the creation
/// date comes from XMP or IPTC only where EXIF has none (the camera's clock is the better witness), and a sidecar
/// rating of 0 means "not rated here" (the schema cannot tell an absent rating from 0).
public enum MetadataPrecedence {
    public static func resolve(sidecar: Sidecar, xmpSidecar: MetadataRecord?, embedded: EmbeddedMetadata?,
                               exif: ExifFacts?, language: String) -> ResolvedMetadata {
        let records: [(MetadataOrigin, MetadataRecord)] = [
            xmpSidecar.map { (.xmpSidecar, $0) }, embedded?.xmp.map { (.embeddedXMP, $0) },
            embedded?.iptc.map { (.iptc, $0) },
        ].compactMap { $0 }
        func first<Value>(_ value: (MetadataRecord) -> Value?) -> Attributed<Value>? {
            for (origin, record) in records {
                if let found = value(record) { return Attributed(found, from: origin) }
            }
            return nil
        }
        func text(_ alternatives: [LocalizedText]) -> String? {
            LocalizedText.pick(alternatives, language: language).flatMap(nonEmpty)
        }

        var result = ResolvedMetadata()
        result.title = sidecar.title.flatMap(nonEmpty).map { Attributed($0, from: .sidecar) } ?? first { text($0.title) }
        result.caption = sidecar.caption.flatMap(nonEmpty).map { Attributed($0, from: .sidecar) } ?? first { text($0.caption) }
        result.rating = sidecar.rating != 0 ? Attributed(sidecar.rating, from: .sidecar) : first { $0.rating.flatMap { $0 == 0 ? nil : $0 } }
        result.tags = !sidecar.tags.isEmpty ? Attributed(sidecar.tags, from: .sidecar) : first { $0.tags.isEmpty ? nil : $0.tags }
        result.label = first { $0.label.flatMap(nonEmpty) }
        if let date = exif?.dateTimeOriginal {
            result.created = Attributed(CreationDate(dateTime: date, offset: exif?.offsetTimeOriginal), from: .exif)
        } else {
            result.created = first { record in record.created.map { CreationDate(dateTime: $0, offset: record.createdOffset) } }
        }
        switch sidecar.location {
        case .hidden: result.locationHidden = true
        case .point(let point): result.gps = Attributed(point, from: .sidecar)
        case .fromExif:
            result.gps = first { $0.gps.flatMap { $0.isValid ? $0 : nil } }
                ?? exif?.gps.flatMap { $0.isValid ? Attributed($0, from: .exif) : nil }
        }
        result.placeName = first { record in
            let parts = [record.city, record.country].compactMap { $0.flatMap(nonEmpty) }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }
        return result
    }

    private static func nonEmpty(_ text: String) -> String? {
        text.allSatisfy(\.isWhitespace) ? nil : text
    }
}
