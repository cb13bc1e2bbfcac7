import Foundation
import Testing
import TestSupport
import VitrineLibrary
@testable import VitrineBuild

/// `--shard I/N`: how the command line and CI variables name a share, and how paths are split over shares.
@Suite struct ShardTests {
    @Test(arguments: [("1/1", 0, 1), ("2/4", 1, 4), ("4/4", 3, 4)])
    func anExplicitShardIsOneBased(_ text: String, _ index: Int, _ count: Int) throws {
        #expect(try Shard.resolve(text, count: nil, environment: [:]) == Shard(index: index, count: count))
    }

    @Test(arguments: ["0/4", "5/4", "1/0", "2", "a/b", "1/4/2", "", "-1/3"])
    func aMalformedShardIsRefused(_ text: String) {
        #expect(throws: ShardError.self) { try Shard.resolve(text, count: nil, environment: [:]) }
    }

    @Test func noShardWasAskedFor() throws {
        #expect(try Shard.resolve(nil, count: nil, environment: ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"]) == nil)
    }

    @Test func gitLabsParallelVariablesAreOneBased() throws {
        let gitlab = ["CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "3"]
        #expect(try Shard.resolve("auto", count: nil, environment: gitlab) == Shard(index: 2, count: 3))
        #expect(throws: ShardError.self) { try Shard.resolve("auto", count: nil, environment: ["CI_NODE_INDEX": "4", "CI_NODE_TOTAL": "3"]) }
        #expect(throws: ShardError.self) { try Shard.resolve("auto", count: nil, environment: [:]) }
    }

    @Test func aKubernetesIndexedJobsIndexIsZeroBasedWithTheCountGiven() throws {
        let job = ["JOB_COMPLETION_INDEX": "0"]
        #expect(try Shard.resolve(nil, count: 5, environment: job) == Shard(index: 0, count: 5))
        #expect(try Shard.resolve("auto", count: 5, environment: ["JOB_COMPLETION_INDEX": "4"]) == Shard(index: 4, count: 5))
        #expect(throws: ShardError.self) { try Shard.resolve(nil, count: 5, environment: ["JOB_COMPLETION_INDEX": "5"]) }
        #expect(throws: ShardError.self) { try Shard.resolve(nil, count: 5, environment: [:]) }
        #expect(throws: ShardError.self) { try Shard.resolve("2/4", count: 5, environment: [:]) }
    }

    /// Every path lands in exactly one share, and the shares are near equal on a large library.
    @Test func sharesAreDisjointCompleteAndEven() {
        let paths = (0..<40_000).map { "Album \($0 % 97)/IMG_\($0).jpg" }
        for count in [2, 3, 4, 7] {
            var sizes = [Int](repeating: 0, count: count)
            for path in paths {
                let owners = (0..<count).filter { Shard(index: $0, count: count)!.owns(path) }
                #expect(owners.count == 1)
                sizes[Shard.slot(of: path, count: count)] += 1
            }
            let even = Double(paths.count) / Double(count)
            #expect(sizes.allSatisfy { abs(Double($0) - even) / even < 0.05 }, "\(count) shares: \(sizes)")
        }
    }

    /// The split depends on the path alone, and is the same in every process and on every machine: these are
    /// values worked out independently (FNV-1a 64 then MurmurHash3's fmix64, in Python), so a change to the hash
    /// (which would move photos between shares on a runner with an older vitrine) fails here.
    @Test func theSplitIsFixedByThePath() {
        #expect(Shard.stableHash("") == 0xefd0_1f60_ba99_2926)
        #expect([4, 5, 6, 7].map { Shard.slot(of: "Tuscany/DSCN0010.jpg", count: $0) } == [1, 1, 2, 2])
    }
}

/// The split of a scanned library: the same content in two paths is one shard's, whatever the paths.
@Suite struct ShardSplitTests {
    @Test func identicalFilesGoToOneShardAndEveryPhotoToExactlyOne() throws {
        let temp = try TemporaryDirectory("vitrine-shard-split")
        defer { temp.remove() }
        // 120 files of one size: alike but for one byte at the start, at the end, or in the middle (which only
        // a whole hash tells apart), and three contents copied under other names.
        var photos: [PhotoSource] = []
        func add(_ path: String, _ bytes: [UInt8]) throws {
            let url = temp.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
            photos.append(PhotoSource(file: SourceFile(path: path, size: Int64(bytes.count), modified: 0)))
        }
        for index in 0..<120 {
            var bytes = [UInt8](repeating: 255, count: 20_000)
            bytes[[0, 19_999, 10_000][index % 3]] = UInt8(index)
            try add("a\(index % 7)/p\(index).jpg", bytes)
            if index % 40 == 0 { try add("copies/p\(index).jpg", bytes) }
        }
        let count = 3
        let splits = (0..<count).map { ShardSplit(photos, shard: Shard(index: $0, count: count)!, library: temp.url) { _ in nil } }
        let owned = splits.flatMap { $0.owned.map(\.file.path) }
        #expect(owned.sorted() == photos.map(\.file.path).sorted())
        for index in [0, 40, 80] {
            let holders = splits.filter { $0.owned.contains { $0.file.path == "copies/p\(index).jpg" } }
            #expect(holders.count == 1)
            #expect(holders.first?.owned.contains { $0.file.path == "a\(index % 7)/p\(index).jpg" } == true)
        }
        // Only the files alike in their first and last 4 KB were hashed: the 40 differing in the middle, the copy
        // of one of those, and the other two copies with their originals.
        let hashed: Int = splits.map(\.learned.count).reduce(0, +)
        #expect(hashed == 45)
    }
}
