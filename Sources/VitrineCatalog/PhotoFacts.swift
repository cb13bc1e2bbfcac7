import VitrineLibrary

/// What is known of a photo's content, keyed by content id.
public struct PhotoFacts: Sendable, Hashable, Codable {
    public var exif: ExifFacts
    /// Stored pixel dimensions (before orientation); 0 when the header could not be read.
    public var width: Int
    public var height: Int
    /// Average colour `#rrggbb` from the last render, when known.
    public var averageColor: String?
    /// Place for the EXIF GPS position, when it has one.
    public var place: Place?
    /// Why the image cannot be decoded, when it cannot.
    public var decodeError: String?
    /// XMP and IPTC read from inside the file; nil when not read yet (facts cached before Vitrine read them).
    public var embedded: EmbeddedMetadata?
    public init(exif: ExifFacts, width: Int, height: Int, averageColor: String? = nil, place: Place? = nil, decodeError: String? = nil,
                embedded: EmbeddedMetadata? = nil) {
        self.exif = exif; self.width = width; self.height = height; self.averageColor = averageColor; self.place = place; self.decodeError = decodeError
        self.embedded = embedded
    }
}
