import VitrineCatalog
import VitrineLibrary

/// The catalog's facts as a build loaded them, changed in place, knowing whether they now differ from what was
/// loaded: the build used to keep the loaded table beside its changed copy only to compare the two before saving,
/// a second table of every photo's facts (25 MB at 100,000 photos) held through the pages.
struct FactsTable {
    /// The facts as they stand.
    private(set) var table: [ContentID: PhotoFacts]
    /// The entries added, removed or set to a value other than the one they had.
    private(set) var changedIDs: Set<ContentID> = []

    /// True once an entry was added, removed or set to a value other than the one it had.
    var changed: Bool { !changedIDs.isEmpty }

    /// The changed entries that are there (the removed ones are the catalog's prune's business): all a save needs
    /// to write, where writing the whole table went through 100,000 rows for one added photo.
    var changedEntries: some Sequence<(key: ContentID, value: PhotoFacts)> {
        changedIDs.lazy.compactMap { id in table[id].map { (key: id, value: $0) } }
    }

    /// Takes `loaded` as the starting point; the caller lets go of its own reference so that changes happen in place.
    init(loaded: [ContentID: PhotoFacts]) {
        table = loaded
    }

    /// An entry; setting one to the value it has is no change.
    subscript(id: ContentID) -> PhotoFacts? {
        get { table[id] }
        set {
            guard table[id] != newValue else { return }
            table[id] = newValue
            changedIDs.insert(id)
        }
    }

    mutating func reserveCapacity(_ count: Int) {
        table.reserveCapacity(count)
    }
}
