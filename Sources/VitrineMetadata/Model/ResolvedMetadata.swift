import VitrineLibrary

/// A photo's published metadata after the precedence rule (`PhotoMetadata.published`), each value with where it
/// came from.
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
