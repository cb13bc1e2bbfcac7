import VitrineCatalog
import VitrineSite

/// The files this build wants in the site, set against the catalog's table (`OutputUpdate`), and the fingerprint
/// of those in the images folder, which the build stamp keeps. New and changed rows are written to the catalog
/// in batches as they come: a first build of 100,000 photos held half a million of them, as text, to the end.
struct WantedOutputs: Sendable {
    private(set) var update: OutputUpdate
    var images = StableFingerprint.UnorderedSet()
    /// Where changed rows go as they come; nil keeps them all for the end (`saveOutputs`).
    private let catalog: Catalog?
    private static let imagesPrefix = ImagePaths.folder + "/"
    /// How many changed rows are held before they are written: by default a few hundred KB of text.
    private let batchSize: Int

    init(previous: OutputDigests, catalog: Catalog?, batchSize: Int = 2_048) {
        update = OutputUpdate(previous: previous)
        self.catalog = catalog
        self.batchSize = batchSize
    }

    /// Wants `path` made from `inputs`; false when it was wanted already (the first inputs stay). Add a path only
    /// once its file is in the site: its row may be written at once.
    @discardableResult
    mutating func add(path: String, inputs: String) throws(BuildError) -> Bool {
        guard update.add(path: path, inputs: inputs) else { return false }
        if path.hasPrefix(Self.imagesPrefix) { images.insert(path) }
        if update.changed.count >= batchSize, let catalog {
            do { try catalog.saveChangedOutputs(&update) } catch { throw BuildError(error) }
        }
        return true
    }

    func contains(_ path: String) -> Bool {
        update.wanted.contains(path: path)
    }
}
