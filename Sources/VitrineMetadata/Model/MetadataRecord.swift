import VitrineLibrary

/// What one metadata source (an XMP packet, an IPTC-IIM block) says about a photo; nil or empty where it says
/// nothing. Kept as read (every language of a title), so the site's language is chosen when the site is modelled.
public struct MetadataRecord: Hashable, Sendable, Codable {
    /// `xmp:Rating` rounded: -1 (rejected) ... 5; nil when absent or out of range.
    public var rating: Int?
    /// Every language alternative of the title (IPTC's plain text is `x-default`).
    public var title: [LocalizedText] = []
    public var caption: [LocalizedText] = []
    /// Keywords, leaves of hierarchical keywords, without a tool's automatic tags; normalised like sidecar tags.
    public var tags: [String] = []
    /// `xmp:Label`, e.g. "Red" or "To print".
    public var label: String?
    /// Creation date in EXIF's form `YYYY:MM:DD HH:MM:SS` (time 00:00:00 when only the day is known).
    public var created: String?
    /// Its UTC offset, `+02:00`, when given.
    public var createdOffset: String?
    public var gps: GeoPoint?
    /// Named location (IPTC City/Country, `photoshop:City`/`photoshop:Country`).
    public var city: String?
    public var country: String?

    public init() {}

    /// True when the source said nothing Vitrine uses.
    public var isEmpty: Bool { self == MetadataRecord() }
}

/// One language alternative of a text (`xml:lang` and its value).
public struct LocalizedText: Hashable, Sendable, Codable {
    /// `x-default` for the default, else a BCP 47 tag as written.
    public var language: String
    public var text: String

    public init(language: String, text: String) {
        self.language = language
        self.text = text
    }

    public static let defaultLanguage = "x-default"

    /// The alternative for `language`: the exact tag, then the same primary language (`fr` for `fr-CA`), then
    /// `x-default`, then the first one given. Nil when there are none.
    public static func pick(_ alternatives: [LocalizedText], language: String) -> String? {
        let wanted = language.lowercased()
        let primary = wanted.split(separator: "-").first.map(String.init) ?? wanted
        func matches(_ item: LocalizedText, _ test: (String) -> Bool) -> Bool { test(item.language.lowercased()) }
        let found = alternatives.first { matches($0) { $0 == wanted } }
            ?? alternatives.first { matches($0) { ($0.split(separator: "-").first.map(String.init) ?? $0) == primary } }
            ?? alternatives.first { matches($0) { $0 == defaultLanguage } }
            ?? alternatives.first
        return found?.text
    }
}

/// The metadata read from inside a photo file, cached in the catalog by content id.
public struct EmbeddedMetadata: Hashable, Sendable, Codable {
    /// The embedded XMP packet's values (JPEG APP1 with extended XMP, PNG iTXt, TIFF tag 700, WebP `XMP `).
    public var xmp: MetadataRecord?
    /// The IPTC-IIM block's values (JPEG APP13, Photoshop resource 0x0404).
    public var iptc: MetadataRecord?
    /// Why embedded metadata was left out (a malformed packet), for `vitrine show`; nil when all was read.
    public var problem: String?

    public init(xmp: MetadataRecord? = nil, iptc: MetadataRecord? = nil, problem: String? = nil) {
        self.xmp = xmp
        self.iptc = iptc
        self.problem = problem
    }
}
