/// What is known of a video's content besides what photos share (date, place, size).
public struct VideoFacts: Sendable, Hashable, Codable {
    /// Seconds.
    public var duration: Double
    /// True when the source is H.264/AAC at most 1080p, published by a stream copy.
    public var webCompatible: Bool
    /// Why the playable file could not be made (the video then shows its poster only); nil otherwise.
    public var publishError: String?

    public init(duration: Double, webCompatible: Bool, publishError: String? = nil) {
        self.duration = duration
        self.webCompatible = webCompatible
        self.publishError = publishError
    }
}
