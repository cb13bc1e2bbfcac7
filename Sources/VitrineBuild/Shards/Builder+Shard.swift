import Foundation
import VitrineCatalog
import VitrineLibrary
import VitrineSite

extension Builder {
    /// The end of a shard's build: its images are written; it writes no page, copies no original and deletes
    /// nothing (the other shards' images and the final build's pages are not its business). The catalog keeps what
    /// it learned of its photos, beside what it knew of the others, so a kept cache spares the next run the hashing;
    /// the site's records and its last-written time stay as they were, for the final build to judge.
    func finishShard(_ shard: Shard, owned: [PhotoSource], catalog: Catalog, previous: LongWay.Previous, records: [SourceRecord],
                     facts: FactsTable, summary: BuildSummary,
                     started: ContinuousClock.Instant) throws(BuildError) -> BuildSummary {
        var summary = summary
        summary.shard = shard
        summary.photos = records.count
        let transforms = Dictionary(owned.map { ($0.file.path, $0.sidecar.transform) }, uniquingKeysWith: { first, _ in first })
        var wanted: Set<String> = []
        for record in records where facts[record.contentID]?.decodeError == nil {
            let transform = transforms[record.path] ?? .identity
            for image in ImagePaths.wanted(contentID: record.contentID, transform: transform, formats: options.formats) {
                wanted.insert(image.path)
            }
        }
        summary.imagesReused = max(0, wanted.count - summary.imagesWritten)
        var sources = previous.sources
        for record in records { sources[record.path] = record }
        do {
            if !Self.same(Array(sources.values), as: previous.sources) { try catalog.replaceSources(Array(sources.values)) }
        } catch {
            throw BuildError(error)
        }
        // Others' facts are kept: a shard knows only its own photos.
        try Self.save(facts, keeping: nil, to: catalog)
        summary.seconds = (ContinuousClock.now - started).seconds
        return summary
    }
}
