import Foundation
import VitrineCatalog
import VitrineCore
import VitrineGeo
import VitrineImaging
import VitrineLibrary
import VitrineMetadata
import VitrineSite

extension Builder {
    /// True when `records` are exactly the loaded table: compared through the table's path keys, which is
    /// far cheaper on a large library than hashing every field of both sides into sets.
    static func same<Record: Equatable>(_ records: [Record], as table: [String: Record], path: (Record) -> String) -> Bool {
        guard records.count == table.count, records.allSatisfy({ table[path($0)] == $0 }) else { return false }
        return Set(records.lazy.map(path)).count == records.count  // no path twice, so no loaded row was missed
    }

    /// The content id the catalog knows for `photo` when its size and mtime are unchanged; nil means hash the bytes.
    static func knownID(of photo: PhotoSource, in sources: [String: SourceRecord]) -> ContentID? {
        sources[photo.file.path].flatMap { $0.size == photo.file.size && $0.modified == photo.file.modified ? $0.contentID : nil }
    }

    static func same(_ records: [SourceRecord], as table: [String: SourceRecord]) -> Bool {
        same(records, as: table, path: \.path)
    }

    /// Runs the jobs with at most `options.jobs` in flight, so memory follows the jobs, not the library size; each
    /// result is taken in as it comes (`JobResults`), not held.
    func runJobs(_ jobs: [PhotoJob], context: RenderContext) async -> JobResults {
        var results = JobResults()
        guard !jobs.isEmpty else { return results }
        RenderMemory.keepBuffersMapped()
        await BoundedTasks.run(jobs, limit: options.jobs, work: { await $0.run(context) }) { result in
            results.add(result)
            reporter.progress(done: results.count, total: jobs.count)
            return true
        }
        // Completion order varies; the rest of the build must not.
        results.finish()
        return results
    }

    /// Fills in places for EXIF positions (cached in the catalog's facts) and returns places for sidecar positions.
    /// Positions from the Vitrine sidecar or from XMP count as sidecar positions here: looked up each build.
    func geocode(photos: some Sequence<PhotoSource>, facts: inout FactsTable, settings: SiteSettings,
                 xmpSidecars: [String: MetadataRecord] = [:]) -> [GeoPoint: Place] {
        guard settings.location != .none else { return [:] }
        let needsExif = facts.table.contains { $0.value.place == nil && $0.value.exif.gps?.isValid == true }
        var sidecarPoints = Set(photos.compactMap { photo -> GeoPoint? in
            if case .point(let point) = photo.sidecar.location, point.isValid { return point }
            return nil
        })
        for photo in photos {
            let xmp = xmpSidecars[photo.file.path]?.gps
            if case .fromExif = photo.sidecar.location, let point = xmp, point.isValid { sidecarPoints.insert(point) }
        }
        for fact in facts.table.values {
            if let point = fact.embedded?.xmp?.gps, point.isValid { sidecarPoints.insert(point) }
        }
        guard needsExif || !sidecarPoints.isEmpty, let geocoder = try? ReverseGeocoder.loadDefault() else { return [:] }
        for (id, value) in facts.table where value.place == nil {
            if let gps = value.exif.gps, gps.isValid, let place = geocoder.nearest(to: gps) {
                facts[id]?.place = place
            }
        }
        var places: [GeoPoint: Place] = [:]
        for point in sidecarPoints {
            places[point] = geocoder.nearest(to: point)
        }
        return places
    }

    /// One placeholder colour per content, the same whichever jobs rendered it and in whatever order they ran (or
    /// on whichever shard): the colour of the first photo's images, in scan order, with that content. The same
    /// content turned two ways has two sets of images whose colours differ by a rounding; the job that rendered
    /// last used to win. A colour not rendered this build is read back from the site by `recoverPlaceholderColors`.
    /// Returns the colour of each content in `refreshed` that has one.
    func placeholderColors<Value>(photos: some Sequence<PhotoSource>, contentIDs: [String: ContentID], refreshed: [ContentID: Value],
                                  rendered: [String: String]) -> [ContentID: String] {
        guard !refreshed.isEmpty else { return [:] }
        var chosen: Set<ContentID> = []
        var colors: [ContentID: String] = [:]
        for photo in photos {
            guard let id = contentIDs[photo.file.path], refreshed[id] != nil, chosen.insert(id).inserted else { continue }
            colors[id] = rendered[ImagePaths.colorSource(contentID: id, transform: photo.sidecar.transform, formats: options.formats).path]
        }
        return colors
    }

    /// After a lost catalog, images are kept but their placeholder colours are unknown: read them back from
    /// the published images, exactly as a render computes them.
    func recoverPlaceholderColors(photos: some Sequence<PhotoSource>, contentIDs: [String: ContentID], facts: inout FactsTable) {
        for photo in photos {
            guard let id = contentIDs[photo.file.path], let known = facts[id], known.averageColor == nil, known.decodeError == nil else { continue }
            let source = ImagePaths.colorSource(contentID: id, transform: photo.sidecar.transform, formats: options.formats)
            if let bytes = try? FileIO.read(options.site.appendingPathComponent(source.path)) {
                facts[id]?.averageColor = try? AverageColor.of(encoded: bytes)
            }
        }
    }

    /// Wants every image the pages use, each once (photos sharing content share images), in photo id order;
    /// returns how many.
    static func addImageRecords(_ model: SiteModel, transforms photos: some Sequence<PhotoSource>,
                                to outputs: inout WantedOutputs) throws(BuildError) -> Int {
        let transforms = Dictionary(photos.map { ($0.file.path, $0.sidecar.transform) }, uniquingKeysWith: { first, _ in first })
        var count = 0
        // Sorting ids, not the photos: moving whole models around was a tenth of a large no-op rebuild.
        for id in model.photos.keys.sorted() {
            guard let photo = model.photos[id] else { continue }
            let shared = ImagePaths.photoInputs(source: photo.id, contentID: photo.contentID, transform: transforms[photo.id] ?? .identity)
            for image in photo.images
            where try outputs.add(path: image.path, inputs: ImagePaths.inputs(photo: shared, bucket: image.bucket, format: image.format)) {
                count += 1
            }
        }
        return count
    }
}

extension Builder {
    /// With `--explain`, what says why each image is made: it reads the output table's text, which other builds
    /// never load.
    func explainer(_ catalog: Catalog, previousSources: [String: SourceRecord]) throws(BuildError) -> Explainer? {
        guard options.explain else { return nil }
        do { return Explainer(previousSources: previousSources, previousOutputs: try catalog.outputs()) } catch { throw BuildError(error) }
    }
}
