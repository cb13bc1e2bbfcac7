import VitrineLibrary

/// Photos of a model in some order (an album's, the site's, a tag's, the favourites), held as positions in the
/// model's table rather than copies. A `PhotoModel` is several hundred bytes; at 100,000 photos each copied list
/// cost about 65 MB, and the renderer and the plan held several.
struct PhotoList: RandomAccessCollection, Sendable {
    private let table: PhotoTable
    private let positions: [Int32]

    /// The photos of `table` named by `ids`, in that order; ids the table lacks are left out.
    init(_ table: PhotoTable, ids: some Sequence<String>) {
        self.table = table
        positions = ids.compactMap { table.position(of: $0).map(Int32.init) }
    }

    private init(_ table: PhotoTable, positions: [Int32]) {
        self.table = table
        self.positions = positions
    }

    var startIndex: Int { 0 }
    var endIndex: Int { positions.count }

    subscript(position: Int) -> PhotoModel {
        table.photo(at: Int(positions[position]))
    }

    /// The photos `isIncluded` keeps, in the same order.
    func only(where isIncluded: (PhotoModel) -> Bool) -> PhotoList {
        PhotoList(table, positions: positions.filter { isIncluded(table.photo(at: Int($0))) })
    }

    /// The first photo of each content: the same picture in two albums shows once in a collection.
    func uniqueContent() -> PhotoList {
        var seen = Set<ContentID>()
        return only { seen.insert($0.contentID).inserted }
    }
}
