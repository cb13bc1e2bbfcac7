import VitrineLibrary

/// What ffprobe says of a video, reduced to what the build uses.
public struct VideoInfo: Sendable, Hashable {
    public var container: VideoContainer
    /// Seconds; 0 when unknown.
    public var duration: Double
    /// Coded size of the video stream, before rotation.
    public var codedWidth: Int
    public var codedHeight: Int
    /// Rotation a player applies (0, 90, 180 or 270 degrees counter-clockwise), from the display matrix.
    public var rotation: Int
    public var videoCodec: String
    public var videoProfile: String?
    public var pixelFormat: String?
    /// The first audio stream's codec and profile; nil when the video is silent.
    public var audioCodec: String?
    public var audioProfile: String?
    /// `creation_time` (UTC) as `YYYY:MM:DD HH:MM:SS`, the form EXIF dates take in the catalog.
    public var creationTime: String?
    /// QuickTime `location` or `com.apple.quicktime.location.ISO6709`.
    public var location: GeoPoint?

    /// Size as displayed: width and height swap for a quarter turn.
    public var displayWidth: Int { rotation % 180 == 0 ? codedWidth : codedHeight }
    public var displayHeight: Int { rotation % 180 == 0 ? codedHeight : codedWidth }

    /// H.264 (8-bit 4:2:0, a profile every browser decodes) at most 1080p, with AAC-LC audio or none: such a
    /// file is only remuxed into MP4, never re-encoded.
    public var isWebCompatible: Bool {
        let profiles: Set<String> = ["Constrained Baseline", "Baseline", "Main", "High"]
        guard videoCodec == "h264", let videoProfile, profiles.contains(videoProfile),
              pixelFormat == "yuv420p" || pixelFormat == "yuvj420p",
              fitsPublishedSize else { return false }
        guard let audioCodec else { return true }
        return audioCodec == "aac" && (audioProfile == nil || audioProfile == "LC")
    }

    /// At most 1920 x 1080 in either orientation.
    public var fitsPublishedSize: Bool {
        max(codedWidth, codedHeight) <= VideoEncoding.maxLongEdge && min(codedWidth, codedHeight) <= VideoEncoding.maxShortEdge
    }
}
