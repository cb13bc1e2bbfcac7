import Foundation
import VitrineCatalog
import VitrineCore
import VitrineImaging
import VitrineLibrary
import VitrineMetadata
import VitrineRemote
import VitrineSite
import VitrineVideo

/// The work one source file needs: read it once, identify it, learn its facts, render what is missing.
struct PhotoJob: Sendable {
    var photo: PhotoSource
    /// From the catalog when size and mtime are unchanged; nil means hash the bytes.
    var knownID: ContentID?
    /// A Live Photo's clip: published for its photo's page, with no poster or page of its own.
    var isMotionClip = false

    struct Result: Sendable {
        var path: String
        var record: SourceRecord?
        /// The Git LFS object id of the bytes read (SHA-256, 64 hex digits), when the library stores files in Git LFS.
        var lfsObject: String?
        var facts: PhotoFacts?
        /// The images this job wrote.
        var written = WrittenImages()
        var diagnostics: [Diagnostic] = []
        var explanations: [String] = []
        /// The placeholder colour of the images this job made, with the image it was read from.
        var renderedColor: (path: String, color: String)?
        /// Of `written`, how many came from the remote render cache.
        var imagesFetched = 0
        /// The site folder refused an image (full disk, read-only): fatal for the build, not a photo's warning.
        var writeError: BuildError?
    }

    func run(_ context: RenderContext) async -> Result {
        if photo.kind == .video { return await VideoJob(job: self).run(context) }
        let file = photo.file
        var result = Result(path: file.path)
        let bytes: [UInt8]
        do {
            bytes = try FileIO.read(context.library.appendingPathComponent(file.path), limit: FileIO.photoLimit)
        } catch {
            result.diagnostics.append(Diagnostic(path: file.path, step: .hash, message: "cannot read the file: \(error.message)"))
            return result
        }
        let id = knownID ?? ContentHasher.contentID(of: bytes)
        result.record = SourceRecord(path: file.path, size: file.size, modified: file.modified, contentID: id)
        if context.recordsLFSObjects { result.lfsObject = SigV4Signer.sha256(bytes) }
        var facts: PhotoFacts
        if let known = context.knownFacts[id] {
            facts = known
            // Facts cached before Vitrine read embedded metadata: it is read now, its images are there.
            if facts.embedded == nil {
                let probed = context.decoding.probe(bytes)
                result.diagnostics += probed.warnings.map { Diagnostic(path: file.path, step: .decode, message: $0) }
                facts.embedded = FileMetadata(reading: bytes, containers: probed).embedded
            }
        } else {
            let probed = context.decoding.probe(bytes)
            result.diagnostics += probed.warnings.map { Diagnostic(path: file.path, step: .decode, message: $0) }
            let metadata = FileMetadata(reading: bytes, containers: probed)
            facts = Self.facts(of: probed.dimensions, exif: metadata.exif, limits: context.limits)
            facts.embedded = metadata.embedded
            if let companion = photo.rawCompanion {
                let warnings = Self.fillExif(&facts.exif, fromCompanionAt: context.library.appendingPathComponent(companion.path),
                                             decoding: context.decoding)
                result.diagnostics += warnings.map { Diagnostic(path: companion.path, step: .decode, message: $0) }
            }
        }
        if let problem = facts.embedded?.problem {
            result.diagnostics.append(Builder.embeddedProblem(file.path, problem))
        }
        let rejected = photo.metadata(facts: facts, xmpSidecars: context.xmpSidecars).isRejected

        if facts.decodeError == nil, !rejected {
            guard await renderImages(bytes, id: id, facts: &facts, context: context, into: &result) else { return result }
        }
        if let problem = facts.decodeError {
            result.diagnostics.append(Diagnostic(path: file.path, step: .decode,
                                                 message: "cannot be decoded (\(problem)); published as a placeholder"))
        } else {
            guard await VideoJob(job: self).publishMotionPhoto(bytes, facts: &facts, context: context, into: &result) else { return result }
        }
        result.facts = facts
        return result
    }

