import Foundation
import VitrineCatalog
import VitrineCore
import VitrineImaging
import VitrineLibrary
import VitrineRemote
import VitrineSite
import VitrineVideo

/// The work one video needs: identify it by a streamed hash, probe it, render its poster like a photo and
/// publish its playable MP4 (remuxed or transcoded), each only when missing from the site.
struct VideoJob: Sendable {
    var job: PhotoJob

    func run(_ context: RenderContext) async -> PhotoJob.Result {
        let file = job.photo.file
        var result = PhotoJob.Result(path: file.path)
        let source = context.library.appendingPathComponent(file.path).path
        guard let tools = context.videoTools else { return result }  // left out of the build, already warned
        // Where the library stores files in Git LFS, the object id (SHA-256) is taken from the same read.
        var objectHash = context.recordsLFSObjects && job.knownID == nil ? SHA256.State() : nil
        guard let id = job.knownID ?? ContentHasher.contentID(ofFileAt: source, each: { objectHash?.update($0) }) else {
            result.diagnostics.append(Diagnostic(path: file.path, step: .hash, message: "cannot read the file; skipped"))
            return result
        }
        result.record = SourceRecord(path: file.path, size: file.size, modified: file.modified, contentID: id)
        result.lfsObject = objectHash.map { var hash = $0; return SigV4Signer.hex(hash.finish()) }
        let known = context.knownFacts[id]
        var facts = known ?? PhotoFacts(exif: ExifFacts(), width: 0, height: 0)
        let posterMissing = !job.isMotionClip && ImagePaths.wanted(contentID: id, transform: job.photo.sidecar.transform, formats: context.formats)
            .contains { !context.existingImages.contains($0.path) }
        var info: VideoInfo?
        var container: VideoContainer?
        if facts.decodeError == nil {
            do {
                // Known facts and a poster in place: only the published file is missing, and the first bytes
                // (for the demuxer) and the catalog's upright size are all it needs; ffprobe is not run again.
                if known?.video == nil || posterMissing {
                    let probed = try await Self.probe(source, tools: tools)
                    info = probed
                    container = probed.container
                    if known?.video == nil { facts = Self.facts(probed) }
                } else {
                    container = try Self.sniff(source)
                }
            } catch {
                facts = PhotoFacts(exif: ExifFacts(), width: 0, height: 0, decodeError: error.message,
                                   video: VideoFacts(duration: 0, webCompatible: false))
            }
        }
        if let info, posterMissing {
            do {
                let frame = try await PosterExtractor.poster(source, info: info, tools: tools)
                guard await job.renderImages(frame, id: id, facts: &facts, context: context, into: &result) else { return result }
            } catch {
                facts.decodeError = error.message
            }
        }
        if let container, facts.decodeError == nil {
            guard await publish(source, container: container, id: id, facts: &facts, tools: tools, context: context, into: &result) else { return result }
        }
        if let problem = facts.decodeError {
            let outcome = job.isMotionClip ? "its photo is published without it" : "published as a placeholder"
            result.diagnostics.append(Diagnostic(path: file.path, step: .decode,
                                                 message: "cannot be read as a video (\(problem)); \(outcome)"))
        } else if let problem = facts.video?.publishError {
            result.diagnostics.append(Diagnostic(path: file.path, step: .decode,
                                                 message: "cannot be made playable (\(problem)); published with its poster only"))
        }
        result.facts = facts
        return result
    }

    /// Sniffs the container from the first bytes, then asks ffprobe.
    static func probe(_ source: String, tools: VideoTools) async throws(VideoError) -> VideoInfo {
        try await VideoProbe.probe(source, container: try sniff(source), tools: tools)
    }

    /// The container the file's first bytes name.
    static func sniff(_ source: String) throws(VideoError) -> VideoContainer {
        let header = FileIO.readPrefix(source, count: VideoContainer.headerLength) ?? []
        guard let container = VideoContainer.sniff(header) else {
            throw VideoError(step: .sniff, message: "its bytes are not an MP4, MOV, WebM, MKV, AVI or Ogg video")
        }
        return container
    }

    /// The catalog facts of a probed video: its date and place where a photo keeps them, its upright size.
    static func facts(_ info: VideoInfo) -> PhotoFacts {
        var exif = ExifFacts()
        exif.dateTimeOriginal = info.creationTime
        exif.gps = info.location
        return PhotoFacts(exif: exif, width: info.displayWidth, height: info.displayHeight,
                          video: VideoFacts(duration: info.duration, webCompatible: info.isWebCompatible))
    }

