/// A photo's sidecar, `PHOTO.jpg.json`, schema version 1 (PRODUCT.md, Input).
public struct Sidecar: Hashable, Sendable, Encodable {
    /// Where a photo's published position comes from.
    public enum Location: Hashable, Sendable, Encodable {
        /// Key absent: use the EXIF GPS position.
        case fromExif
        /// `"location": null`: the photo has no published position.
        case hidden
        /// An explicit position overriding EXIF.
        case point(GeoPoint)
    }

    public var title: String?
    public var caption: String?
    /// 0...5, 0 = unrated.
    public var rating: Int = 0
    public var favorite: Bool = false
    /// Trimmed, case-insensitively unique, never empty.
    public var tags: [String] = []
    public var transform: Transform = .identity
    /// Previous transforms, oldest first, at most `Sidecar.historyLimit`.
    public var history: [TransformSnapshot] = []
    public var location: Location = .fromExif
    /// A hidden photo appears nowhere on the site.
    public var hidden: Bool = false

    /// Seed 001's undo stack depth.
    public static let historyLimit = 20

    public init() {}
}
