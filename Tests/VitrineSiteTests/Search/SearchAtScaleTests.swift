import Foundation
import Testing
import TestSupport
@testable import VitrineSite

/// Issue 30: at 100,000 photos the first result of a search downloads at most 1.5 MB (gzip): the manifest, the shard
/// of each word typed and the chunk of records holding the first result. The index is generated (no photos):
/// a thousand albums of a hundred photos, in date order as a library sorted by date lists them.
@Suite struct SearchAtScaleTests {
    static func gzipSize(_ bytes: [UInt8]) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-6", "-c"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let writer = Thread { input.fileHandleForWriting.write(Data(bytes)); try? input.fileHandleForWriting.close() }
        writer.start()
        let compressed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return compressed.count
    }

    @Test func theFirstResultAt100000PhotosDownloadsUnderOnePointFiveMegabytes() throws {
        let entries = (0..<100_000).map { SearchScale.entry($0) }
        let start = ContinuousClock.now
        let index = SearchIndex(entries: entries, languages: ["en", "fr"])
        let made = ContinuousClock.now - start
        let files = Dictionary(uniqueKeysWithValues: index.files.map { ($0.path, $0.contents) })
        let manifest = try #require(files[SearchIndex.manifestPath])
        let shards = try #require(String(decoding: manifest, as: UTF8.self).firstMatch(of: /"b":(\d+)/).flatMap { Int($0.1) })
        #expect(shards > 1)
        var worst = 0
        for query in ["2019", "market", "arezzo 2008", "canon", "cafe", "trip 500", "october 2012", "mo"] {
            var words = SearchText.words(query).map { word in word == "october" ? SearchEntry.monthWord(10) : word }
            if words.contains(where: { $0.hasPrefix("~m") }) { words.append("~m") }
            var paths = Set([SearchIndex.manifestPath, SearchIndex.folder + "p0.js"])
            for word in words { paths.insert(SearchIndex.folder + "t\(SearchIndex.shard(of: word, count: shards)).js") }
            var gzip = 0
            for path in paths { gzip += try Self.gzipSize(files[path] ?? []) }
            worst = max(worst, gzip)
            #expect(gzip <= 1_500_000, "\(query): \(gzip) bytes of gzip before the first result")
        }
        let raw = index.files.reduce(0) { $0 + $1.contents.count }
        let allGzip = try Self.gzipSize(index.files.flatMap(\.contents))
        let small = SearchIndex(entries: Array(entries.prefix(10_000)), languages: ["en", "fr"])
        let smallRaw = small.files.reduce(0) { $0 + $1.contents.count }
        print("search index at 10,000 photos: \(small.files.count) files, \(smallRaw) bytes, about "
              + "\(try Self.gzipSize(small.files.flatMap(\.contents))) gzip (as one stream)")
        print("search index at 100,000 photos: \(index.files.count) files, \(raw) bytes, about \(allGzip) gzip (as one stream); "
              + "\(shards) shards; worst first result \(worst) bytes gzip; made in \(made)")
    }
}
