import VitrineLibrary

extension SearchIndex {
    /// One photo's entry changed by an edit: where it is in site order, its words before, its entry now.
    public struct PhotoEdit: Sendable {
        public var position: Int
        public var wordsBefore: [String]
        public var entry: SearchEntry

        public init(position: Int, wordsBefore: [String], entry: SearchEntry) {
            self.position = position
            self.wordsBefore = wordsBefore
            self.entry = entry
        }
    }

    /// The files an edit of some photos' entries changes, made from the files as the last build wrote them (`read`,
    /// by site path) rather than from every photo's entry: the chunk holding each changed record and the shard of
    /// each word gained or lost. The sidecar way's cost, on a 100,000-photo site, of a few small files instead of
    /// the whole index made twice (before and after) to compare.
    ///
    /// A shard gaining its first word is a new file (most of a large site's shards hold a few words, and a title's new
    /// word lands in an empty one about a third of the time); a shard losing its last word is a file gone, as often.
    /// Nil when the edit changes the shard count, or a file read is not one this type writes: the long way makes the
    /// index whole.
    /// - Parameters:
    ///   - count: the published photos, unchanged by the edit (the sidecar way moves none).
    ///   - postingsBefore: the number of (word, photo) pairs before the edit, which sets the shard count.
    ///   - read: a file's bytes as the last build wrote it; nil when it cannot be read.
    ///   - isAbsent: whether no file is at a path `read` gave nil for, which the last build then did not write (the
    ///     caller has checked that every file it wrote is there).
    public static func edited(_ edits: [PhotoEdit], count: Int, postingsBefore: Int, read: (String) -> [UInt8]?,
                              isAbsent: (String) -> Bool = { _ in false }) -> FilesEdit? {
        let postingsAfter = postingsBefore + edits.reduce(0) { $0 + $1.entry.words.count - $1.wordsBefore.count }
        let shards = shardCount(postings: postingsBefore)
        guard edits.allSatisfy({ (0..<count).contains($0.position) }), postingsAfter >= 0,
              shardCount(postings: postingsAfter) == shards else { return nil }
        var files: [SiteFile] = []
        var removed: [String] = []

        // Each changed record in its chunk.
        for (number, chunkEdits) in Dictionary(grouping: edits, by: { $0.position / chunkSize }).sorted(by: { $0.key < $1.key }) {
            let path = chunkPath(number)
            guard let bytes = read(path), var records = records(in: bytes, name: "p\(number)"),
                  records.count == min(chunkSize, count - number * chunkSize) else { return nil }
            for edit in chunkEdits { records[edit.position - number * chunkSize] = edit.entry.record }
            let file = chunkFile(number, records: records)
            if file.contents != bytes { files.append(file) }
        }

        // Each word gained or lost, in its shard.
        var moves: [Int: [(word: String, position: Int32, added: Bool)]] = [:]
        for edit in edits {
            let before = Set(edit.wordsBefore), after = Set(edit.entry.words)
            for word in before.symmetricDifference(after) {
                moves[shard(of: word, count: shards), default: []].append((word, Int32(edit.position), after.contains(word)))
            }
        }
        for (number, shardMoves) in moves.sorted(by: { $0.key < $1.key }) {
            let path = shardPath(number)
            let bytes = read(path)
            var postings: [String: [Int32]] = [:]
            if let bytes {
                guard let stored = Self.postings(in: bytes, name: "t\(number)") else { return nil }
                postings = stored
            } else {
                guard isAbsent(path) else { return nil }
            }
            for move in shardMoves {
                var positions = postings[move.word] ?? []
                let at = positions.partitioningIndex { $0 >= move.position }
                let present = at < positions.count && positions[at] == move.position
                guard present != move.added else { return nil }
                if move.added { positions.insert(move.position, at: at) } else { positions.remove(at: at) }
                postings[move.word] = positions.isEmpty ? nil : positions
            }
            // A whole index writes no file for a shard without words.
            guard !postings.isEmpty else {
                if bytes != nil { removed.append(path) }
                continue
            }
            let file = shardFile(number, postings: postings)
            if file.contents != bytes { files.append(file) }
        }
        return FilesEdit(written: files, removed: removed)
    }

    /// The search files an edit changes: those to write, and those to remove (a shard that lost its last word).
    public struct FilesEdit: Sendable {
        public var written: [SiteFile]
        public var removed: [String]
    }

    /// The data of a script file `script(_:name:data:)` wrote for `name`; nil when it is not one.
    static func scriptData(_ bytes: [UInt8], name: String) -> Substring? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        let head = "vitrineSearchData(\"\(name)\",", tail = ");\n"
        guard text.hasPrefix(head), text.hasSuffix(tail), text.count >= head.count + tail.count else { return nil }
        return text.dropFirst(head.count).dropLast(tail.count)
    }

    /// A chunk's records, one a line as `chunkFile` writes them (a record, JSON text, holds no line break).
    static func records(in bytes: [UInt8], name: String) -> [String]? {
        guard let data = scriptData(bytes, name: name), data.first == "[", data.last == "]" else { return nil }
        let inner = data.dropFirst().dropLast()
        guard !inner.isEmpty else { return [] }
        return inner.split(separator: ",\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A shard's words with their positions.
    static func postings(in bytes: [UInt8], name: String) -> [String: [Int32]]? {
        guard let data = scriptData(bytes, name: name), let document = try? JSONParser.parse(String(data)),
              case .object(let object) = document.value else { return nil }
        var postings: [String: [Int32]] = [:]
        for member in object.members {
            guard case .string(let text) = member.value, let positions = decode(Substring(text)) else { return nil }
            postings[member.key] = positions
        }
        return postings
    }
}

extension Array where Element == Int32 {
    /// The first index whose element `belongsAfter` holds for, in an array where it holds for a tail (binary search).
    func partitioningIndex(where belongsAfter: (Int32) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongsAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
