/// The search index's files (`search/`), made from each published photo's `SearchEntry` in site order. Loaded by
/// the search box as `<script>` files that hand their data to `vitrineSearchData` (search.js): browsers refuse
/// `fetch()` of a file from `file://`, but run scripts from it.
///
/// - `search/index.js`: the manifest: photo count, shard count, records per chunk, the month names the box knows.
/// - `search/t<N>.js`: shard N of the words: each word (normal form) with the photos it is in, as positions in the
///   site order, ascending, written as base-36 gaps with runs (`5+3`: 5 after the last, then 3 more in a row).
///   A word's shard is the FNV-1a hash of its first two scalars, so a word typed so far and every word it begins
///   are in one shard: the first result needs the manifest, one shard per word typed and one chunk of records.
/// - `search/p<N>.js`: chunk N of the photos' records (`chunkSize` each): what a result's tile is made from.
///
/// Every file depends only on the entries, so an edit rewrites the shards of the words it adds or removes and the
/// chunk of its photo's record (`SitePlan`'s keys are the files' digests).
public struct SearchIndex: Sendable {
    public static let folder = "search/"
    public static let manifestPath = folder + "index.js"
    public static let chunkSize = 250
    /// The site-relative page the records' links are relative to (the results page).
    public static let pagePath = "search.html"

    /// The manifest, the shards, then the chunks of records (none of those a `Builder(chunkKey:)` let go).
    public let files: [SiteFile]
    /// The chunks of records a `Builder(chunkKey:)` let go, by number: each file's path and key.
    let chunks: [Chunk]

    /// A chunk of records kept as its path and key, its file made again when it is written (`SitePlan`).
    struct Chunk: Sendable {
        var path: String
        var key: UInt64
    }

    /// An index of these files (a partial plan's, which has none).
    init(files: [SiteFile], chunks: [Chunk] = []) {
        self.files = files
        self.chunks = chunks
    }

    /// The index of every published photo's `SearchEntry.text`, in site order.
    public init(entries: [String], languages: [String]) {
        self.init(entries: entries.map(SearchEntry.init(text:)), languages: languages)
    }

    /// The index of `entries` knowing the month names of `languages` in the built-in theme.
    public init(entries: [SearchEntry], languages: [String]) {
        self.init(entries: entries, months: SearchMonths.builtIn(languages))
    }

    /// - Parameters:
    ///   - entries: every published photo's entry, in site order.
    ///   - months: the month words the search box knows (`SearchMonths.words`).
    public init(entries: [SearchEntry], months: [String: Int]) {
        var builder = Builder()
        for entry in entries { builder.add(entry) }
        self = builder.index(months: months)
    }

    /// An index made one entry at a time, in site order: each chunk of records becomes its file once full, so the
    /// records of a large site are never all held at once beside their files (at 100,000 photos, tens of MB of a
    /// build's peak). Only the words' postings are kept to the end, for the shards.
    public struct Builder {
        private var postings: [String: [Int32]] = [:]
        private var records: [String] = []
        private var chunks: [SiteFile] = []
        private var chunkKeys: [Chunk] = []
        private let chunkKey: ((SiteFile) -> UInt64)?
        /// The entries added so far.
        public private(set) var count = 0

        public init() { chunkKey = nil }

        /// A builder that keeps of each chunk of records only its path and `chunkKey` of its file (`SearchIndex.chunks`):
        /// a site plan's chunks were its largest part (34 MB at 100,000 photos), and most builds write none of them.
        init(chunkKey: @escaping (SiteFile) -> UInt64) { self.chunkKey = chunkKey }

        public mutating func add(_ entry: SearchEntry) {
            records.append(entry.record)
            for word in entry.words { postings[word, default: []].append(Int32(count)) }
            count += 1
            if records.count == SearchIndex.chunkSize { closeChunk() }
        }

        private mutating func closeChunk() {
            guard !records.isEmpty else { return }
            let file = SearchIndex.chunkFile(chunks.count + chunkKeys.count, records: records)
            if let chunkKey {
                chunkKeys.append(Chunk(path: file.path, key: chunkKey(file)))
            } else {
                chunks.append(file)
            }
            records.removeAll(keepingCapacity: true)
        }

