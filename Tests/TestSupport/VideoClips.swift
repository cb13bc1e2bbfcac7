import Foundation

/// Short, small test clips made with ffmpeg (Debian `ffmpeg`) in the test's temporary folder.
public enum VideoClips {
    public enum Kind: Sendable, CaseIterable {
        /// A phone-like H.264 High + AAC MP4 with a creation time and a QuickTime location (Paris), whose first
        /// half second is black; web compatible, so published by a stream copy.
        case h264Phone
        /// HEVC + AAC in MOV with a 90 degree display rotation; the stored frame's left half is red, its right blue.
        case hevcRotated
        /// VP8 + Vorbis in WebM.
        case vp8WebM
        /// H.264 with no audio stream.
        case silentH264
    }

    /// The position written into `h264Phone`.
    public static let phoneLatitude = 48.8584
    public static let phoneLongitude = 2.2945

    /// ffmpeg from `PATH` (tests that make clips say `.requires(.ffmpeg)`).
    public static var ffmpeg: String? { TestTool.ffmpeg.location() }

    /// Writes a clip of `kind` at `url`.
    public static func make(_ kind: Kind, at url: URL) throws {
        let out = url.path
        let base = ["-nostdin", "-hide_banner", "-v", "error", "-y"]
        let video = "testsrc2=size=320x240:rate=15"
        switch kind {
        case .h264Phone:
            try run(base + ["-f", "lavfi", "-i", "color=black:size=320x240:rate=15:duration=0.5",
                            "-f", "lavfi", "-i", video + ":duration=1.5", "-f", "lavfi", "-i", "sine=frequency=440:duration=2",
                            "-filter_complex", "[0:v][1:v]concat=n=2:v=1:a=0[v]", "-map", "[v]", "-map", "2:a",
                            "-c:v", "libx264", "-preset", "veryfast", "-profile:v", "high", "-pix_fmt", "yuv420p",
                            "-c:a", "aac", "-b:a", "64k",
                            "-metadata", "creation_time=2021-06-01T10:20:30Z",
                            "-metadata", "location=+48.8584+002.2945/",
                            "-metadata", "com.apple.quicktime.location.ISO6709=+48.8584+002.2945+035.000/",
                            "-metadata", "com.apple.quicktime.make=Apple",
                            "-movflags", "+use_metadata_tags", "-f", "mp4", "file:" + out])
        case .hevcRotated:
            let plain = out + ".plain.mov"
            try run(base + ["-f", "lavfi", "-i", "color=red:size=320x240:rate=15:duration=1.5,drawbox=x=160:y=0:w=160:h=240:color=blue:t=fill",
                            "-f", "lavfi", "-i", "sine=duration=1.5",
                            "-c:v", "libx265", "-x265-params", "log-level=error", "-preset", "ultrafast", "-tag:v", "hvc1",
                            "-pix_fmt", "yuv420p", "-c:a", "aac", "-b:a", "64k",
                            "-metadata", "creation_time=2022-01-02T03:04:05Z", "-f", "mov", "file:" + plain])
            // ffmpeg 5.1 writes a display matrix only from the `rotate` tag on a stream copy.
            try run(base + ["-i", "file:" + plain, "-c", "copy", "-metadata:s:v:0", "rotate=90", "-f", "mov", "file:" + out])
            try? FileManager.default.removeItem(atPath: plain)
        case .vp8WebM:
            try run(base + ["-f", "lavfi", "-i", video + ":duration=1.5", "-f", "lavfi", "-i", "sine=duration=1.5",
                            "-c:v", "libvpx", "-b:v", "200k", "-deadline", "realtime", "-c:a", "libvorbis", "-f", "webm", "file:" + out])
        case .silentH264:
            try run(base + ["-f", "lavfi", "-i", video + ":duration=1.5",
                            "-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", "-f", "mp4", "file:" + out])
        }
    }

    /// The first `count` bytes of `source` written to `url`: a truncated video.
    public static func truncate(_ source: URL, to count: Int, at url: URL) throws {
        let bytes = try Data(contentsOf: source)
        try bytes.prefix(count).write(to: url)
    }

    /// ffprobe's JSON for a file (format and streams).
    public static func probe(_ url: URL) throws -> [String: Any] {
        let ffprobe = TestTool.onPath("ffprobe", ProcessInfo.processInfo.environment) ?? "ffprobe"
        let output = try run(["-v", "error", "-print_format", "json", "-show_format", "-show_streams", "file:" + url.path], tool: ffprobe)
        return (try JSONSerialization.jsonObject(with: output) as? [String: Any]) ?? [:]
    }

    /// Runs ffmpeg (or `tool`) and returns its standard output; a failure throws with its messages.
    @discardableResult
    public static func run(_ arguments: [String], tool: String? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool ?? ffmpeg ?? "ffmpeg")
        process.arguments = arguments
        let pipe = Pipe()
        let errors = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ClipError(message: String(decoding: message, as: UTF8.self))
        }
        return data
    }

    public struct ClipError: Error, CustomStringConvertible {
        public var message: String
        public var description: String { "ffmpeg failed: \(message)" }
    }
}
