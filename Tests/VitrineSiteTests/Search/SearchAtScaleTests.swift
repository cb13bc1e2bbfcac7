import Foundation
import Testing
@testable import VitrineSite

/// Issue 30: at 100,000 photos the first result of a search downloads at most 1.5 MB (gzip): the manifest, the shard
/// of each word typed and the chunk of records holding the first result. The index is generated (no photos):
/// a thousand albums of a hundred photos, in date order as a library sorted by date lists them.
@Suite struct SearchAtScaleTests {
    static let cities = ["Arezzo", "Siena", "Firenze", "Helsinki", "Paris", "Lyon", "Kyoto", "Tokyo", "Québec", "Montréal"]
    static let cameras = ["NIKON CORPORATION NIKON D70", "Canon EOS 40D", "FUJIFILM X100V", "Apple iPhone 15 Pro", "SONY ILCE-7M3"]
    static let nouns = ["market", "tower", "church", "harbour", "bridge", "garden", "street", "square", "café", "beach", "river",
                        "mountain", "festival", "dinner", "portrait", "sunset", "train", "station", "museum", "forest"]

    /// A photo's entry as a real site's (`SiteRenderer.searchEntry`) is made: a record of the same size and shape,
    /// the words of a title, a place, a camera and an album, the year and the month.
    static func entry(_ n: Int) -> String {
        let album = n / 100, year = 2000 + n * 25 / 100_000, month = (n / 700) % 12 + 1
        let name = String(format: "%08x", n &* 2_654_435_761 & 0xFFFF_FFFF)
        let images = [350, 700, 1024].map { "images/\(name.prefix(2))/\(name)0123456789abcdef-0-\($0).jpg \($0)w" }.joined(separator: ", ")
        let record = ##"{"a":"\##(nouns[n % 20].capitalized) \##(n % 37)","c":"#8a7b6c","f":false,"h":233,"j":"\##(images)","r":\##(n % 6),"##
            + ##""s":"images/\##(name.prefix(2))/\##(name)0123456789abcdef-0-350.jpg","u":"albums/trip-\##(album)/img-\##(n).html","w":350}"##
        let text = "\(nouns[n % 20]) \(nouns[(n / 3) % 20]) \(n % 37) \(cities[(album * 7) % 10]) \(cameras[(album * 3) % 5]) trip \(album)"
        let words = Set(SearchText.words(text) + [String(year), SearchEntry.monthWord(month)]).sorted()
        return SearchEntry(record: record, words: words).text
    }

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
        let entries = (0..<100_000).map(Self.entry)
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
        print("search index at 100,000 photos: \(index.files.count) files, \(raw) bytes, about \(allGzip) gzip (as one stream); "
              + "\(shards) shards; worst first result \(worst) bytes gzip; made in \(made)")
    }
}
