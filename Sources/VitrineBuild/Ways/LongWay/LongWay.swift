import VitrineCatalog
import VitrineCore
import VitrineImaging
import VitrineLibrary
import VitrineSite

/// The long way, for a build neither the stamp nor the site index can spare: the catalog's tables are loaded, the
/// photos it does not know are read and their missing images rendered, the whole site is modelled and planned, and
/// each page is checked by its key. Each stage is one function; what a stage leaves for later ones is kept here,
/// and let go as soon as the last one that needs it is done (a first build of 100,000 photos is held to 400 MB).
struct LongWay {
    let builder: Builder
    let start: BuildStart
    var summary: BuildSummary
    /// What the catalog remembers of the previous build.
    var previous = Previous()
    /// The images folder as found at the start: the jobs' look-ups of what is there (`trusted`) and what must be
    /// checked (`unverified`) are let go once they have run (`render`); the files the catalog does not record once
    /// the wanted images are known (`setStaleImagesAside`).
    var imagesFound = FoundImages()
    /// The images found or written by this build that no page uses, for the cleanup (`setStaleImagesAside`).
    var staleImages: [String] = []
    /// Every photo that may appear on the site, in scan order.
    let photos: PublishedPhotos
    var xmp = Builder.XMPSidecars()
    /// The catalog's facts, changed in place as the jobs learn more.
    var facts = FactsTable(loaded: [:])
    var contentIDs: [String: ContentID] = [:]
    var records: [SourceRecord] = []
    var results = JobResults()
    /// A shard's own photos (`--shard`); nil for a whole build.
    var split: ShardSplit?
    /// Whether the source records differ from the loaded table.
    var sourcesChanged = false
    /// The files this build wants in the site, set against the catalog's table; made once the facts are saved.
    var outputs = WantedOutputs(previous: OutputDigests(), catalog: nil)
    /// Warnings the stamp repeats on a build that reuses everything.
    var repeatedWarnings: [Diagnostic] = []
    /// Photos whose file is a Git LFS pointer and stays one: the build leaves no stamp, so the next one looks at
    /// them again.
    var lfsPointers = 0
    /// Photos checked out as Git LFS pointers that must be read: `fetchLFSPointers` fetches them.
    var pendingPointers: [(photo: PhotoSource, isMotionClip: Bool, pointer: LFSPointer)] = []
    /// The catalog's Git LFS object ids (object id to content id), read at the first pointer.
    var knownLFSObjects: [String: ContentID]?
    /// The object ids of the contents the jobs read, for the catalog.
    var newLFSObjects: [String: ContentID] = [:]
    /// Each album's download policy, worked out at the first Git LFS pointer that asks.
    var downloadPolicies: [String: DownloadPolicy]?
    /// The site index for the next build's sidecar way, encoded.
    var siteIndex: [UInt8]?
    /// The decoder worker processes of the render stage, started as soon as the jobs are known; nil when decoders
    /// run in this process. Let go after the render stage, which ends the workers.
    var decoderWorkers: DecoderWorkers?

    /// What the catalog remembers of the previous build.
    struct Previous {
        var sources: [String: SourceRecord] = [:]
        var facts: [ContentID: PhotoFacts] = [:]
        /// The output table as digests; `--explain` loads its text apart.
        var outputs = OutputDigests()
        var xmpSidecars: [String: XMPSidecarRecord] = [:]
    }

    init(builder: Builder, start: BuildStart) {
        self.builder = builder
        self.start = start
        summary = start.summary
        photos = PublishedPhotos(start.library.root)
    }

    var options: BuildOptions { builder.options }

    /// The stages, in order.
    mutating func run() async throws(BuildError) -> BuildSummary {
        // From here on the site may change: a build killed on the way must not leave a stamp vouching for it.
        do { try start.catalog.clearStamp() } catch { throw BuildError(error) }
        try await load()
        readXMPSidecars()
        var jobs = planJobs()
        startDecoderWorkers(for: jobs)
        jobs += await fetchLFSPointers()
        // Given up, not copied: `render` lets them go once run, which it cannot while this frame holds them too (a
        // first build of 100,000 photos kept 40 MB of jobs to its end).
        try await render(consume jobs)
        mergeResults()
        if let shard = options.shard, let split {
            let finished = try builder.finishShard(shard, owned: split.owned, catalog: start.catalog, previous: previous, records: records,
                                                   facts: facts, summary: summary, started: start.clock)
            do { try start.catalog.saveLFSObjects(newLFSObjects) } catch { throw BuildError(error) }
            return finished
        }
        try await modelAndWritePages()
        let stale = try cleanUp()
        // The images folder as this build left it, each folder listed once more now that its writing is done: the
        // catalog records the listing of every folder left alone long enough (`ImagesFingerprint`), so the next
        // build does not list the 800,000 images of a large site again (the first no-op after a build took 1.5 s).
        _ = try Builder.imagesFingerprint(start.catalog, writer: start.writer)
        try saveRecords(staleRows: stale)
        summary.seconds = (ContinuousClock.now - start.clock).seconds
        if options.leavesMemoryToProcessExit {
            ProcessLifetime.keep(previous, start.library, imagesFound, photos, xmp, facts, contentIDs, records, outputs, results)
        }
        return summary
    }

    /// The catalog's tables (WAL readers do not block each other: the outputs table, the largest, loads beside the
    /// other three), and the images folder's listing: only the long way lists it, the stamp needs no more than its
    /// fingerprint.
    mutating func load() async throws(BuildError) {
        let catalog = start.catalog
        async let outputs = Result { () throws(CatalogError) in try catalog.outputDigests() }
        do {
            let sources = try catalog.sources()
            let facts = try catalog.facts()
            let xmpSidecars = try catalog.xmpSidecars()
            previous = Previous(sources: sources, facts: facts, outputs: try await outputs.get(), xmpSidecars: xmpSidecars)
        } catch {
            throw BuildError(error)
        }
        imagesFound = FoundImages(start.writer, recorded: previous.outputs)
    }

    /// The XMP sidecars of the photos, each read only when new or changed; and the facts, taken from the loaded table
    /// to be changed in place (the loaded table is let go, the changed one knows whether it differs).
    mutating func readXMPSidecars() {
        xmp = Builder.readXMPSidecars(photos, library: options.library, previous: previous.xmpSidecars)
        summary.diagnostics += xmp.diagnostics
        facts = FactsTable(loaded: previous.facts)
        previous.facts = [:]
    }
}
