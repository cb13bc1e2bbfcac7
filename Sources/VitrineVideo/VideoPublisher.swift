import Foundation

/// Makes the published MP4: no metadata of any kind (tags, chapters, location, Apple keys, encoder strings),
/// the index first (`+faststart`) so playback starts before the whole file has arrived.
public enum VideoPublisher {
    /// Writes the published form of `source` (absolute path) to `output` (absolute path).
    /// `threads` is ffmpeg's own thread count; `budget` kills a run that takes too long.
    public static func publish(_ source: String, info: VideoInfo, encoding: VideoEncoding, to output: String,
                               tools: VideoTools, threads: Int, budget: Duration) async throws(VideoError) {
        try await publish(source, container: info.container, width: info.displayWidth, height: info.displayHeight,
                          encoding: encoding, to: output, tools: tools, threads: threads, budget: budget)
    }

    /// The same from what the catalog keeps (the container from the first bytes, the upright size), so a
    /// video whose facts are known is published without running ffprobe again.
    public static func publish(_ source: String, container: VideoContainer, width: Int, height: Int, encoding: VideoEncoding,
                               to output: String, tools: VideoTools, threads: Int, budget: Duration) async throws(VideoError) {
        let arguments = self.arguments(source, container: container, width: width, height: height, encoding: encoding,
                                       output: output, threads: threads)
        let result = try await ProcessRunner.run(tools.ffmpeg, arguments, budget: budget, outputLimit: 64 << 10)
        if result.timedOut {
            try? FileManager.default.removeItem(atPath: output)
            throw VideoError(step: .publish, message: "ffmpeg took longer than the video's budget (\(budget)) and was stopped")
        }
        guard result.status == 0 else {
            try? FileManager.default.removeItem(atPath: output)
            throw VideoError(step: .publish, message: "ffmpeg cannot \(encoding == .copy ? "remux" : "transcode") it (\(result.lastErrorLine))")
        }
    }

    /// ffmpeg's arguments, one array element each: nothing is ever parsed by a shell.
    public static func arguments(_ source: String, container: VideoContainer, width: Int, height: Int, encoding: VideoEncoding,
                                 output: String, threads: Int) -> [String] {
        var arguments = ["-nostdin", "-hide_banner", "-v", "error", "-y",
                         "-threads", String(max(1, threads)),
                         "-protocol_whitelist", "file", "-f", container.demuxer, "-i", VideoTools.fileURL(source),
                         "-map", "0:v:0", "-map", "0:a:0?", "-sn", "-dn",
                         "-map_metadata", "-1", "-map_chapters", "-1",
                         "-fflags", "+bitexact", "-flags:v", "+bitexact", "-flags:a", "+bitexact"]
        switch encoding {
        case .copy:
            arguments += ["-c", "copy"]
        case .transcode:
            let size = VideoEncoding.publishedSize(width: width, height: height)
            // ffmpeg turns the frames upright first (autorotate), so the size is the displayed one.
            arguments += ["-vf", "scale=\(size.width):\(size.height):flags=bicubic,format=yuv420p",
                          "-c:v", "libx264", "-preset", VideoEncoding.preset, "-crf", String(VideoEncoding.crf),
                          "-profile:v", "high", "-threads", String(max(1, threads)),
                          "-c:a", "aac", "-b:a", VideoEncoding.audioBitrate, "-ac", "2",
                          // MP4's fixed compressor-name field would say `Lavc libx264`; an empty value is not kept.
                          "-metadata:s:v:0", "encoder= "]
        }
        // SEI units carry x264's version and options string (and a camera's own notes): none is needed to play.
        arguments += ["-bsf:v", "filter_units=remove_types=6",
                      "-movflags", "+faststart", "-f", "mp4", VideoTools.fileURL(output)]
        return arguments
    }
}
