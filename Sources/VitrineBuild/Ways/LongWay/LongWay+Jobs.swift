import VitrineCatalog
import VitrineImaging
import VitrineLibrary
import VitrineSite

extension LongWay {
    /// Which photos need a job: each one whose content the catalog knows (same size and time) and whose images are
    /// all in the site (or that needs none) is reused as it is; the others are read by a job. A shard takes only
    /// its own photos (others' are neither read nor recorded), and their motion clips.
    mutating func planJobs() -> [PhotoJob] {
        let previousSources = previous.sources
        split = options.shard.map { shard in
            ShardSplit(Array(photos), shard: shard, library: options.library) { Builder.knownID(of: $0, in: previousSources) }
        }
        let clips = split.map { Builder.motionClips($0.owned) } ?? Builder.motionClips(photos)
        let ownedCount = split?.owned.count ?? photos.count
        records.reserveCapacity(ownedCount + clips.count)
        contentIDs.reserveCapacity(ownedCount + clips.count)
        var jobs: [PhotoJob] = []
        // The shard's own photos or all of them, then the clips: taken in turn, not concatenated into one more copy.
        for index in 0..<(ownedCount + clips.count) {
            let isMotionClip = index >= ownedCount
            let photo = isMotionClip ? clips[index - ownedCount] : split.map { $0.owned[index] } ?? photos[index]
            let known = Builder.knownID(of: photo, in: previous.sources)
            if let known, let knownFacts = facts[known], isReusable(photo, isMotionClip: isMotionClip, contentID: known, facts: knownFacts) {
                reuse(photo, contentID: known, facts: knownFacts)
            } else if let pointer = lfsPointer(of: photo) {
                // Its bytes are not here: reused by its object id, else fetched (`fetchLFSPointers`).
                if !reuse(photo, pointer: pointer, isMotionClip: isMotionClip) { pendingPointers.append((photo, isMotionClip, pointer)) }
            } else {
                jobs.append(PhotoJob(photo: photo, knownID: known ?? split?.learned[photo.file.path], isMotionClip: isMotionClip))
            }
        }
        return jobs
    }

    /// True when the photo, known as `contentID` with `facts`, needs no job: its images are all in the site (or it
    /// needs none). Facts cached before Vitrine read embedded metadata send the photo to a job to read it (its
    /// images are there, so nothing is rendered); a rejected photo needs no images. A video has no embedded
    /// metadata: its poster, its published file (and a photo's Motion Photo clip) decide.
    func isReusable(_ photo: PhotoSource, isMotionClip: Bool, contentID: ContentID, facts known: PhotoFacts) -> Bool {
        let settings = start.library.settings
        return photo.kind == .video
            ? Builder.isComplete(photo, isMotionClip: isMotionClip, contentID: contentID, facts: known, formats: options.formats,
                                 policy: settings.video, existing: imagesFound.trusted)
            : known.embedded != nil
                && (photo.metadata(facts: known, xmpSidecars: xmp.byPhoto).isRejected
                    || Builder.isComplete(photo, isMotionClip: false, contentID: contentID, facts: known, formats: options.formats,
                                          policy: settings.video, existing: imagesFound.trusted))
    }

    /// Takes the photo as the content `contentID` without reading it, with that content's warnings.
    mutating func reuse(_ photo: PhotoSource, contentID: ContentID, facts known: PhotoFacts) {
        contentIDs[photo.file.path] = contentID
        records.append(SourceRecord(path: photo.file.path, size: photo.file.size, modified: photo.file.modified, contentID: contentID))
        if let problem = known.decodeError {
            summary.diagnostics.append(Builder.undecodable(photo.file.path, problem))
        }
        if let problem = known.embedded?.problem {
            summary.diagnostics.append(Builder.embeddedProblem(photo.file.path, problem))
        }
    }

