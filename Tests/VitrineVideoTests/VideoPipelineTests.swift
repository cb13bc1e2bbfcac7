import Foundation
import TestSupport
import Testing
@testable import VitrineVideo

/// Probing, posters and publishing on clips made by ffmpeg in the test (one folder of clips for the suite).
@Suite(.serialized) struct VideoPipelineTests {
    let folder: TemporaryDirectory
    let tools: VideoTools

    init() throws {
        folder = try TemporaryDirectory("vitrine-video")
        tools = try #require(VideoTools.find(), "ffmpeg and ffprobe are needed (scripts/install-deps.sh)")
    }

    func clip(_ kind: VideoClips.Kind, named name: String) throws -> String {
        let url = folder.url.appendingPathComponent(name)
        try VideoClips.make(kind, at: url)
        return url.path
    }

    func probe(_ path: String) async throws -> VideoInfo {
        let header = Array(try Data(contentsOf: URL(fileURLWithPath: path)).prefix(VideoContainer.headerLength))
        let container = try #require(VideoContainer.sniff(header))
        return try await VideoProbe.probe(path, container: container, tools: tools)
    }

    /// Top-level box types of an MP4, in order.
    func boxes(_ path: String) throws -> [String] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var offset = 0
        var types: [String] = []
        while offset + 8 <= bytes.count {
            var size = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            if size == 1, offset + 16 <= bytes.count { size = bytes[offset + 8..<offset + 16].reduce(0) { $0 << 8 | Int($1) } }
            guard size >= 8 else { break }
            offset += size
        }
        return types
    }

    /// Checks a published file: H.264 High (+ AAC-LC when `audio`), moov before mdat, and no tags beyond the
    /// MP4 brands and the muxer's fixed handler fields.
    func expectPublished(_ path: String, width: Int, height: Int, audio: Bool) throws {
        let report = try VideoClips.probe(URL(fileURLWithPath: path))
        let streams = report["streams"] as? [[String: Any]] ?? []
        let video = try #require(streams.first { $0["codec_type"] as? String == "video" })
        #expect(video["codec_name"] as? String == "h264")
        #expect(["High", "Main", "Constrained Baseline"].contains(video["profile"] as? String ?? ""))
        #expect(video["width"] as? Int == width && video["height"] as? Int == height)
        let sound = streams.first { $0["codec_type"] as? String == "audio" }
        #expect((sound?["codec_name"] as? String) == (audio ? "aac" : nil))
        let format = report["format"] as? [String: Any] ?? [:]
        let formatTags = Set((format["tags"] as? [String: String] ?? [:]).keys)
        #expect(formatTags.isSubset(of: ["major_brand", "minor_version", "compatible_brands"]), "\(formatTags)")
        for stream in streams {
            let tags = stream["tags"] as? [String: String] ?? [:]
            #expect(Set(tags.keys).isSubset(of: ["language", "handler_name", "vendor_id", "encoder"]), "\(tags)")
            // MP4 has a fixed 32-byte compressor name ffprobe shows as `encoder`: blank, never `Lavc libx264`.
            #expect(tags["encoder"].map { $0.trimmingCharacters(in: .whitespaces).isEmpty } ?? true, "\(tags)")
            #expect(["VideoHandler", "SoundHandler", nil].contains(tags["handler_name"]))
        }
        let order = try boxes(path)
        let moov = try #require(order.firstIndex(of: "moov"))
        let mdat = try #require(order.firstIndex(of: "mdat"))
        #expect(moov < mdat, "faststart: \(order)")
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        for leak in ["48.8584", "Lavf", "x264 - core", "com.apple", "Apple"] {
            #expect(!text.contains(leak), "\(leak) is in the published file")
        }
    }

    /// Four pixels (top-left, top-right, bottom-left, bottom-right) of a JPEG, RGB, scaled down by ffmpeg.
    func corners(of jpeg: [UInt8]) throws -> [[UInt8]] {
        let file = folder.url.appendingPathComponent("poster-\(UUID().uuidString).jpg")
        try Data(jpeg).write(to: file)
        let raw = [UInt8](try VideoClips.run(["-nostdin", "-v", "error", "-i", "file:" + file.path, "-vf", "scale=2:2:flags=area",
                                              "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"]))
        return stride(from: 0, to: 12, by: 3).map { Array(raw[$0..<$0 + 3]) }
    }

    @Test func aPhoneClipIsReadAndRemuxedWithoutItsMetadata() async throws {
        let source = try clip(.h264Phone, named: "-phone 'clip' \"one\".mp4")
        let info = try await probe(source)
        #expect(info.isWebCompatible)
        #expect(info.creationTime == "2021:06:01 10:20:30")
        let place = try #require(info.location)
        #expect(abs(place.latitude - VideoClips.phoneLatitude) < 1e-6 && abs(place.longitude - VideoClips.phoneLongitude) < 1e-6)
        #expect(abs(info.duration - 2) < 0.2)
        #expect(info.displayWidth == 320 && info.displayHeight == 240)

        let output = folder.url.appendingPathComponent("-out put.mp4").path
        try await VideoPublisher.publish(source, info: info, encoding: .copy, to: output, tools: tools, threads: 1, budget: .seconds(60))
        try expectPublished(output, width: 320, height: 240, audio: true)
    }

    @Test func thePosterSkipsTheBlackFirstFrame() async throws {
        let source = try clip(.h264Phone, named: "black start.mp4")
        let info = try await probe(source)
        let time = try await PosterExtractor.firstPictureTime(source, info: info, tools: tools, budget: .seconds(30))
        #expect(time >= 0.5 && time < 1)
        let poster = try await PosterExtractor.poster(source, info: info, tools: tools)
        let brightness = try corners(of: poster).flatMap { $0 }.map(Int.init).reduce(0, +) / 12
        #expect(brightness > 40)
    }

    @Test func aRotatedHEVCClipIsTranscodedUpright() async throws {
        let source = try clip(.hevcRotated, named: "IMG_0001.MOV")
        let info = try await probe(source)
        #expect(info.videoCodec == "hevc")
        #expect(!info.isWebCompatible)
        #expect(info.rotation == 90)
        #expect(info.displayWidth == 240 && info.displayHeight == 320)

        let poster = try await PosterExtractor.poster(source, info: info, tools: tools)
        let pixels = try corners(of: poster)
        // The matrix turns the frame a quarter counter-clockwise, as a player shows it: the stored frame's blue
        // right half is on top, its red left half below.
        #expect(pixels[0][2] > 180 && pixels[0][0] < 80 && pixels[1][2] > 180, "top: \(pixels[0]) \(pixels[1])")
        #expect(pixels[2][0] > 180 && pixels[2][2] < 80 && pixels[3][0] > 180, "bottom: \(pixels[2]) \(pixels[3])")

        let output = folder.url.appendingPathComponent("rotated.mp4").path
        try await VideoPublisher.publish(source, info: info, encoding: .transcode, to: output, tools: tools, threads: 1, budget: .seconds(120))
        try expectPublished(output, width: 240, height: 320, audio: true)
        let published = try await probe(output)
        #expect(published.rotation == 0 && published.isWebCompatible)
    }

    @Test func vp8WebMAndSilentClipsArePublished() async throws {
        let webm = try clip(.vp8WebM, named: "clip.webm")
        let webmInfo = try await probe(webm)
        #expect(webmInfo.container == .matroska && webmInfo.videoCodec == "vp8" && !webmInfo.isWebCompatible)
        let webmOut = folder.url.appendingPathComponent("webm.mp4").path
        try await VideoPublisher.publish(webm, info: webmInfo, encoding: .transcode, to: webmOut, tools: tools, threads: 1, budget: .seconds(120))
        try expectPublished(webmOut, width: 320, height: 240, audio: true)

        let silent = try clip(.silentH264, named: "silent.mp4")
        let silentInfo = try await probe(silent)
        #expect(silentInfo.audioCodec == nil && silentInfo.isWebCompatible)
        let silentOut = folder.url.appendingPathComponent("silent-out.mp4").path
        try await VideoPublisher.publish(silent, info: silentInfo, encoding: .copy, to: silentOut, tools: tools, threads: 1, budget: .seconds(60))
        try expectPublished(silentOut, width: 320, height: 240, audio: false)
    }

    @Test func aTruncatedClipIsAnErrorNotACrash() async throws {
        let whole = try clip(.h264Phone, named: "whole.mp4")
        let cut = folder.url.appendingPathComponent("cut.mp4")
        try VideoClips.truncate(URL(fileURLWithPath: whole), to: 4000, at: cut)
        await #expect(throws: VideoError.self) {
            let info = try await probe(cut.path)
            _ = try await PosterExtractor.poster(cut.path, info: info, tools: tools)
        }
    }
}
