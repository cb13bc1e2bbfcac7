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
        let read = XMPSidecar(readingAt: library.appendingPathComponent(file.path).path)
        return XMPSidecarRecord(file: file, metadata: read.metadata, problem: read.problem)
    }

    /// `--explain`'s line for a photo left out because its rating is -1.
    static func rejectedExplanation(_ photo: PhotoSource, _ metadata: ResolvedMetadata) -> String {
        let source = metadata.rating.map { $0.origin == .xmpSidecar ? (photo.xmpSidecar?.path ?? "the XMP sidecar") : $0.origin.label } ?? "XMP"
        return "\(photo.file.path): not published: rejected (xmp:Rating -1 in \(source))"
    }
}
