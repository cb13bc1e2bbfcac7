import Foundation
import VitrineCatalog
import VitrineCore
import VitrineLibrary
import VitrineMetadata

extension Builder {
    /// The XMP sidecars of the photos to publish: read only when new or changed (size or mtime), else taken
    /// from the catalog. A malformed one is a warning with its path; its photo is published without it.
    struct XMPSidecars {
        /// What to store in the catalog, one per sidecar file.
        var records: [XMPSidecarRecord] = []
        /// The values by photo path.
        var byPhoto: [String: MetadataRecord] = [:]
        var diagnostics: [Diagnostic] = []
    }

    static func readXMPSidecars(_ photos: some Sequence<PhotoSource>, library: URL, previous: [String: XMPSidecarRecord]) -> XMPSidecars {
        var result = XMPSidecars()
        var done: [String: XMPSidecarRecord] = [:]
        for photo in photos {
            guard let file = photo.xmpSidecar else { continue }
            let record: XMPSidecarRecord
            if let known = done[file.path] {
                record = known
            } else {
                if let known = previous[file.path], known.file == file {
                    record = known
                } else {
                    record = read(file, library: library)
                }
                done[file.path] = record
                // A sidecar unread for want of exempi is read again by the next build, not remembered as malformed.
                if !LibraryUnavailable.isMentioned(in: record.problem ?? "") { result.records.append(record) }
                if let problem = record.problem {
                    result.diagnostics.append(Diagnostic(path: file.path, step: .sidecar,
                                                         message: "\(problem); the photo is published without it"))
                }
            }
            if let metadata = record.metadata { result.byPhoto[photo.file.path] = metadata }
        }
        return result
    }

    private static func read(_ file: SourceFile, library: URL) -> XMPSidecarRecord {
        do {
            let bytes = try FileIO.read(library.appendingPathComponent(file.path), limit: XMPReader.maximumSize)
            return XMPSidecarRecord(file: file, metadata: try XMPReader.read(bytes))
        } catch let error as MetadataError where LibraryUnavailable.isMentioned(in: error.message) {
            return XMPSidecarRecord(file: file, metadata: nil, problem: "XMP sidecar cannot be read: \(error.message)")
        } catch let error as MetadataError {
            return XMPSidecarRecord(file: file, metadata: nil, problem: "malformed XMP sidecar: \(error.message)")
        } catch let error as FileReadError {
            return XMPSidecarRecord(file: file, metadata: nil, problem: "XMP sidecar cannot be read: \(error.message)")
        } catch {
            return XMPSidecarRecord(file: file, metadata: nil, problem: "XMP sidecar cannot be read: \(error)")
        }
    }

    /// The one precedence rule (`MetadataPrecedence`) for a photo of this build.
    static func metadata(_ photo: PhotoSource, facts: PhotoFacts?, xmpSidecars: [String: MetadataRecord], language: String) -> ResolvedMetadata {
        MetadataPrecedence.resolve(sidecar: photo.sidecar, xmpSidecar: xmpSidecars[photo.file.path], embedded: facts?.embedded,
                                   exif: facts?.exif, language: language)
    }

    /// `--explain`'s line for a photo left out because its rating is -1.
    static func rejectedExplanation(_ photo: PhotoSource, _ metadata: ResolvedMetadata) -> String {
        let source = metadata.rating.map { $0.origin == .xmpSidecar ? (photo.xmpSidecar?.path ?? "the XMP sidecar") : $0.origin.label } ?? "XMP"
        return "\(photo.file.path): not published: rejected (xmp:Rating -1 in \(source))"
    }
}
