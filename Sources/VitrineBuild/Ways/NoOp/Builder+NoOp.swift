import Foundation
import VitrineCatalog
import VitrineCore
import VitrineLibrary
import VitrineSite

extension Builder {
    /// The last build's stamp when it vouches for this build: the same inputs, exactly the same images in the
    /// images folder, and every other file that build wrote still there. Then there is nothing to do, and the
    /// catalog's tables, the site model and the pages are never loaded or made: on a large library that is
    /// nearly all of a no-op rebuild's time and memory.
    ///
    /// A file changed after `writtenAt` (the last complete build's end) was changed by someone else: a page
    /// edited by hand is put back as if it had been deleted.
    /// - Parameter images: the images folder's fingerprint (`imagesFingerprint`).
    func unchangedSite(_ catalog: Catalog, inputs: String, images: String, writtenAt: Int64?) async throws(BuildError) -> BuildStamp? {
        guard let writtenAt else { return nil }
        let found: BuildStamp?
        do { found = try catalog.stamp() } catch { throw BuildError(error) }
        guard let stamp = found, stamp.inputs == inputs else { return nil }
        return try await siteAsLeft(catalog, by: stamp, images: images, writtenAt: writtenAt) ? stamp : nil
    }

    /// The images folder's fingerprint (`ImagesFingerprint`), listing only the folders whose status changed since a
    /// build last listed them; the listings the next build may trust are recorded.
    static func imagesFingerprint(_ catalog: Catalog, writer: SiteWriter) throws(BuildError) -> String {
        do {
            let known = try catalog.imageFolders()
            let now = ImagesFingerprint.fileSystemTime(in: writer.temporaryFolder.path)
            let images = ImagesFingerprint(site: writer.site.path, folder: ImagePaths.folder, known: known, now: now)
            if !images.listed.isEmpty || !known.keys.allSatisfy(images.folders.contains) {
                try catalog.saveImageFolders(images.listed, present: images.folders)
            }
            return images.text
        } catch {
            throw BuildError(error)
        }
    }

    /// Whether the site is as the build that left `stamp` left it: the images folder holds exactly its images (by
    /// fingerprint), and every other file it wrote is there, unchanged since `writtenAt`. The no-op and the edit way
    /// (`Builder+Edit`) stand on this.
    func siteAsLeft(_ catalog: Catalog, by stamp: BuildStamp, images: String, writtenAt: Int64) async throws(BuildError) -> Bool {
        guard images == stamp.images else { return false }
        var paths = FileIO.PathList()
        do {
            _ = try catalog.everyOutputPath(outside: ImagePaths.folder) { paths.append($0); return true }
        } catch {
            throw BuildError(error)
        }
        return await Self.allAsWritten(paths, root: options.site.path, writtenAt: writtenAt)
    }

    /// Whether every file of `paths` (relative to `root`, in byte order) is there and unchanged since `writtenAt`.
    ///
    /// Split over the build's threads in runs of neighbouring paths, each looked up relative to its folder: at
    /// 100,000 photos these are 100,000 lookups, the last step of a no-op rebuild, which nothing else overlaps.
    static func allAsWritten(_ paths: FileIO.PathList, root: String, writtenAt: Int64) async -> Bool {
        let runs = paths.runs(min(max(1, paths.count / 1_000), 4 * ThreadPoolExecutor.build.width))
        return await withTaskGroup(of: Bool.self) { group in
            for run in runs {
                group.addTask {
                    var files = FileIO.RelativeStatus(root: root)
                    return files.allModified(in: paths, run: run) { modified in
                        !Task.isCancelled && modified.map { $0 <= writtenAt } == true
                    }
                }
            }
            for await allThere in group where !allThere {
                group.cancelAll()
                return false
            }
            return true
        }
    }

    /// Whether the file at `path` is there and unchanged since the last complete build finished writing the site.
    static func asWritten(_ path: String, writtenAt: Int64) -> Bool {
        guard let status = FileStatus.of(path, followingLinks: true) else { return false }
        return status.modified <= writtenAt
    }

    /// The stamp of a build that completed, or nil when the next build over the same inputs could not repeat
    /// its summary (it warned of something an unchanged rebuild would not see again, such as an unreadable file
    /// or a photo it failed to render: that rebuild must take the long way and say it again).
    /// `repeated` is what `repeatedWarnings` gave.
    func stamp(inputs: String?, summary: BuildSummary, library: LibrarySource, repeated: [Diagnostic],
               images: StableFingerprint.UnorderedSet) -> BuildStamp? {
        // A library that could not be loaded is a problem of this machine: the build after it is installed must
        // read the files again, not repeat this one's summary.
        guard let inputs, !summary.diagnostics.contains(where: { LibraryUnavailable.isMentioned(in: $0.message) }) else { return nil }
        guard summary.diagnostics == library.diagnostics + repeated, let warnings = SiteStamp.warnings(repeated) else { return nil }
        return BuildStamp(inputs: inputs, images: images.text, photos: summary.photos,
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
    static func save(_ facts: EditedFacts, keeping kept: [SourceRecord]?, to catalog: Catalog) throws(BuildError) {
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
            ![fact.decodeError, fact.embedded?.problem].contains { $0.map(LibraryUnavailable.isMentioned) ?? false }
        }
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