    /// Renders the images of `bytes` (a photo, or a video's poster frame) that are missing from the site, unless
    /// another job claimed them. A decode failure lands in `facts.decodeError`; false when the site refused a
    /// write (`result.writeError`, fatal for the build).
    func renderImages(_ bytes: [UInt8], id: ContentID, facts: inout PhotoFacts, context: RenderContext, into result: inout Result) async -> Bool {
        let file = photo.file
        let transform = photo.sidecar.transform
        var missing = ImagePaths.wanted(contentID: id, transform: transform, formats: context.formats)
            .filter { !context.existingImages.contains($0.path) }
        if !context.unverifiedImages.isEmpty {
            let kept = checkMerged(missing.filter { context.unverifiedImages.contains($0.path) }, source: bytes, facts: facts,
                                   context: context, into: &result)
            missing.removeAll { kept.contains($0.path) }
        }
        if let first = missing.first, await context.claims.claim(first.path) {
            // Every size is made, even when only some are missing: the largest sets the decode scale and the
            // smaller ones are made from it, so a size made alone would not be the clean build's bytes.
            let request = RenderRequest(
                buckets: ImagePaths.buckets,
                formats: context.formats.filter { format in missing.contains { $0.format == format } },
                orientation: facts.exif.orientation, transform: transform, limits: context.limits)
            do {
                let images = try await Self.images(of: bytes, request: request, contentID: id, transform: transform, remote: context.remote,
                                                   source: sourceSize(of: bytes, facts: facts), decoding: context.decoding)
                if images.fetched { result.imagesFetched = images.list.filter { !context.existingImages.contains(ImagePaths.path(contentID: id, transform: transform, bucket: $0.bucket, format: $0.format)) }.count }
                for warning in images.warnings {
                    result.diagnostics.append(Diagnostic(path: file.path, step: .decode, message: warning))
                }
                for image in images.list {
                    let path = ImagePaths.path(contentID: id, transform: transform, bucket: image.bucket, format: image.format)
                    guard !context.existingImages.contains(path) else { continue }
                    try context.writer.overwrite(image.bytes, at: path)
                    result.written.add(path: path, contentID: id, transform: transform, bucket: image.bucket, format: image.format)
                    if let explainer = context.explainer {
                        result.explanations.append("\(path): \(explainer.reason(source: file.path, contentID: id, transform: transform, bucket: image.bucket, format: image.format))")
                    }
                }
                let source = ImagePaths.colorSource(contentID: id, transform: transform, formats: context.formats)
                let encoded = images.list.first { $0.bucket == source.bucket && $0.format == source.format }?.bytes
                facts.averageColor = try? AverageColor.of(encoded: encoded ?? FileIO.read(context.writer.site.appendingPathComponent(source.path),
                                                                                           limit: EncodedImageCheck.byteLimit))
                result.renderedColor = facts.averageColor.map { (source.path, $0) }
            } catch let error as ImagingError {
                facts.decodeError = error.description
            } catch let error as BuildError {
                result.writeError = error
                return false
            } catch {
                result.writeError = BuildError(path: file.path, step: .write, message: "cannot write an image: \(error)")
                return false
            }
        }
        return true
    }

