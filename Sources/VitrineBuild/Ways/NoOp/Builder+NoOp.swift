import Foundation
import VitrineCatalog
import VitrineCore
import VitrineLibrary
import VitrineSite

extension Builder {
    /// The no-op way: the last complete build's stamp vouches for this one (the same inputs, the site as it left
    /// it), so nothing is loaded, modelled or written, and the summary is the stamp's. Nil when it does not.
    func noOpWay(_ start: BuildStart) async throws(BuildError) -> BuildSummary? {
        guard let inputs = start.stampInputs,
              let stamp = try await unchangedSite(start.catalog, inputs: inputs, images: start.imagesFingerprint, writtenAt: start.writtenAt),
              let warnings = SiteStamp.warnings(from: stamp.warnings) else { return nil }
        var summary = start.summary
        summary.siteUnchanged = true
        summary.photos = stamp.photos
        summary.videos = stamp.videos
        summary.imagesReused = stamp.imagesReused
        summary.pagesUnchanged = stamp.pages
        summary.diagnostics += warnings
        summary.seconds = (ContinuousClock.now - start.clock).seconds
        return summary
    }

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
    /// fingerprint), and every other file it wrote is there, unchanged since `writtenAt`. The no-op way and the
    /// sidecar way stand on this.
    /// - Parameter threads: how many of the build's threads the lookups take at most: all of them on the no-op way,
    ///   where nothing else runs; one on the sidecar way, where they run beside its one thread's work and would
    ///   otherwise queue that work behind them.
    func siteAsLeft(_ catalog: Catalog, by stamp: BuildStamp, images: String, writtenAt: Int64,
                    threads: Int = ThreadPoolExecutor.build.width) async throws(BuildError) -> Bool {
        guard images == stamp.images else { return false }
        var paths = FileIO.PathList()
        do {
            // A row that leads out of the site (a tampered catalog) vouches for nothing: the long way judges.
            let allInside = try catalog.everyOutputPath(outside: ImagePaths.folder) { path in
                guard SitePath(path) != nil else { return false }
                paths.append(path)
                return true
            }
            guard allInside else { return false }
        } catch {
            throw BuildError(error)
        }
        return await Self.allAsWritten(paths, root: options.site.path, writtenAt: writtenAt, threads: threads)
    }

    /// Whether every file of `paths` (relative to `root`, in byte order) is there and unchanged since `writtenAt`.
    ///
    /// Split over the build's threads in runs of neighbouring paths, each looked up relative to its folder: at
    /// 100,000 photos these are 100,000 lookups, the last step of a no-op rebuild, which nothing else overlaps.
    static func allAsWritten(_ paths: FileIO.PathList, root: String, writtenAt: Int64, threads: Int = ThreadPoolExecutor.build.width) async -> Bool {
        let runs = paths.runs(min(max(1, paths.count / 1_000), 4 * max(1, threads)))
        @Sendable func allAsWritten(_ run: Range<Int>) -> Bool {
            var files = FileIO.RelativeStatus(root: root)
            return files.allModified(in: paths, run: run) { modified in !Task.isCancelled && modified.map { $0 <= writtenAt } == true }
        }
        guard threads > 1 else { return runs.allSatisfy(allAsWritten) }
        return await withTaskGroup(of: Bool.self) { group in
            for run in runs {
                group.addTask { allAsWritten(run) }
            }
            for await allThere in group where !allThere {
                group.cancelAll()
                return false
            }
            return true
        }
    }

    /// Whether the site's file at `path` is the one the last complete build wrote from `inputs` and left alone: the
    /// catalog records it with these inputs, and it is no newer than that build's writing. Pages, originals and
    /// archives are each made again only when it is not.
    static func isAsWritten(_ path: String, inputs: String, previous: OutputDigests, root: String, writtenAt: Int64?) -> Bool {
        guard let writtenAt, previous.contains(path: path, inputs: inputs) else { return false }
        return asWritten(root + path, writtenAt: writtenAt)
    }

    /// Whether the file at `path` is there and unchanged since the last complete build finished writing the site.
    static func asWritten(_ path: String, writtenAt: Int64) -> Bool {
        guard let status = FileStatus.of(path, followingLinks: true) else { return false }
        return status.modified <= writtenAt
    }
}
