/// How a published video is made: a stream copy of a web-compatible source, or one transcode to H.264 High
/// + AAC-LC in MP4. The settings are part of the output's name, so changing them republishes every video.
public enum VideoEncoding: String, Sendable, Hashable {
    case copy
    case transcode

    /// The published size limit (1080p, either orientation).
    public static let maxLongEdge = 1920
    public static let maxShortEdge = 1080

    /// x264 speed and quality, chosen by measuring speed against size (docs/benchmarks.md, Videos): on a 1080p
    /// HEVC clip at CRF 23 `veryfast` made the smallest file of five presets in less than half of `medium`'s CPU.
    public static let preset = "veryfast"
    public static let crf = 23
    public static let audioBitrate = "128k"

    /// Bumped whenever the arguments change the output bytes.
    public static let settingsVersion = 1

    /// A short tag naming the settings in the output file name, e.g. `c1` or `x264-veryfast-23-1`.
    public var tag: String {
        switch self {
        case .copy: "c\(Self.settingsVersion)"
        case .transcode: "x264-\(Self.preset)-\(Self.crf)-\(Self.settingsVersion)"
        }
    }

    /// The largest even size at most 1080p with the display aspect of `width` x `height` (never enlarged).
    public static func publishedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        guard width > 0, height > 0 else { return (2, 2) }
        let long = Double(max(width, height)), short = Double(min(width, height))
        let scale = min(1, Double(maxLongEdge) / long, Double(maxShortEdge) / short)
        func even(_ value: Double) -> Int { max(2, Int((value * scale / 2).rounded()) * 2) }
        return (even(Double(width)), even(Double(height)))
    }
}