    /// Makes the render stage's decoder workers (when the build has them) and starts as many as the jobs will keep
    /// busy at once: one per job whose file's extension is not JPEG's or WebP's (or that has a RAW companion to
    /// probe), at most `--jobs`. Started now, the workers load while the jobs are set up and read their files; a
    /// build with no such file starts none.
    mutating func startDecoderWorkers(for jobs: [PhotoJob]) {
        guard let executable = options.decoderWorker else { return }
        let settings = start.library.settings
        let limits = DecoderLimits(timeout: .milliseconds(Int64(settings.decodeTimeout * 1000)),
                                   maxPixels: Int(settings.maxMegapixels * 1_000_000))
        let workers = DecoderWorkers(executable: executable, capacity: options.jobs, limits: limits)
        let needing = jobs.lazy.filter { job in
            job.photo.kind != .video && (job.photo.rawCompanion != nil || PhotoDecoding.mayNeedWorker(fileNamed: job.photo.file.path))
        }
        workers.prestart(needing.prefix(options.jobs).count)
        decoderWorkers = workers
    }

    /// Runs the jobs on the build's threads, through the remote render cache when one is given. The render context
    /// lives in this stage only: it holds the images set and the facts table as the jobs saw them, which would
    /// otherwise be held to the end of the build. On a write the site refused, the images this build added are taken
    /// back before the error is thrown (no previous page uses them), so the site, the catalog and the disk are as
    /// they were.
    mutating func render(_ jobs: consuming [PhotoJob]) async throws(BuildError) {
        let settings = start.library.settings
        var context = RenderContext(
            library: options.library, writer: start.writer, formats: options.formats,
            limits: ImageLimits(maxPixels: Int(settings.maxMegapixels * 1_000_000)),
            existingImages: imagesFound.trusted, unverifiedImages: imagesFound.unverified, knownFacts: facts.table, xmpSidecars: xmp.byPhoto,
            explainer: try builder.explainer(start.catalog, previousSources: previous.sources),
            claims: RenderClaims(), videoPolicy: settings.video, videoTools: start.videoTools)
        context.recordsLFSObjects = !pendingPointers.isEmpty || summary.photosFetchedFromLFS > 0 || knownLFSObjects != nil
            || GitLFS(library: options.library)?.tracksFiles == true
        summary.usedRemoteCache = options.remoteCache != nil
        var remote: RemoteRenders?
        if let remoteCache = options.remoteCache, !jobs.isEmpty {
            switch remoteCache.open() {
            case .success(let opened): remote = opened
            case .failure(let error):
                summary.diagnostics.append(Diagnostic(path: remoteCache.location.description, step: .render,
                                                      message: "remote render cache not used: \(error); rendered locally"))
            }
        }
        context.remote = remote
        if let decoderWorkers { context.decoding = .isolated(decoderWorkers) }
        let videoJobs = jobs.count { $0.photo.kind == .video }
        builder.reporter.stage(videoJobs == 0 ? "Rendering" : "Rendering (\(videoJobs) \(videoJobs == 1 ? "video" : "videos"))")
        results = await builder.runJobs(jobs, context: context)
        // The context's copy goes at the end of this function: the idle workers then see their socket close and exit.
        decoderWorkers = nil
        // Each job holds a copy of its photo's source: 100,000 of them on a first build. The images set was for the
        // jobs alone (the model names its images when asked, `RenderedImages`); the context's copy goes with it.
        _ = consume jobs
        imagesFound.trusted = SitePathSet()
        imagesFound.unverified = []

        if let remote {
            summary.diagnostics += await remote.diagnostics()
            summary.remoteObjectsReplaced = await remote.damaged.count
            summary.imagesFromRemoteCache = results.imagesFetched
        }
        if let failure = results.writeError {
            _ = start.writer.delete(results.written.paths { !previous.outputs.contains(path: $0) })
            throw failure
        }
    }

    /// Takes in what the jobs learned: their warnings and counts, source records, content ids and facts, each
    /// content's placeholder colour chosen whatever order the jobs ran in.
    mutating func mergeResults() {
        summary.diagnostics += results.diagnostics
        summary.explanations += results.explanations
        summary.imagesWritten += results.imagesWritten
        summary.filesRead += results.count
        records += results.records
        newLFSObjects = results.lfsObjects
        for record in results.records { contentIDs[record.path] = record.contentID }
        // Grown once, not doubled with the old table beside the new one.
        facts.reserveCapacity(facts.table.count + results.facts.count)
        let colors = builder.placeholderColors(photos: photos, contentIDs: contentIDs, refreshed: results.facts, rendered: results.renderedColors)
        for (id, read) in results.facts {
            var new = read.facts
            new.averageColor = colors[id]  // whichever job rendered first
            facts[id] = new
        }
        results.forgetMerged()
    }
}
