import VitrineCore
import VitrineLibrary
import VitrineMetadata

/// What is known of a photo's content, keyed by content id.
///
/// Compact because the build holds one per photo, in tables of 100,000: what most photos lack (a place, a video,
/// a motion clip) is kept out of line and only when present, and the embedded metadata, which most photos have
/// empty, shares one empty value (`PhotoFacts+Storage`).
public struct PhotoFacts: Sendable, Hashable {
    public var exif: ExifFacts
    /// Stored pixel dimensions (before orientation); 0 when the header could not be read.
    public var width: Int
    public var height: Int
    /// Average colour `#rrggbb` from the last render, when known.
    public var averageColor: String?
    /// Why the image cannot be decoded, when it cannot.
    public var decodeError: String?
    /// Place, video and motion clip, when any is set.
    private var rare: SharedBox<Rare>?
    /// Nil when not read yet.
    private var embeddedBox: SharedBox<EmbeddedMetadata>?

    public init(exif: ExifFacts, width: Int, height: Int, averageColor: String? = nil, place: Place? = nil, decodeError: String? = nil,
                embedded: EmbeddedMetadata? = nil, video: VideoFacts? = nil) {
        self.exif = exif; self.width = width; self.height = height; self.averageColor = averageColor; self.decodeError = decodeError
        self.place = place
        self.embedded = embedded
        self.video = video
    }

    /// Place for the EXIF GPS position, when it has one.
    public var place: Place? {
        get { rare?.value.place }
        set { updateRare { $0.place = newValue } }
    }
    /// Set for a video: its duration and how it is published. Its date and place are in `exif`, its poster's
    /// upright size in `width` and `height` (orientation 1).
    public var video: VideoFacts? {
        get { rare?.value.video }
        set { updateRare { $0.video = newValue } }
    }
    /// Site path of the clip published from a Google Motion Photo's embedded MP4, when it has one.
    public var motionClipPath: String? {
        get { rare?.value.motionClipPath }
        set { updateRare { $0.motionClipPath = newValue } }
    }
    /// XMP and IPTC read from inside the file; nil when not read yet (facts cached before Vitrine read them).
    public var embedded: EmbeddedMetadata? {
        get { embeddedBox?.value }
        set { embeddedBox = newValue.map { $0 == EmbeddedMetadata() ? Self.noEmbedded : SharedBox($0) } }
    }

    private mutating func updateRare(_ change: (inout Rare) -> Void) {
        rare = SharedBox.updating(rare, empty: Rare(), change)
    }
}
