import Foundation
import VitrineCatalog
import VitrineCore
import VitrineLibrary
import VitrineSite

extension Builder {
    /// The most photos one edit takes; a larger change takes the long way.
    static let editLimit = 2_000

    /// The pages an edit rendered are recorded with these inputs, which no full plan's key gives: the next build
    /// that takes the long way renders them again (and writes none whose bytes are the same).
    static let editedPageInputs = "page;edited"

    /// The edit way, between a no-op and the long way. When the last complete build left its site index and the
    /// site as it left it, and this scan differs from that build's only in some photos' sidecars (JSON or XMP), and
    /// those edits move nothing (`SiteEdit`), only the pages showing the edited photos are rendered, from a model of
    /// the photos those pages show: the catalog's tables, the whole site model and its plan are never loaded or
    /// made. One star or title on a 100,000-photo library costs what a no-op does plus a few pages.
    ///
    /// Nil when the edit way does not apply; nothing has been written then, and the long way builds as usual.
    /// - Parameter images: the images folder's fingerprint (`imagesFingerprint`).
    func editedSite(_ catalog: Catalog, library: LibrarySource, inputs: String, images: String, writtenAt: Int64?,
                    generator: SiteGenerator, writer: SiteWriter, summary: BuildSummary,
                    started: ContinuousClock.Instant) async throws(BuildError) -> BuildSummary? {
        guard let writtenAt else { return nil }
        let stamp: BuildStamp
        do {
            guard let found = try catalog.stamp(), found.inputs != inputs else { return nil }
            stamp = found
        } catch {
            throw BuildError(error)
        }
        // Whether the site is as the last build left it is 100,000 lookups on a large library, and nothing below
        // needs it until pages are written: it runs beside the rest, which is mostly one thread's work. Left
        // unawaited when the edit way does not apply, it is cancelled and stops at its next lookup.
        async let siteIsAsLeft = Result.of { () async throws(BuildError) in
            try await siteAsLeft(catalog, by: stamp, images: images, writtenAt: writtenAt)
        }
        let previous: SiteIndex
        do {
            guard let bytes = try catalog.siteIndex(for: stamp), let index = SiteIndex(decoding: bytes) else { return nil }
            previous = index
        } catch {
            throw BuildError(error)
        }
        guard let digests = LibraryDigests(library, options: options, pages: generator.identity),
              let edited = digests.editedPhotos(in: library, since: previous.library), !edited.isEmpty, edited.count <= Self.editLimit,
              let warnings = SiteStamp.warnings(from: stamp.warnings),
              // A warning of the last build about an edited photo's XMP sidecar may be gone now: the long way says.
              !warnings.contains(where: { warning in edited.contains { Self.isXMPSidecar(warning.path, of: $0.file.path) } })
        else { return nil }

        // Where each edited photo is and what it was, then what it is now.
        var records: [String: SiteIndex.Photo] = [:]
        var albums: [String: SiteIndex.Album] = [:]
        let editedIDs = Set(edited.map(\.file.path))
        for album in previous.albums {
            for photo in album.photos where editedIDs.contains(photo.outline.id) {
                records[photo.outline.id] = photo
                albums[photo.outline.id] = album
            }
        }
        // A photo published by neither build (hidden, say) changes nothing; one published by only one of them moves things.
        let changedSources = edited.filter { records[$0.file.path] != nil || !$0.sidecar.hidden }
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
            changes[model.id] = SiteIndex.Photo(outline: OutlinePhoto(model), structure: model.structureDigest(ratingOrders: album.ratingOrders))
        }
        guard var edit = SiteEdit(previous: previous, changes: changes) else { return nil }

        // The other photos the pages show, which must be as the index has them.
        let others = edit.shown.union(edit.covers).subtracting(changes.keys)
        let otherSources = Self.sources(library.root, among: others)
        var wantedOthers: [PartialPhoto] = []
        var expected: [String: (record: SiteIndex.Photo, ratingOrders: Bool)] = [:]
        for album in edit.index.albums {
            for photo in album.photos where others.contains(photo.outline.id) {
                guard let source = otherSources[photo.outline.id] else { return nil }
                wantedOthers.append(PartialPhoto(source: source, album: album.sourcePath, contentID: photo.outline.contentID))
                expected[photo.outline.id] = (photo, album.ratingOrders)
            }
        }
        guard let rest = try partialModels(wantedOthers, library: library, catalog: catalog, knownWarnings: known) else { return nil }
        for (id, known) in expected {
            guard let model = rest.models[id], OutlinePhoto(model) == known.record.outline,
                  model.structureDigest(ratingOrders: known.ratingOrders) == known.record.structure else { return nil }
        }

        reporter.stage("Pages")
        guard let root = edit.index.albumTree() else { return nil }
        let photos = now.models.merging(rest.models) { first, _ in first }
        let model = SiteModel(settings: library.settings, root: root, photos: photos)
        let pages: [SitePlan.Page]
        let plan: SitePlan
        do {
            let linked = photos.values.lazy.filter { !edit.covers.contains($0.id) }.map(\.albumPath)
            plan = try generator.plan(partial: model, outline: edit.outline, photoAlbums: Set(linked))
            pages = plan.pages(in: edit.selection)
        } catch {
            throw BuildError(path: options.site.path, step: .pages, message: "cannot render pages: \(error)")
        }
        // The index the stamp will hold is encoded while the pages render: each is one thread's work.
        edit.index.library = digests
        let index = edit.index
        async let encodedIndex = index.encoded()
        let rendered = try await render(pages, of: plan)
        guard try await siteIsAsLeft.get() else { return nil }
        // From here on the site changes: a build killed on the way must not leave a stamp vouching for it.
        do { try catalog.clearStamp() } catch { throw BuildError(error) }
        var result = summary
        result.pagesRendered = pages.count
        var paths: [String] = []
        for file in rendered.joined() {
            paths.append(file.path)
            if try writer.write(file.contents, at: file.path) { result.pagesWritten += 1 }
        }

