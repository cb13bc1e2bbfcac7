/// Why a GPX file was not read. Each is one warning naming the file; the album's photos and other tracks go on.
public enum GPXError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Larger than `GPXReader.maximumBytes`.
    case tooLarge(Int)
    /// More points than `GPXReader.maximumPoints`.
    case tooManyPoints
    /// A DOCTYPE or an entity declaration: GPX needs neither, and they are how XML reads other files or grows
    /// without bound, so a file with one is not read at all.
    case declaration
    /// Not well-formed, not a `<gpx>` document, or a point without a valid latitude and longitude.
    case malformed(String)

    public var description: String {
        switch self {
        case .tooLarge(let bytes): "GPX file of \(bytes) bytes, over the \(GPXReader.maximumBytes / 1_048_576) MB a track may have; not drawn"
        case .tooManyPoints: "GPX file with more than \(GPXReader.maximumPoints) points; not drawn"
        case .declaration: "GPX file with a DOCTYPE or entity declaration, which GPX does not use; not read"
        case .malformed(let why): "GPX file cannot be read (\(why)); not drawn"
        }
    }
}
