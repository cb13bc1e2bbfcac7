import Foundation
import VitrineCatalog
import VitrineCore
import VitrineLibrary
import VitrineSite

extension Builder {
    /// The most photos the sidecar way takes; a larger change takes the long way.
    static let sidecarWayLimit = 2_000

    /// The pages the sidecar way rendered are recorded with these inputs, which no full plan's key gives: the next
    /// build that takes the long way renders them again (and writes none whose bytes are the same).
    static let sidecarWayPageInputs = "page;sidecar-way"

    /// The sidecar way, between the no-op way and the long way, for what a photographer does most (a star, a title,
    /// a tag, from `vitrine rate` or from Lightroom's XMP sidecar). When the last complete build left its site index
    /// and the site as it left it, and this scan differs from that build's only in some photos' sidecars (JSON or
    /// XMP), and those changes move nothing (`SidecarChange`), only the pages showing those photos are rendered, from
    /// a model of the photos those pages show: the catalog's tables, the whole site model and its plan are never
    /// loaded or made. One star or title on a 100,000-photo library costs what a no-op does plus a few pages.
    ///
    /// Nil when the sidecar way does not apply; nothing has been written then, and the long way builds as usual.
    func sidecarWay(_ start: BuildStart) async throws(BuildError) -> BuildSummary? {
        guard let inputs = start.stampInputs, let writtenAt = start.writtenAt else { return nil }
        let catalog = start.catalog, library = start.library, generator = start.generator, images = start.imagesFingerprint
        let stamp: BuildStamp
        do {
            guard let found = try catalog.stamp(), found.inputs != inputs else { return nil }
            stamp = found
        } catch {
            throw BuildError(error)
        }
        // Whether the site is as the last build left it is 100,000 lookups on a large library, and nothing below
        // needs it until pages are written: it runs beside the rest, which is mostly one thread's work. Left
        // unawaited when the sidecar way does not apply, it is cancelled and stops at its next lookup.
        async let siteIsAsLeft = Result.of { () async throws(BuildError) in
            try await siteAsLeft(catalog, by: stamp, images: images, writtenAt: writtenAt, threads: 1)
        }
        guard let stored = try await start.storedIndex?.value.get(), stored.inputs == stamp.inputs else { return nil }
        let previous = stored.index
        guard let digests = LibraryDigests(library, options: options, pages: generator.identity),
              let changed = digests.photosWithChangedSidecars(in: library, since: previous.library), !changed.isEmpty,
              changed.count <= Self.sidecarWayLimit,
              let warnings = SiteStamp.warnings(from: stamp.warnings),
              // A warning of the last build about a changed photo's XMP sidecar may be gone now: the long way says.
              !warnings.contains(where: { warning in changed.contains { Self.isXMPSidecar(warning.path, of: $0.file.path) } })
        else { return nil }

        // Where each changed photo is and what it was, then what it is now.
        var records: [String: SiteIndex.Photo] = [:]
        var albums: [String: SiteIndex.Album] = [:]
        for (id, place) in previous.places(of: Set(changed.map(\.file.path))) {
            records[id] = previous.albums[place.album].photos[place.position]
            albums[id] = previous.albums[place.album]
        }
        // A photo published by neither build (hidden, say) changes nothing; one published by only one of them moves things.
        let changedSources = changed.filter { records[$0.file.path] != nil || !$0.sidecar.hidden }
        guard changedSources.allSatisfy({ records[$0.file.path] != nil }) else { return nil }
        let wantedNow = changedSources.compactMap { source -> PartialPhoto? in
            guard let album = albums[source.file.path], let record = records[source.file.path] else { return nil }
            return PartialPhoto(source: source, album: album.sourcePath, contentID: record.outline.contentID)
        }
        let known = Set(warnings)
        guard let now = try partialModels(wantedNow, library: library, catalog: catalog, knownWarnings: known) else { return nil }
        var changes: [String: SiteIndex.Photo] = [:]
        for source in changedSources {
            guard let model = now.models[source.file.path], let album = albums[source.file.path] else { return nil }
            changes[model.id] = SiteIndex.Photo(outline: OutlinePhoto(model), structure: model.structureDigest(ratingOrders: album.ratingOrders),
                                                shown: model.shownDigest(showRatings: library.settings.showRatings))
        }
        let cardsShowPhotos = SiteGenerator.sharingNote(library.settings) == nil
        guard var change = SidecarChange(previous: previous, cardsShowPhotos: cardsShowPhotos, changes: changes) else { return nil }

        // A change no page shows (a rating visitors do not see) renders nothing: the stamp and the index are saved.
        var planned = PlannedPages()
        if !change.changesNoPage {
            guard let made = try await plannedPages(&change, now: now, before: records.filter { changes[$0.key] != nil }, library: library,
                                              catalog: catalog, knownWarnings: known, generator: generator) else { return nil }
            planned = made
        }
        // The index the stamp will hold is encoded while the pages render: each is one thread's work.
        change.index.library = digests
        let index = change.index
        async let encodedIndex = index.encoded()
        var rendered: [[SiteFile]] = []
        if let plan = planned.plan { rendered = try await render(planned.pages, of: plan) }
        let pages = planned.pages, searchFiles = planned.searchFiles
        guard try await siteIsAsLeft.get() else { return nil }
        // From here on the site changes: a build killed on the way must not leave a stamp vouching for it.
        do { try catalog.clearStamp() } catch { throw BuildError(error) }
        var result = start.summary
        result.pagesRendered = pages.count + searchFiles.count
        // A shard's first word is a new file of the site, its last word a file gone: the stamp counts what is there.
        let pageCount = stamp.pages + planned.newSearchFiles.count - planned.goneSearchFiles.count
        var paths: [String] = []
        for file in rendered.joined() + searchFiles {
            paths.append(file.path)
            if try start.writer.write(file.contents, at: file.path) { result.pagesWritten += 1 }
        }
        if !planned.goneSearchFiles.isEmpty {
            result.filesDeleted = start.writer.delete(planned.goneSearchFiles).deleted
            do { try catalog.removeOutputs(paths: planned.goneSearchFiles) } catch { throw BuildError(error) }
        }

        let finished = FileIO.currentTime()
        do {
            try catalog.saveSiteWrittenAt(finished)
            try catalog.saveOutputs(paths: paths, inputs: Self.sidecarWayPageInputs)
            try catalog.saveXMPSidecars(now.xmpRecords + planned.xmpRecords)
            let sidecars = GoodSidecars.changes(changed, stored: nil)
            try catalog.saveGoodSidecars(sidecars.save, removing: sidecars.remove)
            try catalog.saveStamp(BuildStamp(inputs: inputs, images: stamp.images, photos: stamp.photos, videos: stamp.videos, imagesReused: stamp.imagesReused,
                                             pages: pageCount, warnings: stamp.warnings),
                                  siteIndex: await encodedIndex)
        } catch {
            throw BuildError(error)
        }
        result.photos = stamp.photos
        result.videos = stamp.videos
        result.imagesReused = stamp.imagesReused
        result.pagesUnchanged = pageCount - result.pagesWritten
        result.sidecarWayPhotos = changes.count
        result.diagnostics += warnings
        // The index, models, plan and pages are some 100 MB of small objects at 100,000 photos: freed one by one,
        // they were a twentieth of an edit's time; a command that exits next leaves them to the exit.
        if options.leavesMemoryToProcessExit { ProcessLifetime.keep(previous, change, now, planned, rendered) }
        result.seconds = (ContinuousClock.now - start.clock).seconds
        return result
    }

