import Foundation

/// The poster frame: the first frame of the first seconds that is not black, upright, as a JPEG that the
/// image pipeline renders to the grid's sizes like a photo.
public enum PosterExtractor {
    /// Frames sampled per second over the first `window` seconds when looking for one that is not black.
    static let samplesPerSecond = 4
    static let window = 3.0
    /// Mean luma (0-255, studio range black is 16) above which a frame counts as a picture.
    static let blackLevel = 24.0

    public static func poster(_ source: String, info: VideoInfo, tools: VideoTools,
                              budget: Duration = .seconds(60)) async throws(VideoError) -> [UInt8] {
        let time = try await firstPictureTime(source, info: info, tools: tools, budget: budget)
        let arguments = ["-nostdin", "-hide_banner", "-v", "error", "-threads", "1",
                         "-ss", String(format: "%.3f", time),
                         "-protocol_whitelist", "file", "-f", info.container.demuxer, "-i", VideoTools.fileURL(source),
                         "-map", "0:v:0", "-frames:v", "1", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact",
                         "-vf", "format=yuvj420p", "-c:v", "mjpeg", "-q:v", "2", "-f", "image2pipe", "pipe:1"]
        let result = try await ProcessRunner.run(tools.ffmpeg, arguments, budget: budget, outputLimit: 128 << 20)
        if result.timedOut { throw VideoError(step: .poster, message: "ffmpeg took longer than its budget for the poster and was stopped") }
        guard result.status == 0, !result.outputTruncated, result.output.count > 4,
              result.output[0] == 0xFF, result.output[1] == 0xD8 else {
            throw VideoError(step: .poster, message: "no frame can be decoded (\(result.lastErrorLine))")
        }
        return result.output
    }

    /// Seconds from the start of the first sampled frame whose mean luma is above black; 0 when all are black.
    static func firstPictureTime(_ source: String, info: VideoInfo, tools: VideoTools, budget: Duration) async throws(VideoError) -> Double {
        let side = 16
        let arguments = ["-nostdin", "-hide_banner", "-v", "error", "-threads", "1",
                         "-protocol_whitelist", "file", "-f", info.container.demuxer, "-i", VideoTools.fileURL(source),
                         "-map", "0:v:0", "-t", String(window),
                         "-vf", "fps=\(samplesPerSecond),scale=\(side):\(side),format=gray",
                         "-f", "rawvideo", "pipe:1"]
        let result = try await ProcessRunner.run(tools.ffmpeg, arguments, budget: budget, outputLimit: side * side * 64)
        if result.timedOut { throw VideoError(step: .poster, message: "ffmpeg took longer than its budget for the poster and was stopped") }
        guard result.status == 0 else { throw VideoError(step: .poster, message: "no frame can be decoded (\(result.lastErrorLine))") }
        return pictureIndex(result.output, frameSize: side * side).map { Double($0) / Double(samplesPerSecond) } ?? 0
    }

    /// The index of the first frame of `frameSize` grey bytes whose mean is above `blackLevel`.
    static func pictureIndex(_ frames: [UInt8], frameSize: Int) -> Int? {
        guard frameSize > 0 else { return nil }
        var index = 0
        var start = 0
        while start + frameSize <= frames.count {
            let sum = frames[start..<start + frameSize].reduce(0) { $0 + Int($1) }
            if Double(sum) / Double(frameSize) > blackLevel { return index }
            index += 1
            start += frameSize
        }
        return nil
    }
}
