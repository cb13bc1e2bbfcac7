import VitrineCore
import VitrineLibrary
import VitrineMetadata

extension PhotoFacts {
    /// What few photos have, kept together out of line.
    struct Rare: Sendable, Hashable {
        var place: Place?
        var video: VideoFacts?
        var motionClipPath: String?
    }

    /// Embedded metadata most photos have: none. One box serves them all.
    static let noEmbedded = SharedBox(EmbeddedMetadata())
}

/// Encoded as the plain struct it used to be: its fields in declaration order, absent optionals left out.
extension PhotoFacts: Codable {
    private enum CodingKeys: String, CodingKey {
        case exif, width, height, averageColor, place, decodeError, video, motionClipPath, embedded
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(exif: try container.decode(ExifFacts.self, forKey: .exif), width: try container.decode(Int.self, forKey: .width),
                  height: try container.decode(Int.self, forKey: .height),
                  averageColor: try container.decodeIfPresent(String.self, forKey: .averageColor),
                  place: try container.decodeIfPresent(Place.self, forKey: .place),
                  decodeError: try container.decodeIfPresent(String.self, forKey: .decodeError),
                  embedded: try container.decodeIfPresent(EmbeddedMetadata.self, forKey: .embedded),
                  video: try container.decodeIfPresent(VideoFacts.self, forKey: .video))
        motionClipPath = try container.decodeIfPresent(String.self, forKey: .motionClipPath)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(exif, forKey: .exif)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encodeIfPresent(averageColor, forKey: .averageColor)
        try container.encodeIfPresent(place, forKey: .place)
        try container.encodeIfPresent(decodeError, forKey: .decodeError)
        try container.encodeIfPresent(video, forKey: .video)
        try container.encodeIfPresent(motionClipPath, forKey: .motionClipPath)
        try container.encodeIfPresent(embedded, forKey: .embedded)
    }
}
