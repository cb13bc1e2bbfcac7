/// The container families Vitrine accepts, recognised by their first bytes (never by the name alone: ffmpeg
/// is always told which demuxer to use, so a playlist or concat script renamed `.mp4` is not followed).
public enum VideoContainer: String, Sendable, Hashable, CaseIterable {
    /// ISO base media (MP4, MOV, M4V, 3GP): a `ftyp` box, or an old QuickTime file starting with `moov`/`mdat`/`wide`/`free`.
    case isoMedia
    /// EBML: Matroska and WebM.
    case matroska
    /// RIFF `AVI `.
    case avi
    /// Ogg pages (OGV).
    case ogg

    /// File extensions (lowercase) that name a video.
    public static let fileExtensions: Set<String> = ["mp4", "mov", "m4v", "webm", "mkv", "avi", "ogv"]

    /// How many leading bytes `sniff` needs.
    public static let headerLength = 16

    /// Major brands of ISO media files that are still images, not videos.
    static let imageBrands = ["heic", "heix", "heim", "heis", "mif1", "msf1", "avif", "avis"]

    /// The ffmpeg demuxer forced for this container (`-f`).
    public var demuxer: String {
        switch self {
        case .isoMedia: "mov"
        case .matroska: "matroska"
        case .avi: "avi"
        case .ogg: "ogg"
        }
    }

    /// The container whose signature starts `header`, or nil.
    public static func sniff(_ header: some Collection<UInt8>) -> VideoContainer? {
        let bytes = Array(header.prefix(headerLength))
        func ascii(_ text: String, at offset: Int) -> Bool {
            let expected = Array(text.utf8)
            guard bytes.count >= offset + expected.count else { return false }
            return Array(bytes[offset..<offset + expected.count]) == expected
        }
        if bytes.count >= 4, bytes[0...3] == [0x1A, 0x45, 0xDF, 0xA3] { return .matroska }
        if ascii("RIFF", at: 0), ascii("AVI ", at: 8) { return .avi }
        if ascii("OggS", at: 0) { return .ogg }
        // A box: 32-bit size, then its type. `ftyp` first is the rule; old QuickTime files start with other atoms.
        if ascii("ftyp", at: 4) {
            // HEIF and AVIF stills are ISO media too: their major brand says so.
            return imageBrands.contains(where: { ascii($0, at: 8) }) ? nil : .isoMedia
        }
        if ["moov", "mdat", "wide", "free", "skip"].contains(where: { ascii($0, at: 4) }) { return .isoMedia }
        return nil
    }
}
