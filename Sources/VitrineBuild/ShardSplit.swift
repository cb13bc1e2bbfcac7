import Foundation
import VitrineImaging
import VitrineLibrary

/// Which photos one shard renders. A photo goes to the share of its path, except that the same content in two
/// paths must render once overall: files that could share content (same size) are hashed, and each group of
/// identical files goes to the share of its first path. Every shard works this out alike from the scan alone.
struct ShardSplit {
    /// The photos this shard owns, in scan order.
    var owned: [PhotoSource]
    /// Content ids hashed to group same-size files, by path: the jobs need not hash those again.
    var learned: [String: ContentID]

    /// `knownID` gives the catalog's content id for a photo whose size and time are unchanged.
    init(_ photos: [PhotoSource], shard: Shard, library: URL, knownID: (PhotoSource) -> ContentID?) {
        var bySize: [Int64: [Int]] = [:]
        for (index, photo) in photos.enumerated() { bySize[photo.file.size, default: []].append(index) }
        var owner = [Int](repeating: 0, count: photos.count)
        var learned: [String: ContentID] = [:]
        for indices in bySize.values {
            guard indices.count > 1 else {
                owner[indices[0]] = Shard.slot(of: photos[indices[0]].file.path, count: shard.count)
                continue
            }
            // A file that cannot be read keeps its own path's share (its owner warns about it).
            var groups: [ContentID: [Int]] = [:]
            for index in indices {
                let photo = photos[index]
                if let known = knownID(photo) {
                    groups[known, default: []].append(index)
                } else if let id = ContentHasher.contentID(ofFileAt: library.appendingPathComponent(photo.file.path).path) {
                    learned[photo.file.path] = id
                    groups[id, default: []].append(index)
                } else {
                    owner[index] = Shard.slot(of: photo.file.path, count: shard.count)
                }
            }
            for members in groups.values {
                let first = members.map { photos[$0].file.path }.min() ?? ""
                let slot = Shard.slot(of: first, count: shard.count)
                for index in members { owner[index] = slot }
            }
        }
        owned = photos.indices.filter { owner[$0] == shard.index }.map { photos[$0] }
        let paths = Set(owned.lazy.map(\.file.path))
        self.learned = learned.filter { paths.contains($0.key) }
    }
}
