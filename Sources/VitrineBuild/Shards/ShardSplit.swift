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
            // Same size is common (a camera's small photos, copies padded alike): the first and last 4 KB tell
            // most apart for two reads each; only files alike there too are hashed whole.
            var bySample: [Int: [Int]] = [:]
            for index in indices {
                let sample = Self.sampleKey(library.appendingPathComponent(photos[index].file.path).path)
                bySample[sample ?? index, default: []].append(index)  // unreadable: its own group
            }
            var groups: [ContentID: [Int]] = [:]
            for alike in bySample.values {
                guard alike.count > 1 else {
                    owner[alike[0]] = Shard.slot(of: photos[alike[0]].file.path, count: shard.count)
                    continue
                }
                for index in alike {
                    let photo = photos[index]
                    if let known = knownID(photo) {
                        groups[known, default: []].append(index)
                    } else if let id = ContentHasher.contentID(ofFileAt: library.appendingPathComponent(photo.file.path).path) {
                        learned[photo.file.path] = id
                        groups[id, default: []].append(index)
                    } else {
                        owner[index] = Shard.slot(of: photo.file.path, count: shard.count)  // its owner warns
                    }
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

    /// A hash of a file's first and last 4 KB, to tell same-size files apart within this process (Swift's seeded
    /// `Hasher` is enough: the key never leaves the process, and equal keys are then hashed whole). Negative
    /// keys only, so they never meet the indices used for unreadable files.
    static func sampleKey(_ path: String) -> Int? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        var hasher = Hasher()
        var buffer = [UInt8](repeating: 0, count: 4096)
        for offset in Set([0, max(0, Int(info.st_size) - buffer.count)]).sorted() {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
            guard count >= 0 else { return nil }
            buffer.withUnsafeBytes { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        }
        return -1 - abs(hasher.finalize() / 2)
    }
}
