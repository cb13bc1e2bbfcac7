import Foundation
import VitrineLibrary

/// Reads a video's streams and tags with ffprobe.
public enum VideoProbe {
    /// Probes the file at `path` (absolute), whose first bytes named `container`.
    public static func probe(_ path: String, container: VideoContainer, tools: VideoTools,
                             budget: Duration = .seconds(30)) async throws(VideoError) -> VideoInfo {
        let arguments = ["-v", "error", "-protocol_whitelist", "file", "-f", container.demuxer, "-print_format", "json",
                         "-show_format", "-show_streams", VideoTools.fileURL(path)]
        let result = try await ProcessRunner.run(tools.ffprobe, arguments, budget: budget, outputLimit: 4 << 20)
        if result.timedOut { throw VideoError(step: .probe, message: "ffprobe took longer than its budget and was stopped") }
        guard result.status == 0 else { throw VideoError(step: .probe, message: "ffprobe cannot read it (\(result.lastErrorLine))") }
        return try parse(result.output, container: container)
    }

    /// Decodes ffprobe's JSON; a file with no video stream is an error.
    public static func parse(_ json: [UInt8], container: VideoContainer) throws(VideoError) -> VideoInfo {
        let report: ProbeReport
        do { report = try JSONDecoder().decode(ProbeReport.self, from: Data(json)) } catch {
            throw VideoError(step: .probe, message: "ffprobe's report cannot be read")
        }
        let streams = report.streams ?? []
        guard let video = streams.first(where: { $0.codec_type == "video" && $0.disposition?.attached_pic != 1 }),
              let width = video.width, let height = video.height, width > 0, height > 0 else {
            throw VideoError(step: .probe, message: "it holds no video stream")
        }
        let audio = streams.first { $0.codec_type == "audio" }
        let tags = report.format?.tags ?? [:]
        let duration = [report.format?.duration, video.duration].lazy.compactMap { $0.flatMap(Double.init) }
            .first { $0.isFinite && $0 >= 0 } ?? 0
        let locationText = tags["com.apple.quicktime.location.ISO6709"] ?? tags["location"] ?? tags["location-eng"]
        let created = tags["com.apple.quicktime.creationdate"].flatMap(exifDate) ?? (tags["creation_time"] ?? video.tags?["creation_time"]).flatMap(exifDate)
        return VideoInfo(container: container, duration: duration, codedWidth: width, codedHeight: height,
                         rotation: rotation(video), videoCodec: video.codec_name ?? "unknown", videoProfile: video.profile,
                         pixelFormat: video.pix_fmt, audioCodec: audio?.codec_name, audioProfile: audio?.profile,
                         creationTime: created, location: locationText.flatMap(ISO6709.parse))
    }

    /// The display matrix's rotation as ffprobe reports it (counter-clockwise degrees), else the old `rotate` tag.
    /// Only whether it is a quarter turn matters to Vitrine: ffmpeg turns the frames itself, as players do.
    static func rotation(_ stream: ProbeReport.Stream) -> Int {
        if let angle = stream.side_data_list?.lazy.compactMap(\.rotation).first {
            return normalized(angle)
        }
        if let tag = stream.tags?["rotate"], let angle = Double(tag) {
            return normalized(angle)
        }
        return 0
    }

    static func normalized(_ angle: Double) -> Int {
        guard angle.isFinite, abs(angle) < 1e6 else { return 0 }
        let quarter = Int((angle / 90).rounded()) % 4
        return ((quarter + 4) % 4) * 90
    }

    /// `2021-06-01T10:20:30.000000Z` (or with an offset, as Apple writes) -> `2021:06:01 10:20:30`; nil when it
    /// is not a date or is the zero date of a camera with no clock.
    static func exifDate(_ text: String) -> String? {
        let digits = Array(text.utf8.prefix(19))
        guard digits.count == 19 else { return nil }
        let shape = Array("dddd-dd-ddTdd:dd:dd".utf8)
        for (byte, expected) in zip(digits, shape) {
            if expected == UInt8(ascii: "d") {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            } else if expected == UInt8(ascii: "T") {
                guard byte == UInt8(ascii: "T") || byte == UInt8(ascii: " ") else { return nil }
            } else if byte != expected {
                return nil
            }
        }
        let string = String(decoding: digits, as: UTF8.self)
        guard !string.hasPrefix("0000"), !string.hasPrefix("1904-01-01"), !string.hasPrefix("1970-01-01") else { return nil }
        return string.replacingOccurrences(of: "-", with: ":").replacingOccurrences(of: "T", with: " ")
    }
}

/// The part of ffprobe's `-print_format json -show_format -show_streams` Vitrine reads.
struct ProbeReport: Decodable {
    struct Stream: Decodable {
        struct SideData: Decodable { var rotation: Double? }
        struct Disposition: Decodable { var attached_pic: Int? }
        var codec_type: String?
        var codec_name: String?
        var profile: String?
        var width: Int?
        var height: Int?
        var pix_fmt: String?
        var duration: String?
        var tags: [String: String]?
        var side_data_list: [SideData]?
        var disposition: Disposition?
    }

    struct Format: Decodable {
        var duration: String?
        var tags: [String: String]?
    }

    var streams: [Stream]?
    var format: Format?
}
