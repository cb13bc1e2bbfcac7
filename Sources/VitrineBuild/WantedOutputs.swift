import VitrineCatalog
import VitrineSite

/// The files this build wants in the site, set against the catalog's table (`OutputUpdate`), and the fingerprint
/// of those in the images folder, which the build stamp keeps.
struct WantedOutputs: Sendable {
    var update: OutputUpdate
    var images = StableFingerprint.UnorderedSet()
    private static let imagesPrefix = ImagePaths.folder + "/"

    init(previous: OutputDigests) {
        update = OutputUpdate(previous: previous)
    }

    /// Wants `path` made from `inputs`; false when it was wanted already (the first inputs stay).
    @discardableResult
    mutating func add(path: String, inputs: String) -> Bool {
        guard update.add(path: path, inputs: inputs) else { return false }
        if path.hasPrefix(Self.imagesPrefix) { images.insert(path) }
        return true
    }

    func contains(_ path: String) -> Bool {
        update.wanted.contains(path: path)
    }
}