    /// What the sidecar way renders and writes: the pages, of a partial plan, and the search files edited.
    struct PlannedPages {
        var plan: SitePlan?
        var pages: [SitePlan.Page] = []
        var searchFiles: [SiteFile] = []
        /// Search files that appear (a shard's first word).
        var newSearchFiles = Set<String>()
        /// Search files that go (a shard's last word).
        var goneSearchFiles: [String] = []
        /// XMP sidecars of the other photos the pages show, read anew.
        var xmpRecords: [XMPSidecarRecord] = []
    }

    /// The pages `change` selects, of a plan of the partial model of the photos they show (`now`, the changed
    /// photos', and the others', which must be as the index has them), and the search files the edit changes (the
    /// changed photos' words put in `change.index`). Nil when the long way must build: a photo not as the index has
    /// it, a page whose photos the partial model lacks, a search file appearing or going.
    /// - Parameter before: the changed photos as the last build's index had them.
    func plannedPages(_ change: inout SidecarChange, now: PartialModels, before: [String: SiteIndex.Photo], library: LibrarySource,
                      catalog: Catalog, knownWarnings known: Set<Diagnostic>, generator: SiteGenerator) async throws(BuildError) -> PlannedPages? {
        // The other photos the pages show, which must be as the index has them.
        let others = change.shown.union(change.covers).subtracting(now.models.keys)
        // Only their albums are looked through: a few hundred photos of a 100,000-photo site.
        let folders = Set(others.map(Self.folder))
        let otherSources = Self.sources(library.root, among: others)
        var wantedOthers: [PartialPhoto] = []
        var expected: [String: (record: SiteIndex.Photo, ratingOrders: Bool)] = [:]
        // Where the full layout put each photo the partial model holds, by album (`SiteLayout.KnownPlace`).
        var places: [String: [SiteLayout.KnownPlace]] = [:]
        for album in change.index.albums where folders.contains(album.sourcePath[...]) {
            for position in album.photos.indices where others.contains(album.photos[position].outline.id) {
                let photo = album.photos[position]
                guard let source = otherSources[photo.outline.id] else { return nil }
                wantedOthers.append(PartialPhoto(source: source, album: album.sourcePath, contentID: photo.outline.contentID))
                expected[photo.outline.id] = (photo, album.ratingOrders)
                places[album.sourcePath, default: []].append(SiteLayout.KnownPlace(id: photo.outline.id, position: position, slug: photo.pageSlug))
            }
        }
        for (id, place) in change.places where now.models[id] != nil {
            let album = change.index.albums[place.album]
            places[album.sourcePath, default: []].append(SiteLayout.KnownPlace(id: id, position: place.position, slug: album.photos[place.position].pageSlug))
        }
        guard let rest = try partialModels(wantedOthers, library: library, catalog: catalog, knownWarnings: known) else { return nil }
        // Digesting 1,600 models (a tag's pages) is a thread's work while the plan is made: it runs beside it, and
        // the plan is not used unless every other photo is as the index has it.
        let otherModels = rest.models
        async let othersAsIndexed = Self.areAsIndexed(otherModels, expected)

        reporter.stage("Pages")
        guard let root = change.index.albumTree() else { return nil }
        let photos = now.models.merging(rest.models) { first, _ in first }
        var model = SiteModel(settings: library.settings, root: root.withTracks(from: library), photos: photos,
                              downloads: library.downloadPolicies)
        Self.linkPublishedDownloads(&model, site: options.site)
        var result = PlannedPages(xmpRecords: rest.xmpRecords)
        do {
            let covers = change.covers
            let linked = Set(photos.values.lazy.filter { !covers.contains($0.id) }.map(\.albumPath))
            // The albums whose photos' pages are linked: their photos the model holds get the full layout's places.
            let knownPlaces = places.filter { linked.contains($0.key) }
            let plan = try generator.plan(partial: model, outline: change.outline, photoAlbums: linked, members: change.members,
                                          knownPlaces: knownPlaces)
            // The search files the edit changes (a shard's first word a new file, its last a file gone); another
            // shard count, or a file not as written, sends the build the long way.
            guard let edited = changedSearchFiles(plan, before: before, places: change.places, index: &change.index,
                                                   appeared: &result.newSearchFiles) else { return nil }
            result.searchFiles = edited.written
            result.goneSearchFiles = edited.removed
            result.pages = plan.pages(in: change.selection)
            result.plan = plan
        } catch {
            throw BuildError(path: options.site.path, step: .pages, message: "cannot render pages: \(error)")
        }
        guard await othersAsIndexed, let plan = result.plan, result.pages.allSatisfy(plan.holdsPhotos) else { return nil }
        return result
    }

