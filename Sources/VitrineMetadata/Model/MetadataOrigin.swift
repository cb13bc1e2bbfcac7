/// Where a published value came from, highest precedence first (PRODUCT.md, Input: the library).
public enum MetadataOrigin: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Vitrine's own `PHOTO.jpg.json`.
    case sidecar
    /// `photo.xmp` or `photo.jpg.xmp` beside the photo.
    case xmpSidecar = "xmp-sidecar"
    /// XMP inside the photo file.
    case embeddedXMP = "embedded-xmp"
    /// IPTC-IIM inside the photo file.
    case iptc
    case exif

    /// How `vitrine show` names it.
    public var label: String {
        switch self {
        case .sidecar: "Vitrine sidecar"
        case .xmpSidecar: "XMP sidecar"
        case .embeddedXMP: "embedded XMP"
        case .iptc: "IPTC"
        case .exif: "EXIF"
        }
    }

    /// 0 for the highest precedence.
    public var rank: Int {
        switch self {
        case .sidecar: 0
        case .xmpSidecar: 1
        case .embeddedXMP: 2
        case .iptc: 3
        case .exif: 4
        }
    }

    public static func < (lhs: MetadataOrigin, rhs: MetadataOrigin) -> Bool { lhs.rank < rhs.rank }
}

/// A value and the source it came from.
public struct Attributed<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var origin: MetadataOrigin

    public init(_ value: Value, from origin: MetadataOrigin) {
        self.value = value
        self.origin = origin
    }
}
