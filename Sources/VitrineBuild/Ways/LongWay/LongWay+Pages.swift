import VitrineCatalog
import VitrineLibrary
import VitrineSite

extension LongWay {
    /// Models the site, saves the facts (they describe content, whatever becomes of the site) and lets them go,
    /// wants every image and video the pages use, plans the pages and writes those whose key or file changed, copies
    /// the originals asked for, and makes the site index the next build's sidecar way needs. The model and the plan
    /// live in this stage only: they go before the catalog is written, the build's last and largest moment.
    mutating func modelAndWritePages() async throws(BuildError) {
        builder.recoverPlaceholderColors(photos: photos, contentIDs: contentIDs, facts: &facts)
        // All the end of the build needs of the previous sources is whether they changed: asked now, the table goes
        // before the site is modelled instead of being held to the end.
        sourcesChanged = !Builder.same(records, as: previous.sources)
        previous.sources = [:]
        builder.reporter.stage("Pages")
        let library = start.library
        let sidecarPlaces = builder.geocode(photos: photos, facts: &facts, settings: library.settings, xmpSidecars: xmp.byPhoto)
        var model = SiteModelBuilder(library: library, contentIDs: contentIDs, facts: facts.table, formats: options.formats,
                                     sidecarPlaces: sidecarPlaces, xmpSidecars: xmp.byPhoto).build()
        if options.explain { explainRejections() }
        // The facts are in the model now. Saved here and let go, they are not held through the pages beside it.
        // Only a build that may leave a stamp needs the warnings it repeats: `--explain` leaves none.
        repeatedWarnings = start.stampInputs == nil ? []
            : Builder.repeatedWarnings(photos: photos, contentIDs: contentIDs, facts: facts.table, xmpSidecarWarnings: xmp.diagnostics)
        try Builder.save(facts, keeping: records, to: start.catalog)
        facts = FactsTable(loaded: [:])
        // Made once the facts are gone: its table of every wanted output takes the room they leave.
        outputs = WantedOutputs(previous: previous.outputs, catalog: start.catalog)
        summary.photos = model.photos.count
        summary.videos = model.photos.values.lazy.filter { $0.kind == .video }.count

        let imagesWanted = try Builder.addImageRecords(model, transforms: photos, to: &outputs) + Builder.addVideoRecords(model, to: &outputs)
        setStaleImagesAside()
        // Before the plan: the pages link exactly the originals and archives written.
        try publishOriginals(in: &model)
        try publishArchives(in: &model)
        let plan: SitePlan
        do { plan = try start.generator.plan(model, salt: SiteStamp.executableIdentity ?? "") } catch {
            throw BuildError(path: options.site.path, step: .pages, message: "cannot render pages: \(error)")
        }
        let pages = try await builder.writePages(plan, writer: start.writer, previous: previous.outputs, writtenAt: start.writtenAt,
                                                 outputs: &outputs)
        // What the next build needs to take the sidecar way, saved with the stamp when there is one: made once the
        // plan is gone (it needs only the plan's search words, feed and quiz) and encoded once the model is gone, its
        // bytes taking the room they leave.
        let planFacts = start.stampInputs == nil ? nil : SiteIndex.PlanFacts(plan)
        _ = consume plan
        let index = planFacts.flatMap { facts in
            LibraryDigests(library, options: options, pages: start.generator.identity).map {
                SiteIndex(model: model, plan: facts, library: library, digests: $0)
            }
        }
        _ = consume model
        siteIndex = index?.encoded()

        summary.pagesWritten = pages.written
        summary.pagesUnchanged = pages.unchanged
        summary.pagesRendered = pages.rendered
        summary.explanations += pages.explanations.map(\.text)
        summary.imagesReused = max(0, imagesWanted - summary.imagesWritten)
    }

    /// `--explain`'s lines for the photos left out because their rating is -1.
    mutating func explainRejections() {
        let language = start.library.settings.language
        for photo in photos {
            let metadata = photo.metadata(facts: contentIDs[photo.file.path].flatMap { facts[$0] }, xmpSidecars: xmp.byPhoto)
                .published(language: language)
            if metadata.isRejected { summary.explanations.append(Builder.rejectedExplanation(photo, metadata)) }
        }
    }
}