        let finished = FileIO.currentTime()
        do {
            try catalog.saveSiteWrittenAt(finished)
            try catalog.saveOutputs(paths: paths, inputs: Self.editedPageInputs)
            try catalog.saveXMPSidecars(now.xmpRecords + rest.xmpRecords)
            try catalog.saveStamp(BuildStamp(inputs: inputs, images: stamp.images, photos: stamp.photos, imagesReused: stamp.imagesReused,
                                             pages: stamp.pages, warnings: stamp.warnings),
                                  siteIndex: await encodedIndex)
        } catch {
            throw BuildError(error)
        }
        result.photos = stamp.photos
        result.imagesReused = stamp.imagesReused
        result.pagesUnchanged = stamp.pages - result.pagesWritten
        result.photosEdited = changes.count
        result.diagnostics += warnings
        result.seconds = (ContinuousClock.now - started).seconds
        return result
    }

    /// The files of `pages`, in their order, rendered at once on the build's threads (at most `--jobs`): an edit's
    /// pages are few, but one may be a page of a thousand albums' cards.
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

    /// A photo for `partialModels`: as scanned, its album's path, its content as the index knows it.
    struct PartialPhoto {
        var source: PhotoSource
        var album: String
        var contentID: ContentID
    }

    /// What `partialModels` made: the models of the photos published, and the XMP sidecars read anew.
    struct PartialModels {
        var models: [String: PhotoModel] = [:]
        var xmpRecords: [XMPSidecarRecord] = []
    }

    /// The models of some photos (each with its album's path), as the long way makes them, from facts and XMP
    /// sidecars read from the catalog by key: nil when one cannot be made as the long way would (its facts are not
    /// all in the catalog, or an XMP sidecar gives a warning), so the long way must build.
    /// - Parameter knownWarnings: the last build's warnings: an XMP sidecar may give one of these again, no other.
    func partialModels(_ photos: [PartialPhoto], library: LibrarySource, catalog: Catalog,
                       knownWarnings: Set<Diagnostic>) throws(BuildError) -> PartialModels? {
        guard !photos.isEmpty else { return PartialModels() }
        var contentIDs = Dictionary(photos.map { ($0.source.file.path, $0.contentID) }, uniquingKeysWith: { first, _ in first })
        var facts: EditedFacts
        let known: [String: XMPSidecarRecord]
        do {
            // A Live Photo's motion clip is published with it: its content as the catalog knows it, unchanged since.
            let clips = Dictionary(photos.compactMap(\.source.motionClip).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            for (path, record) in try catalog.sources(at: clips.keys) {
                if let clip = clips[path], clip.size == record.size, clip.modified == record.modified { contentIDs[path] = record.contentID }
            }
            facts = EditedFacts(loaded: try catalog.facts(for: contentIDs.values))
            known = try catalog.xmpSidecars(at: photos.compactMap(\.source.xmpSidecar?.path))
        } catch {
            throw BuildError(error)
        }
        for photo in photos {
            guard let id = contentIDs[photo.source.file.path], let fact = facts[id] else { return nil }
            // Facts cached before embedded metadata was read send the photo to a job: the long way's.
            if photo.source.kind == .photo, fact.embedded == nil { return nil }
        }
        let sources = photos.map(\.source)
        let xmp = Self.readXMPSidecars(sources, library: options.library, previous: known)
        guard xmp.diagnostics.allSatisfy(knownWarnings.contains) else { return nil }
        let places = geocode(photos: sources, facts: &facts, settings: library.settings, xmpSidecars: xmp.byPhoto)
        let builder = SiteModelBuilder(library: library, contentIDs: contentIDs, facts: facts.table, formats: options.formats,
                                       sidecarPlaces: places, xmpSidecars: xmp.byPhoto)
        var result = PartialModels()
        result.xmpRecords = xmp.records.filter { known[$0.file.path] != $0 }
        for photo in photos {
            guard let model = builder.photoModel(photo.source, albumPath: photo.album) else { return nil }
            result.models[model.id] = model
        }
        return result
    }

    /// True when `path` names an XMP sidecar of the photo at `photo` in either naming (`photo.jpg.xmp`, `photo.xmp`).
    static func isXMPSidecar(_ path: String, of photo: String) -> Bool {
        guard path.utf8.count > 4, path.suffix(4).lowercased() == ".xmp" else { return false }
        let stem = path.dropLast(4)
        if stem == photo[...] { return true }
        guard let dot = photo.lastIndex(of: "."), photo[dot...].contains("/") == false else { return false }
        return stem == photo[..<dot]
    }

    /// The photos of the scan whose paths are in `paths`, by path.
    static func sources(_ root: AlbumSource, among paths: Set<String>) -> [String: PhotoSource] {
        var result: [String: PhotoSource] = [:]
        func walk(_ album: AlbumSource) {
            for photo in album.photos where paths.contains(photo.file.path) { result[photo.file.path] = photo }
            album.albums.forEach(walk)
        }
        walk(root)
        return result
    }
}
