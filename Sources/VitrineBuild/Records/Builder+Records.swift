import VitrineCatalog
import VitrineCore
import VitrineImaging
import VitrineLibrary
import VitrineSite

extension Builder {
    /// The stamp of a build that completed, or nil when the next build over the same inputs could not repeat
    /// its summary (it warned of something an unchanged rebuild would not see again, such as an unreadable file
    /// or a photo it failed to render: that rebuild must take the long way and say it again).
    /// `repeated` is what `repeatedWarnings` gave.
    func stamp(inputs: String?, summary: BuildSummary, library: LibrarySource, repeated: [Diagnostic],
               images: StableFingerprint.UnorderedSet) -> BuildStamp? {
        // A library that could not be loaded is a problem of this machine: the build after it is installed must
        // read the files again, not repeat this one's summary.
        guard let inputs, !summary.diagnostics.contains(where: { Self.isPassing($0.message) }) else { return nil }
        guard summary.diagnostics == library.diagnostics + repeated, let warnings = SiteStamp.warnings(repeated) else { return nil }
        return BuildStamp(inputs: inputs, images: images.text, photos: summary.photos, videos: summary.videos,
                          imagesReused: summary.imagesReused + summary.imagesWritten,
                          pages: summary.pagesWritten + summary.pagesUnchanged, warnings: warnings)
    }

    /// Warnings every build over the same inputs gives again, in the order a build that reuses everything gives
    /// them: malformed XMP sidecars, then each photo's decode and embedded-metadata problems.
    static func repeatedWarnings(photos: some Sequence<PhotoSource>, contentIDs: [String: ContentID], facts: [ContentID: PhotoFacts],
                                 xmpSidecarWarnings: [Diagnostic] = []) -> [Diagnostic] {
        xmpSidecarWarnings + photos.flatMap { photo -> [Diagnostic] in
            guard let id = contentIDs[photo.file.path], let known = facts[id] else { return [] }
            return [known.decodeError.map { Self.undecodable(photo.file.path, $0) },
                    known.embedded?.problem.map { Self.embeddedProblem(photo.file.path, $0) }].compactMap { $0 }
        }
    }

    /// Writes the facts that differ from what the build loaded, then, when `kept` is given, drops the facts of
    /// content no kept photo has.
    static func save(_ facts: FactsTable, keeping kept: [SourceRecord]?, to catalog: Catalog) throws(BuildError) {
        do {
            if facts.changed { try catalog.saveFacts(rememberable(facts.changedEntries)) }
            guard let kept else { return }
            let keptIDs = Set(kept.lazy.map(\.contentID))
            if keptIDs != Set(facts.table.keys) { try catalog.pruneFacts(keeping: keptIDs) }
        } catch {
            throw BuildError(error)
        }
    }

    /// The facts to keep in the catalog: all but those read on a machine that could not load a library the file
    /// needed (`LibraryUnavailable`): its decode error or left-out metadata says so. Not kept, they are read again by
    /// the next build, which renders the photo and reads its metadata once the library is installed.
    /// Filtered as they are written, not copied: the table is 100,000 entries on a large library.
    static func rememberable(_ facts: some Sequence<(key: ContentID, value: PhotoFacts)>) -> some Sequence<(key: ContentID, value: PhotoFacts)> {
        facts.lazy.filter { _, fact in
            ![fact.decodeError, fact.embedded?.problem].contains { $0.map(isPassing) ?? false }
        }
    }

    /// True for a problem the next build may not have: a library this machine could not load, or a decoder worker
    /// that crashed, was killed or ran out of time (a library's bug, a machine short of memory). Neither is
    /// remembered: the next build reads the file again.
    static func isPassing(_ problem: String) -> Bool {
        LibraryUnavailable.isMentioned(in: problem) || DecoderWorkers.isMentioned(in: problem)
    }

    /// The warning for embedded XMP or IPTC left out; every build over the photo gives it again.
    static func embeddedProblem(_ path: String, _ problem: String) -> Diagnostic {
        Diagnostic(path: path, step: .exif, message: problem)
    }

    /// The warning for a photo known not to decode; every build over it gives it again.
    static func undecodable(_ path: String, _ problem: String) -> Diagnostic {
        Diagnostic(path: path, step: .decode, message: "cannot be decoded (\(problem)); published as a placeholder")
    }
}
