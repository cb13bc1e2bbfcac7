import Foundation

/// Where ffmpeg and ffprobe are, found once on `PATH`.
public struct VideoTools: Sendable, Hashable {
    public var ffmpeg: String
    public var ffprobe: String

    public init(ffmpeg: String, ffprobe: String) {
        self.ffmpeg = ffmpeg
        self.ffprobe = ffprobe
    }

    /// Both tools from `PATH`, or nil when either is missing (videos are then left out, with one warning).
    public static func find(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> VideoTools? {
        let folders = (path ?? "/usr/bin:/bin").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        func locate(_ name: String) -> String? {
            folders.lazy.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        guard let ffmpeg = locate("ffmpeg"), let ffprobe = locate("ffprobe") else { return nil }
        return VideoTools(ffmpeg: ffmpeg, ffprobe: ffprobe)
    }

    /// `find()` from the process's `PATH`, looked up once.
    public static let cachedFind: VideoTools? = find()

    /// A path as an ffmpeg URL: the `file:` protocol takes the rest literally, so a name starting with `-`,
    /// holding `:`, `|`, `%` or spaces is read as that file and nothing else. Inputs are also opened with
    /// `-protocol_whitelist file`, so nothing inside a file can make ffmpeg open a network address.
    static func fileURL(_ path: String) -> String { "file:" + path }
}
