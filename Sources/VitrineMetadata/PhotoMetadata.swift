import VitrineLibrary

/// Every source of one photo's metadata, as read: Vitrine's JSON sidecar, the XMP sidecar's values, the XMP and
/// IPTC inside the file and its EXIF facts. `published(language:)` is the one precedence rule; the build (each
/// job, its choice of what to render, the site model) and `vitrine show` all ask it.
public struct PhotoMetadata: Sendable {
    public var sidecar: Sidecar
    public var xmpSidecar: MetadataRecord?
    public var embedded: EmbeddedMetadata?
    public var exif: ExifFacts?

    public init(sidecar: Sidecar, xmpSidecar: MetadataRecord?, embedded: EmbeddedMetadata?, exif: ExifFacts?) {
        self.sidecar = sidecar
        self.xmpSidecar = xmpSidecar
        self.embedded = embedded
        self.exif = exif
    }

    /// True when the photographer rejected the photo (rating -1 where the rule takes the rating from): it is not
    /// published. The language plays no part.
    public var isRejected: Bool { published(language: "").isRejected }

    /// The values the site publishes: for each, the first source that has one, highest first Vitrine's JSON
    /// sidecar, the XMP sidecar, embedded XMP, IPTC, EXIF. Two refinements, both from PRODUCT.md: the creation date
    /// comes from XMP or IPTC only where EXIF has none (the camera's clock is the better witness), and a sidecar
    /// rating of 0 means "not rated here" (the schema cannot tell an absent rating from 0). Texts in several
    /// languages are taken in `language`.
    public func published(language: String) -> ResolvedMetadata {
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
            LocalizedText.pick(alternatives, language: language).flatMap(Self.nonEmpty)
        }

        var result = ResolvedMetadata()
        result.title = sidecar.title.flatMap(Self.nonEmpty).map { Attributed($0, from: .sidecar) } ?? first { text($0.title) }
        result.caption = sidecar.caption.flatMap(Self.nonEmpty).map { Attributed($0, from: .sidecar) } ?? first { text($0.caption) }
        result.rating = sidecar.rating != 0 ? Attributed(sidecar.rating, from: .sidecar) : first { $0.rating.flatMap { $0 == 0 ? nil : $0 } }
        result.tags = !sidecar.tags.isEmpty ? Attributed(sidecar.tags, from: .sidecar) : first { $0.tags.isEmpty ? nil : $0.tags }
        result.label = first { $0.label.flatMap(Self.nonEmpty) }
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
            let parts = [record.city, record.country].compactMap { $0.flatMap(Self.nonEmpty) }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }
        return result
    }

    private static func nonEmpty(_ text: String) -> String? {
        text.allSatisfy(\.isWhitespace) ? nil : text
    }
}