    /// A render's images: fetched from the remote cache when it has them all, else rendered here and uploaded.
    /// Fetched images are checked (`EncodedImageCheck`) against what the render of a `source`-sized photo makes:
    /// one refused is a warning, and the images are rendered here and uploaded over the object.
    static func images(of bytes: [UInt8], request: RenderRequest, contentID: ContentID, transform: Transform,
                       remote: RemoteRenders?, source: (width: Int, height: Int),
                       decoding: PhotoDecoding = .inProcess) async throws(ImagingError) -> (list: [(bucket: Int, format: ImageFormat, bytes: [UInt8])], fetched: Bool, warnings: [String]) {
        let wanted = request.formats.flatMap { format in request.buckets.map { (bucket: $0, format: format) } }
        func name(_ bucket: Int, _ format: ImageFormat) -> String {
            RenderNaming.fileName(contentID: contentID, transform: transform, bucket: bucket, format: format)
        }
        var warnings: [String] = []
        if let remote, let fetched = await remote.fetch(wanted.map { name($0.bucket, $0.format) }) {
            let list = wanted.compactMap { item in fetched[name(item.bucket, item.format)].map { (bucket: item.bucket, format: item.format, bytes: $0) } }
            let sourceFormat = SourceFormat(sniffing: bytes)
            let refusal = list.lazy.compactMap { image -> String? in
                let expected = EncodedImageCheck.Expectation(source: source.width, source.height, format: sourceFormat, orientation: request.orientation,
                                                             transform: transform, bucket: image.bucket)
                do { try EncodedImageCheck.check(image.bytes, format: image.format, expected: expected) } catch { return "\(name(image.bucket, image.format)): \(error)" }
                return nil
            }.first
            guard let refusal else { return (list, true, []) }
            await remote.refuse(wanted.map { name($0.bucket, $0.format) })
            warnings.append("an image from the remote render cache was refused (\(refusal)); rendered here instead. Whoever can write to the cache can publish: check who can")
        }
        let output = try decoding.render(bytes, request: request)
        let list = output.images.map { (bucket: $0.bucket, format: $0.format, bytes: $0.bytes) }
        await remote?.upload(list.map { (name($0.bucket, $0.format), $0.bytes) })
        return (list, false, warnings + output.warnings)
    }

    /// The size the renderer starts from: the photo's as probed (its facts), or for a video the poster frame's own
    /// (a video's facts hold its display size, which rotation and pixel aspect make another).
    func sourceSize(of bytes: [UInt8], facts: PhotoFacts) -> (width: Int, height: Int) {
        guard photo.kind == .video, let size = try? ImageProbe.dimensions(of: bytes) else { return (facts.width, facts.height) }
        return size
    }

    /// Of `images` (in the site, written by no build of it: merged from shards), the paths that are exactly what
    /// this build would make of `source`; each other one is a warning naming it, and is rendered again.
    func checkMerged(_ images: [(bucket: Int, format: ImageFormat, path: String)], source: [UInt8], facts: PhotoFacts,
                     context: RenderContext, into result: inout Result) -> Set<String> {
        var kept: Set<String> = []
        let format = SourceFormat(sniffing: source)
        let size = sourceSize(of: source, facts: facts)
        for image in images {
            let expected = EncodedImageCheck.Expectation(source: size.width, size.height, format: format, orientation: facts.exif.orientation,
                                                         transform: photo.sidecar.transform, bucket: image.bucket)
            do {
                let bytes = try FileIO.read(context.writer.site.appendingPathComponent(image.path), limit: EncodedImageCheck.byteLimit)
                try EncodedImageCheck.check(bytes, format: image.format, expected: expected)
                kept.insert(image.path)
            } catch {
                result.diagnostics.append(Diagnostic(path: image.path, step: .render,
                                                     message: "this image in the site folder was written by no build of it and is not what the build makes of \(photo.file.path) (\(error)); rendered again"))
            }
        }
        return kept
    }

    /// The facts of a photo whose EXIF was read: its pixel dimensions; a header that cannot be read or exceeds the
    /// limits marks the photo undecodable.
    static func facts(of bytes: [UInt8], exif: ExifFacts, limits: ImageLimits) -> PhotoFacts {
        facts(of: ProbedPhoto(probingInProcess: bytes).dimensions, exif: exif, limits: limits)
    }

    /// As above, from the dimensions a probe gave (`PhotoDecoding.probe`).
    static func facts(of dimensions: Swift.Result<(width: Int, height: Int), ImagingError>, exif: ExifFacts, limits: ImageLimits) -> PhotoFacts {
        switch dimensions {
        case .success(let size):
            var facts = PhotoFacts(exif: exif, width: size.width, height: size.height)
            do { try limits.check(width: size.width, height: size.height) } catch { facts.decodeError = error.description }
            return facts
        case .failure(let error):
            return PhotoFacts(exif: exif, width: 0, height: 0, decodeError: error.description)
        }
    }
}