        /// The index of the entries added, knowing the month words `months` (`SearchMonths.words`): the manifest, the
        /// shards, then the chunks.
        public consuming func index(months: [String: Int]) -> SearchIndex {
            closeChunk()
            let total = postings.values.reduce(0) { $0 + $1.count }
            let shards = SearchIndex.shardCount(postings: total)
            var byShard = [[String]](repeating: [], count: shards)
            for word in postings.keys { byShard[SearchIndex.shard(of: word, count: shards)].append(word) }
            var files: [SiteFile] = []
            let manifest = "{\"b\":\(shards),\"c\":\(SearchIndex.chunkSize),\"n\":\(count),\"m\":" + SearchMonths.json(months) + "}"
            files.append(SearchIndex.script(SearchIndex.manifestPath, name: "index", data: manifest))
            for (number, words) in byShard.enumerated() where !words.isEmpty {
                files.append(SearchIndex.shardFile(number, postings: Dictionary(uniqueKeysWithValues: words.map { ($0, postings[$0] ?? []) })))
            }
            return SearchIndex(files: files + chunks, chunks: chunkKeys)
        }
    }

    /// Shard `number`'s file: its words in order, each with its positions.
    static func shardFile(_ number: Int, postings: [String: [Int32]]) -> SiteFile {
        let members = postings.keys.sorted().map { JSONText.string($0) + ":\"" + Self.encode(postings[$0] ?? []) + "\"" }
        return script(shardPath(number), name: "t\(number)", data: "{" + members.joined(separator: ",\n") + "}")
    }

    /// Chunk `number`'s file: its records, one a line.
    static func chunkFile(_ number: Int, records: some Collection<String>) -> SiteFile {
        script(chunkPath(number), name: "p\(number)", data: "[" + records.joined(separator: ",\n") + "]")
    }

    static func shardPath(_ number: Int) -> String { folder + "t\(number).js" }
    static func chunkPath(_ number: Int) -> String { folder + "p\(number).js" }

    /// A power of two near one shard per 8,000 postings (a few dozen kB before gzip), from 1 to 512.
    static func shardCount(postings: Int) -> Int {
        var count = 1
        while count < 512, count * 8_000 < postings { count *= 2 }
        return count
    }

    /// FNV-1a (32-bit) of the UTF-8 of the word's first two scalars, modulo `count` (a power of two).
    public static func shard(of word: String, count: Int) -> Int {
        var hash: UInt32 = 0x811C_9DC5
        for byte in SearchText.prefix(word).utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return Int(hash & UInt32(count - 1))
    }

    /// Ascending positions as base-36 gaps, a run of consecutive ones as `gap+more`.
    static func encode(_ positions: [Int32]) -> String {
        var parts: [String] = []
        var last: Int32 = -1
        var index = 0
        while index < positions.count {
            let gap = positions[index] - last
            var run = 0
            while index + run + 1 < positions.count, positions[index + run + 1] == positions[index + run] + 1 { run += 1 }
            parts.append(run > 0 ? String(gap, radix: 36) + "+" + String(run, radix: 36) : String(gap, radix: 36))
            last = positions[index + run]
            index += run + 1
        }
        return parts.joined(separator: ",")
    }

    /// The positions `encode` wrote as `text`; nil when it is not such a text.
    static func decode(_ text: Substring) -> [Int32]? {
        var positions: [Int32] = []
        var last: Int32 = -1
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let halves = part.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
            guard let gap = Int32(halves[0], radix: 36), gap > 0, halves.count == 1 || Int32(halves[1], radix: 36) != nil else { return nil }
            let run = halves.count == 2 ? Int32(halves[1], radix: 36) ?? 0 : 0
            guard run >= 0, Int(last) + Int(gap) + Int(run) < Int(Int32.max) else { return nil }
            for step in 0...run { positions.append(last + gap + step) }
            last += gap + run
        }
        return positions
    }

    static func script(_ path: String, name: String, data: String) -> SiteFile {
        SiteFile(path: path, contents: Array("vitrineSearchData(\"\(name)\",\(data));\n".utf8))
    }
}