    /// Makes the published MP4 when the policy wants one and it is missing; a failure is the video's
    /// (`publishError`), a refused write the build's. False on a refused write.
    func publish(_ source: String, container: VideoContainer, id: ContentID, facts: inout PhotoFacts, tools: VideoTools,
                 context: RenderContext, into result: inout PhotoJob.Result) async -> Bool {
        guard let video = facts.video, let encoding = VideoPaths.encoding(video, policy: context.videoPolicy) else { return true }
        let path = VideoPaths.path(contentID: id, encoding: encoding)
        guard !context.existingImages.contains(path), await context.claims.claim(path) else { return true }
        let temporary = context.writer.temporaryFolder.appendingPathComponent("\(id.hash.prefix(16))-\(encoding.tag).mp4").path
        // A copy costs a read and a write; a transcode gets a generous budget per second of video.
        let seconds = video.duration.isFinite ? Int(min(video.duration, 86_400).rounded(.up)) : 3600
        let budget: Duration = encoding == .copy ? .seconds(120 + seconds) : .seconds(300 + 20 * seconds)
        if encoding == .transcode { await context.transcodes.acquire() }
        var failure: VideoError?
        do {
            try await VideoPublisher.publish(source, container: container, width: facts.width, height: facts.height, encoding: encoding,
                                             to: temporary, tools: tools, threads: context.transcodes.threadsPerTranscode, budget: budget)
        } catch {
            failure = error
        }
        if encoding == .transcode { await context.transcodes.release() }
        if let failure {
            facts.video?.publishError = failure.message
            return true
        }
        do {
            try context.writer.move(temporary, to: path)
        } catch {
            result.writeError = error
            return false
        }
        result.written.add(path: path)
        if context.explainer != nil { result.explanations.append("\(path): new video (\(encoding == .copy ? "remuxed" : "transcoded"))") }
        return true
    }
}

extension VideoJob {
    /// A Google Motion Photo's embedded MP4, published as the photo's motion clip (remuxed when compatible,
    /// else transcoded under the `transcode` policy). A clip that cannot be read is a warning; the photo stays.
    /// False on a refused write.
    func publishMotionPhoto(_ bytes: [UInt8], facts: inout PhotoFacts, context: RenderContext, into result: inout PhotoJob.Result) async -> Bool {
        guard let tools = context.videoTools ?? (context.videoPolicy == .skip ? nil : VideoTools.cachedFind),
              context.videoPolicy == .transcode || context.videoPolicy == .copyCompatibleOnly,
              let range = MotionPhoto.embeddedVideo(in: bytes) else { return true }
        let clip = Array(bytes[range])
        let id = ContentHasher.contentID(of: clip)
        let temporary = context.writer.temporaryFolder.appendingPathComponent("\(id.hash.prefix(16))-motion.mp4").path
        do {
            try AtomicFileWriter(temporaryFolder: nil, durable: false).write(clip, to: temporary)
            defer { try? FileManager.default.removeItem(atPath: temporary) }
            let info = try await Self.probe(temporary, tools: tools)
            var clipFacts = Self.facts(info)
            guard await publish(temporary, container: info.container, id: id, facts: &clipFacts, tools: tools, context: context, into: &result) else { return false }
            if let problem = clipFacts.video?.publishError {
                result.diagnostics.append(Diagnostic(path: job.photo.file.path, step: .decode, message: "its Motion Photo clip cannot be made playable (\(problem)); the photo is published without it"))
            } else if let video = clipFacts.video, let encoding = VideoPaths.encoding(video, policy: context.videoPolicy) {
                facts.motionClipPath = VideoPaths.path(contentID: id, encoding: encoding)
            }
        } catch let error as VideoError {
            result.diagnostics.append(Diagnostic(path: job.photo.file.path, step: .decode, message: "its Motion Photo clip cannot be read (\(error.message)); the photo is published without it"))
        } catch {
            result.diagnostics.append(Diagnostic(path: job.photo.file.path, step: .decode, message: "its Motion Photo clip cannot be read (\(error)); the photo is published without it"))
        }
        return true
    }
}
