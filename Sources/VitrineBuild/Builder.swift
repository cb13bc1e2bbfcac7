import Foundation
import VitrineCatalog
import VitrineGeo
import VitrineImaging
import VitrineLibrary
import VitrineMetadata
import VitrineSite
import VitrineVideo

/// Runs one build: scan -> identify (catalog) -> render what is missing -> pages -> write what changed -> prune.
public struct Builder: Sendable {
    public var options: BuildOptions
    public var reporter: any BuildReporter

    public init(options: BuildOptions, reporter: any BuildReporter = SilentReporter()) {
        self.options = options
        self.reporter = reporter
    }

    /// Runs the build on Vitrine's own threads (`ThreadPoolExecutor.build`), never on Swift's shared pool: the
    /// renders would hold the pool's threads for the whole build and starve other async work in the process.
    public func run() async throws(BuildError) -> BuildSummary {
        try await withTaskExecutorPreference(ThreadPoolExecutor.build) { () async throws(BuildError) -> BuildSummary in
            try await runStages()
        }
    }

    private func runStages() async throws(BuildError) -> BuildSummary {
        let clock = ContinuousClock.now
        try FolderRules.check(options)
        let lock = try BuildLock(cache: options.cacheDirectory, site: options.site)
        defer { withExtendedLifetime(lock) {} }
        var summary = BuildSummary()

        reporter.stage("Scanning")
        let writer = SiteWriter(site: options.site)
        try writer.resetTemporaryFolder()
        defer { writer.removeTemporaryFolder() }
        // The scan, the catalog and the site's images folder are independent reads: on a no-op rebuild of a
        // large library they are most of the time, so they overlap.
        let libraryURL = options.library
        async let scanned = Result.of { () async throws(BuildError) in try await Self.scan(libraryURL) }
        let catalog: Catalog
        do { catalog = try Catalog(directory: options.cacheDirectory) } catch { throw BuildError(error) }
        summary.catalogRebuilt = catalog.wasRebuilt
        // Once the catalog is open: it knows the image folders as builds last listed them.
        async let imagesOnDisk = Result.of { () async throws(BuildError) in try Self.imagesFingerprint(catalog, writer: writer) }
        let writtenAt: Int64?
        do { writtenAt = try catalog.siteWrittenAt() } catch { throw BuildError(error) }
        let generator: SiteGenerator
        let themeOverride = options.library.appendingPathComponent(LibraryScanner.themeFolderName, isDirectory: true)
        let hasOverride = (try? themeOverride.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
        do { generator = try SiteGenerator(themeDirectory: nil, themeOverride: hasOverride ? themeOverride : nil) } catch {
            throw BuildError(path: options.site.path, step: .pages, message: "cannot load the theme: \(error)")
        }
        var library = try await scanned.get()

        let videoTools = Self.videoTools(for: &library)
        // Said on every build, the unchanged ones too, as the scan's own warnings are.
        if let warning = SiteGenerator.sharingWarning(library.settings) {
            library.diagnostics.append(Diagnostic(path: "vitrine.json", step: .settings, message: warning))
        }
        library.diagnostics += generator.themeWarnings
        summary.diagnostics = library.diagnostics
        let imagesFingerprint = try await imagesOnDisk.get()
        // `--explain` must say why things were made: it always takes the long way; so does a shard, which has no pages.
        let stampInputs = options.explain || options.shard != nil ? nil : SiteStamp.inputs(library, options: options, pages: generator.identity)
        if let stampInputs, let stamp = try await unchangedSite(catalog, inputs: stampInputs, images: imagesFingerprint, writtenAt: writtenAt),
           let warnings = SiteStamp.warnings(from: stamp.warnings) {
            summary.siteUnchanged = true
            summary.photos = stamp.photos
            summary.imagesReused = stamp.imagesReused
            summary.pagesUnchanged = stamp.pages
            summary.diagnostics += warnings
            summary.seconds = (ContinuousClock.now - clock).seconds
            if options.leavesMemoryToProcessExit { ProcessLifetime.keep(library) }
            return summary
        }
        if let stampInputs, let edited = try await editedSite(catalog, library: library, inputs: stampInputs, images: imagesFingerprint,
                                                               writtenAt: writtenAt, generator: generator, writer: writer,
                                                               summary: summary, started: clock) {
            if options.leavesMemoryToProcessExit { ProcessLifetime.keep(library) }
            return edited
        }
        // From here on the site may change: a build killed on the way must not leave a stamp vouching for it.
        do { try catalog.clearStamp() } catch { throw BuildError(error) }

        var previous = try await load(catalog)

        // Listed only on the long way: the stamp needs no more than the folder's fingerprint. The listing serves the
        // cleanup at the end; the set, the plan's look-ups until the model is made.
        let imagesFound = writer.files(under: ImagePaths.folder)
        var existingImages = Set(imagesFound)

        let photos = PublishedPhotos(library.root)

        let xmp = Self.readXMPSidecars(photos, library: options.library, previous: previous.xmpSidecars)
        summary.diagnostics += xmp.diagnostics
        let language = library.settings.language
        // Changed in place: the loaded table is let go, the edited one knows whether it differs.
        var facts = EditedFacts(loaded: previous.facts)
        previous.facts = [:]
        var contentIDs: [String: ContentID] = [:]
        var records: [SourceRecord] = []
        var jobs: [PhotoJob] = []
        // A shard renders only its own photos (others' are neither read nor recorded), and their motion clips.
        let split = options.shard.map { shard in
            ShardSplit(Array(photos), shard: shard, library: options.library) { Self.knownID(of: $0, in: previous.sources) }
        }
        let clips = split.map { Self.motionClips($0.owned) } ?? Self.motionClips(photos)
        let ownedCount = split?.owned.count ?? photos.count
        records.reserveCapacity(ownedCount + clips.count)
        contentIDs.reserveCapacity(ownedCount + clips.count)
        // The shard's own photos or all of them, then the clips: taken in turn, not concatenated into one more copy.
        for index in 0..<(ownedCount + clips.count) {
            let isMotionClip = index >= ownedCount
            let photo = isMotionClip ? clips[index - ownedCount] : split.map { $0.owned[index] } ?? photos[index]
            let known = Self.knownID(of: photo, in: previous.sources)
            // Facts cached before Vitrine read embedded metadata send the photo to a job to read it (its images
            // are there, so nothing is rendered); a rejected photo needs no images. A video has no embedded
            // metadata: its poster, its published file (and a photo's Motion Photo clip) decide.
            if let known, let knownFacts = facts[known],
               photo.kind == .video
                   ? Self.isComplete(photo, isMotionClip: isMotionClip, contentID: known, facts: knownFacts, formats: options.formats,
                                     policy: library.settings.video, existing: existingImages)
                   : knownFacts.embedded != nil
                       && (Self.metadata(photo, facts: knownFacts, xmpSidecars: xmp.byPhoto, language: language).isRejected
                           || Self.isComplete(photo, isMotionClip: false, contentID: known, facts: knownFacts, formats: options.formats,
                                              policy: library.settings.video, existing: existingImages)) {
                contentIDs[photo.file.path] = known
                records.append(SourceRecord(path: photo.file.path, size: photo.file.size, modified: photo.file.modified, contentID: known))
                if let problem = knownFacts.decodeError {
                    summary.diagnostics.append(Self.undecodable(photo.file.path, problem))
                }
                if let problem = knownFacts.embedded?.problem {
                    summary.diagnostics.append(Self.embeddedProblem(photo.file.path, problem))
                }
            } else {
                jobs.append(PhotoJob(photo: photo, knownID: known ?? split?.learned[photo.file.path], isMotionClip: isMotionClip))
            }
        }

        var results: JobResults
        var remote: RemoteRenders?
        // The render context lives in this scope only: it holds the images set and the facts table as the jobs saw
        // them, which would otherwise be held to the end of the build.
        do {
            var context = RenderContext(
                library: options.library, writer: writer, formats: options.formats,
                limits: ImageLimits(maxPixels: Int(library.settings.maxMegapixels * 1_000_000)),
                existingImages: existingImages, knownFacts: facts.table, xmpSidecars: xmp.byPhoto,
                explainer: try explainer(catalog, previous: previous),
                claims: RenderClaims(), videoPolicy: library.settings.video, videoTools: videoTools)
            summary.usedRemoteCache = options.remoteCache != nil
            if let settings = options.remoteCache, !jobs.isEmpty {
                switch settings.open() {
                case .success(let opened): remote = opened
                case .failure(let error):
                    summary.diagnostics.append(Diagnostic(path: settings.location.description, step: .render,
                                                          message: "remote render cache not used: \(error); rendered locally"))
                }
            }
            context.remote = remote
            let videoJobs = jobs.count { $0.photo.kind == .video }
            reporter.stage(videoJobs == 0 ? "Rendering" : "Rendering (\(videoJobs) \(videoJobs == 1 ? "video" : "videos"))")
            results = await runJobs(jobs, context: context)
        }
        // Each job holds a copy of its photo's source: 100,000 of them on a first build.
        jobs = []

        if let remote {
            summary.diagnostics += await remote.diagnostics()
            summary.remoteObjectsReplaced = await remote.damaged.count
            summary.imagesFromRemoteCache = results.imagesFetched
        }
        if let failure = results.writeError {
            // Stop before any page or the catalog changes, and take back the images this build added (no
            // previous page uses them), so the previous site, the catalog and the disk are as they were.
            _ = writer.delete(results.written.filter { !previous.outputs.contains(path: $0) })
            throw failure
        }
        summary.diagnostics += results.diagnostics
        summary.explanations += results.explanations
        summary.imagesWritten += results.imagesWritten
        summary.filesRead += results.count
        records += results.records
        for record in results.records { contentIDs[record.path] = record.contentID }
        do {
            // Grown once, not doubled with the old table beside the new one.
            facts.reserveCapacity(facts.table.count + results.facts.count)
            let colors = placeholderColors(photos: photos, contentIDs: contentIDs, refreshed: results.facts, rendered: results.renderedColors)
            for (id, read) in results.facts {
                var new = read.facts
                new.averageColor = colors[id]  // whichever job rendered first
                facts[id] = new
            }
        }
        results.forgetMerged()

        if let shard = options.shard, let split {
            return try finishShard(shard, owned: split.owned, catalog: catalog, previous: previous, records: records, facts: facts, summary: summary, started: clock)
        }
        recoverPlaceholderColors(photos: photos, contentIDs: contentIDs, facts: &facts)
        // All the end of the build needs of the previous sources is whether they changed: asked now, the table goes
        // before the site is modelled instead of being held to the end.
        let sourcesChanged = !Self.same(records, as: previous.sources)
        previous.sources = [:]
        reporter.stage("Pages")
        let sidecarPlaces = geocode(photos: photos, facts: &facts, settings: library.settings, xmpSidecars: xmp.byPhoto)
        var outputs: WantedOutputs
        let imagesWanted: Int
        let repeatedWarnings: [Diagnostic]
        let pages: PageResults
        let index: SiteIndex?
        // The model and the plan live in this scope only: they go before the catalog is written, the build's last
        // and largest moment, instead of being held to the end beside what it writes.
        do {
            // The site's images as found and as written by this build, for the model's image paths to share their
            // strings: on a first build it would otherwise hold a second copy of every path the jobs wrote. Grown in
            // place, not copied beside the set it grows.
            existingImages.formUnion(results.written)
            let model = SiteModelBuilder(library: library, contentIDs: contentIDs, facts: facts.table, formats: options.formats,
                                         sidecarPlaces: sidecarPlaces, imagesOnDisk: existingImages, xmpSidecars: xmp.byPhoto).build()
            // The set was for the jobs and the model; the listing it was made from serves the cleanup below.
            existingImages = []
            if options.explain {
                for photo in photos {
                    let metadata = Self.metadata(photo, facts: contentIDs[photo.file.path].flatMap { facts[$0] }, xmpSidecars: xmp.byPhoto, language: language)
                    if metadata.isRejected { summary.explanations.append(Self.rejectedExplanation(photo, metadata)) }
                }
            }
            // The facts are in the model now. Saved here (they describe content, whatever becomes of the site) and
            // let go, they are not held through the pages beside it.
            // Only a build that may leave a stamp needs them: `--explain` leaves none.
            repeatedWarnings = stampInputs == nil ? []
                : Self.repeatedWarnings(photos: photos, contentIDs: contentIDs, facts: facts.table, xmpSidecarWarnings: xmp.diagnostics)
            try Self.save(facts, keeping: records, to: catalog)
            facts = EditedFacts(loaded: [:])
            // Made once the facts are gone: its table of every wanted output takes the room they leave.
            outputs = WantedOutputs(previous: previous.outputs, catalog: catalog)
            summary.photos = model.photos.count

            imagesWanted = try Self.addImageRecords(model, transforms: photos, to: &outputs) + Self.addVideoRecords(model, to: &outputs)
            let plan: SitePlan
            do { plan = try generator.plan(model, salt: SiteStamp.executableIdentity ?? "") } catch {
                throw BuildError(path: options.site.path, step: .pages, message: "cannot render pages: \(error)")
            }
            pages = try await writePages(plan, writer: writer, previous: previous.outputs, writtenAt: writtenAt, outputs: &outputs)
            try publishOriginals(model, writer: writer, to: &outputs)
            // What the next build needs to take the edit way (`Builder+Edit`), saved with the stamp when there is one.
            index = stampInputs == nil ? nil : LibraryDigests(library, options: options, pages: generator.identity).map {
                SiteIndex(model: model, plan: plan, library: library, digests: $0)
            }
        }
        // Encoded once the model and plan are gone: its bytes take the room they leave.
        let siteIndex = index?.encoded()

        summary.pagesWritten = pages.written
        summary.pagesUnchanged = pages.unchanged
        summary.pagesRendered = pages.rendered
        summary.explanations += pages.explanations.map(\.text)
        summary.imagesReused = max(0, imagesWanted - summary.imagesWritten)

        reporter.stage("Cleaning up")
        // What Vitrine made: the previous build's outputs and every file in its images folder, as found at the
        // start or written since (one walk of the folder per build). The catalog's rows are read again, as
        // text, only when some are no longer wanted.
        var staleRows: [String]?
        if outputs.update.staleCount > 0 {
            do { staleRows = try catalog.outputPaths(notIn: outputs.update.wanted) } catch { throw BuildError(error) }
        }
        var stale = Set(staleRows ?? [])
        stale.formUnion(imagesFound.lazy.filter { !outputs.contains($0) })
        stale.formUnion(results.written.lazy.filter { !outputs.contains($0) })
        summary.filesDeleted = writer.delete(stale.sorted())

        // Every write to the site is done: a file changed after this was changed by someone else.
        let finished = FileIO.currentTime()
        do {
            try catalog.saveSiteWrittenAt(finished)
            // Each table is written only when it differs from what this build loaded (the lock keeps it so):
            // on a no-op rebuild of a large library these writes were most of the remaining time.
            if sourcesChanged { try catalog.replaceSources(records) }
            try catalog.saveOutputs(outputs.update, stalePaths: staleRows ?? [])
            if !Self.same(xmp.records, as: previous.xmpSidecars, path: \.file.path) {
                try catalog.replaceXMPSidecars(xmp.records, previous: previous.xmpSidecars)
            }
            if let stamp = stamp(inputs: stampInputs, summary: summary, library: library, repeated: repeatedWarnings, images: outputs.images) {
                try catalog.saveStamp(stamp, siteIndex: siteIndex)
            }
        } catch {
            throw BuildError(error)
        }

        summary.seconds = (ContinuousClock.now - clock).seconds
        if options.leavesMemoryToProcessExit {
            ProcessLifetime.keep(previous, library, imagesFound, photos, xmp, facts, contentIDs, records, outputs, results)
        }
        return summary
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