    /// Whether each photo of `models` has the outline and structure the index records for it (`expected`, by id).
    private static func areAsIndexed(_ models: [String: PhotoModel],
                                     _ expected: [String: (record: SiteIndex.Photo, ratingOrders: Bool)]) -> Bool {
        expected.allSatisfy { id, known in
            guard let model = models[id] else { return false }
            return OutlinePhoto(model) == known.record.outline && model.structureDigest(ratingOrders: known.ratingOrders) == known.record.structure
        }
    }

    /// The files of `pages`, in their order, rendered at once on the build's threads (at most `--jobs`): the sidecar
    /// way's pages are few, but one may be a page of a thousand albums' cards.
    func render(_ pages: [SitePlan.Page], of plan: SitePlan) async throws(BuildError) -> [[SiteFile]] {
        var files = [[SiteFile]](repeating: [], count: pages.count)
        var failure: BuildError?
        let site = options.site.path
        await BoundedTasks.run(Array(pages.indices), limit: options.jobs, work: { index in
            (index, Result { () throws(BuildError) -> [SiteFile] in
                do { return try plan.render(pages[index]) } catch {
                    throw BuildError(path: site, step: .pages, message: "cannot render pages: \(error)")
                }
            })
        }) { index, rendered in
            switch rendered {
            case .success(let done): files[index] = done
            case .failure(let error): failure = failure ?? error
            }
            return failure == nil
        }
        if let failure { throw failure }
        return files
    }
}
