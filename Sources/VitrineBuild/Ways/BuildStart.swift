import Foundation
import VitrineCatalog
import VitrineLibrary
import VitrineSite
import VitrineVideo

/// What every build knows before it chooses its way: the scan, the catalog, the theme, when the site was last
/// written, the images folder's fingerprint and the stamp this build would leave.
struct BuildStart {
    let clock: ContinuousClock.Instant
    let writer: SiteWriter
    let catalog: Catalog
    let library: LibrarySource
    let generator: SiteGenerator
    /// When the last complete build finished writing the site; nil when none did.
    let writtenAt: Int64?
    /// The images folder's fingerprint (`Builder.imagesFingerprint`).
    let imagesFingerprint: String
    /// The stamp's inputs (`SiteStamp.inputs`); nil for a build that leaves none and takes the long way: `--explain`
    /// (it must say why things were made) and a shard (it has no pages).
    let stampInputs: String?
    /// ffmpeg and ffprobe, when the library has videos and they are installed.
    let videoTools: VideoTools?
    /// The summary so far: the catalog's state and the scan's warnings.
    let summary: BuildSummary
    /// What publishing the private albums did (`publishPrivateAlbums`), added to the way's summary at the end.
    let privateAlbums: BuildSummary
    /// The last build's site index, read and decoded beside the scan (`StoredSiteIndex`); nil for a build that
    /// leaves no stamp or after no complete build. Taken by the sidecar way, so the long way does not hold it.
    var storedIndex: Task<Result<StoredSiteIndex?, BuildError>, Never>?
}

/// The site index the last complete build left, with the stamp's inputs it was saved under.
struct StoredSiteIndex: Sendable {
    let inputs: String
    let index: SiteIndex

    /// Reads and decodes it; nil when there is no stamp, no index of that stamp, or one that does not decode.
    static func read(_ catalog: Catalog) -> Result<StoredSiteIndex?, BuildError> {
        do {
            guard let stamp = try catalog.stamp(), let bytes = try catalog.siteIndex(for: stamp),
                  let index = SiteIndex(decoding: bytes) else { return .success(nil) }
            return .success(StoredSiteIndex(inputs: stamp.inputs, index: index))
        } catch {
            return .failure(BuildError(error))
        }
    }
}

extension Builder {
    /// The scan, the catalog and the site's images folder, read at once (independent reads: on a no-op rebuild of a
    /// large library they are most of the time), and the theme.
    func start(writer: SiteWriter, clock: ContinuousClock.Instant) async throws(BuildError) -> BuildStart {
        var summary = BuildSummary()
        let libraryURL = options.library
        let siteURL = options.site
        let insidePrivateAlbum = options.insidePrivateAlbum
        let cache = options.cacheDirectory
        async let scanned = Result.of { () async throws(BuildError) in
            // A private album's own build scans another root: the library's readings are not its.
            let known = insidePrivateAlbum ? KnownSidecars() : KnownSidecars.load(cache: cache)
            var library = try await Self.scan(libraryURL, excluding: siteURL, insidePrivateAlbum: insidePrivateAlbum, known: known)
            // Kept for the next scan when they changed (a sidecar new, edited and settled, or gone); a cache that
            // cannot be written costs the next scan its reading, nothing else. Not held by the build.
            if !insidePrivateAlbum, library.knownSidecars != known { try? library.knownSidecars.save(cache: cache) }
            library.knownSidecars = KnownSidecars()
            return library
        }
        let catalog: Catalog
        do { catalog = try Catalog(directory: options.cacheDirectory) } catch { throw BuildError(error) }
        summary.catalogRebuilt = catalog.wasRebuilt
        // Once the catalog is open: it knows the image folders as builds last listed them.
        async let imagesOnDisk = Result.of { () async throws(BuildError) in try Self.imagesFingerprint(catalog, writer: writer) }
        let writtenAt: Int64?
        do { writtenAt = try catalog.siteWrittenAt() } catch { throw BuildError(error) }
        // The sidecar way's first need, which does not depend on the scan: on a large library its 100,000 records
        // decode while the scan waits on the file system. A no-op rebuild drops it unread.
        // `--explain` (it must say why things were made) and a shard (it has no pages) leave no stamp.
        let leavesStamp = !options.explain && options.shard == nil
        let storedIndex = writtenAt == nil || !leavesStamp ? nil
            : Task(executorPreference: ThreadPoolExecutor.build) { StoredSiteIndex.read(catalog) }
        let generator: SiteGenerator
        let themeOverride = options.library.appendingPathComponent(LibraryScanner.themeFolderName, isDirectory: true)
        let hasOverride = (try? themeOverride.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
        do { generator = try SiteGenerator(themeDirectory: nil, themeOverride: hasOverride ? themeOverride : nil) } catch {
            throw BuildError(path: options.site.path, step: .pages, message: "cannot load the theme: \(error)")
        }
        var library = try await scanned.get()
        if let inherited = options.inheritedSettings { library.settings = inherited }
        try GoodSidecars.restore(&library, from: catalog)

        let videoTools = Self.videoTools(for: &library)
        // Said on every build, the unchanged ones too, as the scan's own warnings are; a note, as a new library
        // has no address yet and `--strict` must not fail on it.
        if let note = SiteGenerator.sharingNote(library.settings) { summary.notes.append(note) }
        library.diagnostics += generator.themeWarnings
        summary.diagnostics = library.diagnostics
        let imagesFingerprint = try await imagesOnDisk.get()
        // Before the stamp: the locked cards it publishes are inputs of their parents' pages.
        let privateAlbums = try await publishPrivateAlbums(&library, generator: generator)
        let stampInputs = leavesStamp ? SiteStamp.inputs(library, options: options, pages: generator.identity) : nil
        return BuildStart(clock: clock, writer: writer, catalog: catalog, library: library, generator: generator, writtenAt: writtenAt,
                          imagesFingerprint: imagesFingerprint, stampInputs: stampInputs, videoTools: videoTools, summary: summary,
                          privateAlbums: privateAlbums, storedIndex: storedIndex)
    }

    /// The scan, leaving out the site folder when it is inside the library (`LIBRARY/public`, the default).
    static func scan(_ library: URL, excluding site: URL, insidePrivateAlbum: Bool,
                     known: KnownSidecars = KnownSidecars()) async throws(BuildError) -> LibrarySource {
        do { return try await LibraryScanner.scan(library, excluding: [site], insidePrivateAlbum: insidePrivateAlbum, known: known) } catch {
            throw BuildError(path: error.path, step: .scan, message: error.message)
        }
    }
}
