import VitrineLibrary

/// Photos of a model in some order (an album's, the site's, a tag's, the favourites), held as positions in the
/// model's table rather than copies. A `PhotoModel` is several hundred bytes; at 100,000 photos each copied list
/// cost about 65 MB, and the renderer and the plan held several.
///
/// A partial model's collection (`CollectionMembers`) keeps a place for each member the model lacks: such a list
/// counts and numbers its photos as the full one does, and a page of it renders only where `holds(_:)`.
struct PhotoList: RandomAccessCollection, Sendable {
    private let table: PhotoTable
    /// Positions in `table`; -1 for a member the table lacks.
    private let positions: [Int32]

    /// The photos of `table` named by `ids`, in that order; ids the table lacks are left out.
    init(_ table: PhotoTable, ids: some Sequence<String>) {
        self.table = table
        positions = ids.compactMap { table.position(of: $0).map(Int32.init) }
    }

    /// The photos named by `ids`, in that order, with a place for each id the table lacks (an empty id: one not
    /// looked up, `CollectionMembers.dates`).
    init(_ table: PhotoTable, members ids: some Sequence<String>) {
        self.table = table
        positions = ids.map { $0.isEmpty ? -1 : table.position(of: $0).map(Int32.init) ?? -1 }
    }

    /// The photos of `lists` (each of `table`), one list after another.
    init(_ table: PhotoTable, joining lists: [PhotoList]) {
        self.table = table
        positions = lists.flatMap(\.positions)
    }

    private init(_ table: PhotoTable, positions: [Int32]) {
        self.table = table
        self.positions = positions
    }

    var startIndex: Int { 0 }
    var endIndex: Int { positions.count }

    /// Only for a position `holds`.
    subscript(position: Int) -> PhotoModel {
        table.photo(at: Int(positions[position]))
    }

    /// The first photo; nil for an empty list, or when the model lacks it.
    var first: PhotoModel? {
        guard let position = positions.first, position >= 0 else { return nil }
        return table.photo(at: Int(position))
    }

    /// True when the model holds every photo at `range`.
    func holds(_ range: Range<Int>) -> Bool {
        positions[range.clamped(to: positions.indices)].allSatisfy { $0 >= 0 }
    }

    /// The photos the model holds, in order: all of them but in a partial model's collection.
    var held: some Sequence<PhotoModel> {
        positions.lazy.filter { $0 >= 0 }.map { table.photo(at: Int($0)) }
    }

    /// The photos `isIncluded` keeps, in the same order (those the model holds).
    func only(where isIncluded: (PhotoModel) -> Bool) -> PhotoList {
        PhotoList(table, positions: positions.filter { $0 >= 0 && isIncluded(table.photo(at: Int($0))) })
    }

    /// The first photo of each content: the same picture in two albums shows once in a collection.
    func uniqueContent() -> PhotoList {
        var seen = Set<ContentID>()
        return only { seen.insert($0.contentID).inserted }
    }
}
