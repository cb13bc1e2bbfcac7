import VitrineCatalog
import VitrineCore
import VitrineLibrary

extension LongWay {
    /// Deletes what Vitrine made and no page uses now: the previous build's outputs and every file in its images
    /// folder, as found at the start or written since (one walk of the folder per build), that no page wants
    /// (`staleImages`). The catalog's rows are read again, as text, only when some are no longer wanted; returns
    /// them, for the catalog to forget.
    mutating func cleanUp() throws(BuildError) -> [String]? {
        builder.reporter.stage("Cleaning up")
        var staleRows: [String]?
        if outputs.update.staleCount > 0 {
            do { staleRows = try start.catalog.outputPaths(notIn: outputs.update.wanted) } catch { throw BuildError(error) }
        }
        var stale = Set(staleRows ?? [])
        stale.formUnion(staleImages)
        let deletion = start.writer.delete(stale.sorted())
        summary.filesDeleted = deletion.deleted
        for path in deletion.refused {
            summary.diagnostics.append(Diagnostic(path: path, step: .catalog, message: "the catalog names this file, which is outside the site folder; not deleted, and the row is dropped. Was the cache folder tampered with?"))
        }
        return staleRows
    }

    /// Records the build in the catalog: when the site was written, each table only when it differs from what this
    /// build loaded (the lock keeps it so: on a no-op rebuild of a large library these writes were most of the
    /// remaining time), and the stamp with the site index when the next build may trust them.
    func saveRecords(staleRows: [String]?) throws(BuildError) {
        let catalog = start.catalog
        // Every write to the site is done: a file changed after this was changed by someone else.
        let finished = FileIO.currentTime()
        do {
            try catalog.saveSiteWrittenAt(finished)
            if sourcesChanged { try catalog.replaceSources(records) }
            if sourcesChanged || !newLFSObjects.isEmpty { try catalog.saveLFSObjects(newLFSObjects) }
            try catalog.saveOutputs(outputs.update, stalePaths: staleRows ?? [])
            let sidecars = GoodSidecars.changes(GoodSidecars.photos(of: start.library), stored: try catalog.goodSidecarTexts())
            try catalog.saveGoodSidecars(sidecars.save, removing: sidecars.remove)
            if !Builder.same(xmp.records, as: previous.xmpSidecars, path: \.file.path) {
                try catalog.replaceXMPSidecars(xmp.records, previous: previous.xmpSidecars)
            }
            if lfsPointers == 0, let stamp = builder.stamp(inputs: start.stampInputs, summary: summary, library: start.library, repeated: repeatedWarnings,
                                         images: outputs.images) {
                try catalog.saveStamp(stamp, siteIndex: siteIndex)
            }
        } catch {
            throw BuildError(error)
        }
    }
}
