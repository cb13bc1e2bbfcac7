import Foundation
import VitrineCatalog
import VitrineImaging
import VitrineLibrary
import VitrineMetadata

/// Shared, read-only inputs of the render jobs.
struct RenderContext: Sendable {
    var library: URL
    var writer: SiteWriter
    var formats: [ImageFormat]
    var limits: ImageLimits
    /// Site-relative image paths present before the build.
    var existingImages: Set<String>
    var knownFacts: [ContentID: PhotoFacts]
    /// XMP sidecar values by photo path, for the precedence rule (a rejected photo renders nothing).
    var xmpSidecars: [String: MetadataRecord] = [:]
    var explainer: Explainer?
    var claims: RenderClaims
}

/// Hands each image variant to exactly one job, so the same photo in two albums renders once.
actor RenderClaims {
    private var claimed: Set<String> = []

    func claim(_ key: String) -> Bool {
        claimed.insert(key).inserted
    }
}

/// The work one source file needs: read it once, identify it, learn its facts, render what is missing.
struct PhotoJob: Sendable {
    var photo: PhotoSource
    /// From the catalog when size and mtime are unchanged; nil means hash the bytes.
    var knownID: ContentID?

    struct Result: Sendable {
        var path: String
        var record: SourceRecord?
        var facts: PhotoFacts?
        /// Site-relative paths of the images this job wrote.
        var written: [String] = []
        var imagesWritten: Int { written.count }
        var diagnostics: [Diagnostic] = []
        var explanations: [String] = []
        /// The site folder refused an image (full disk, read-only): fatal for the build, not a photo's warning.
        var writeError: BuildError?
    }

    func run(_ context: RenderContext) async -> Result {
        let file = photo.file
        var result = Result(path: file.path)
        let bytes: [UInt8]
        do {
            bytes = try FileIO.read(context.library.appendingPathComponent(file.path), limit: 1 << 31)
        } catch {
            result.diagnostics.append(Diagnostic(path: file.path, step: .hash, message: "cannot read the file: \(error)"))
            return result
        }
        let id = knownID ?? ContentHasher.contentID(of: bytes)
        result.record = SourceRecord(path: file.path, size: file.size, modified: file.modified, contentID: id)
        var facts: PhotoFacts
        if let known = context.knownFacts[id] {
            facts = known
        } else {
            facts = Self.facts(of: bytes, limits: context.limits)
            if let companion = photo.rawCompanion {
                Self.fillExif(&facts.exif, fromCompanionAt: context.library.appendingPathComponent(companion.path))
            }
        }
        if facts.embedded == nil {
            facts.embedded = EmbeddedMetadataSource.read(bytes)
        }
        if let problem = facts.embedded?.problem {
            result.diagnostics.append(Builder.embeddedProblem(file.path, problem))
        }
        let rejected = Builder.metadata(photo, facts: facts, xmpSidecars: context.xmpSidecars, language: "").isRejected

        let transform = photo.sidecar.transform
        let missing = ImagePaths.wanted(contentID: id, transform: transform, formats: context.formats)
            .filter { !context.existingImages.contains($0.path) }
        if facts.decodeError == nil, !rejected, let first = missing.first, await context.claims.claim(first.path) {
            // Every size is made, even when only some are missing: the largest sets the decode scale and the
            // smaller ones are made from it, so a size made alone would not be the clean build's bytes.
            let request = RenderRequest(
                buckets: BuildOptions.buckets,
                formats: context.formats.filter { format in missing.contains { $0.format == format } },
                orientation: facts.exif.orientation, transform: transform, limits: context.limits)
            do {
                let output = try ImageRenderer.render(bytes, request: request)
                for warning in output.warnings {
                    result.diagnostics.append(Diagnostic(path: file.path, step: .decode, message: warning))
                }
                for image in output.images {
                    let path = ImagePaths.path(contentID: id, transform: transform, bucket: image.bucket, format: image.format)
                    guard !context.existingImages.contains(path) else { continue }
                    try context.writer.overwrite(image.bytes, at: path)
                    result.written.append(path)
                    if let explainer = context.explainer {
                        result.explanations.append("\(path): \(explainer.reason(source: file.path, contentID: id, transform: transform, bucket: image.bucket, format: image.format))")
                    }
                }
                let source = ImagePaths.colorSource(contentID: id, transform: transform, formats: context.formats)
                let encoded = output.images.first { $0.bucket == source.bucket && $0.format == source.format }?.bytes
                facts.averageColor = try? AverageColor.of(encoded: encoded ?? FileIO.read(context.writer.site.appendingPathComponent(source.path)))
            } catch let error as ImagingError {
                facts.decodeError = error.description
            } catch let error as BuildError {
                result.writeError = error
                return result
            } catch {
                result.writeError = BuildError(path: file.path, step: .write, message: "cannot write an image: \(error)")
                return result
            }
        }
        if let problem = facts.decodeError {
            result.diagnostics.append(Diagnostic(path: file.path, step: .decode,
                                                 message: "cannot be decoded (\(problem)); published as a placeholder"))
        }
        result.facts = facts
        return result
    }

    /// EXIF and pixel dimensions; a header that cannot be read or exceeds the limits marks the photo undecodable.
    static func facts(of bytes: [UInt8], limits: ImageLimits) -> PhotoFacts {
        let exif = ExifReader.read(bytes)
        do {
            let size = try ImageProbe.dimensions(of: bytes)
            var facts = PhotoFacts(exif: exif, width: size.width, height: size.height)
            do { try limits.check(width: size.width, height: size.height) } catch { facts.decodeError = error.description }
            return facts
        } catch {
            return PhotoFacts(exif: exif, width: 0, height: 0, decodeError: error.description)
        }
    }
}
