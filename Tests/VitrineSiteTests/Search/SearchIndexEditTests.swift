import Testing
import TestSupport
@testable import VitrineSite

/// The sidecar way edits the search files the last build wrote (`SearchIndex.edited`): the files it gives must be
/// exactly those a whole index of the edited entries has and the old one does not (a shard's first word a new file),
/// the files it removes those the old one has and the new one does not (a shard's last word), and it must refuse (nil)
/// what it cannot edit: another shard count, a file not as written.
@Suite struct SearchIndexEditTests {
    static let count = 1_200
    static let entries = (0..<count).map { SearchEntry(text: SearchScale.entry($0)) }

    static func files(_ entries: [SearchEntry]) -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: SearchIndex(entries: entries, languages: ["en"]).files.map { ($0.path, $0.contents) })
    }

    /// The edit of `changes` (position -> entry now) over the whole index of `entries`.
    /// `isAbsent` says whether no file is where the old index has none (the site as the last build left it).
    static func edit(_ entries: [SearchEntry], _ changes: [Int: SearchEntry], isAbsent: Bool = true,
                     read: (([String: [UInt8]], String) -> [UInt8]?) = { $0[$1] }) -> (edited: SearchIndex.FilesEdit?, expected: [String: [UInt8]], before: [String: [UInt8]]) {
        let before = files(entries)
        var after = entries
        for (position, entry) in changes { after[position] = entry }
        let edits = changes.sorted { $0.key < $1.key }.map { SearchIndex.PhotoEdit(position: $0.key, wordsBefore: entries[$0.key].words, entry: $0.value) }
        let postings = entries.reduce(0) { $0 + $1.words.count }
        let edited = SearchIndex.edited(edits, count: entries.count, postingsBefore: postings) { read(before, $0) } isAbsent: { path in
            isAbsent && before[path] == nil
        }
        return (edited, files(after), before)
    }

    static func changed(_ entry: SearchEntry, record: String? = nil, adding: [String] = [], removing: [String] = []) -> SearchEntry {
        SearchEntry(record: record ?? entry.record, words: Set(entry.words).union(adding).subtracting(removing).sorted())
    }

    @Test(arguments: [
        ("a title: record and words", [5: changed(entries[5], record: #"{"a":"Harbour at night"}"#, adding: ["night"], removing: ["market"])]),
        ("a rating: record only", [640: changed(entries[640], record: entries[640].record.replacingOccurrences(of: #""r":4"#, with: #""r":5"#))]),
        ("two photos in two chunks", [3: changed(entries[3], adding: ["tower"]), 1_100: changed(entries[1_100], removing: ["trip"])]),
        ("the last photo", [count - 1: changed(entries[count - 1], adding: ["zebra"])]),
    ])
    func anEditGivesTheFilesAWholeIndexChanges(_ label: String, _ changes: [Int: SearchEntry]) throws {
        let (edited, expected, before) = Self.edit(Self.entries, changes)
        let edit = try #require(edited, "\(label)")
        let files = edit.written
        #expect(!files.isEmpty && edit.removed.isEmpty)
        let changedPaths = Set(expected.compactMap { path, bytes in before[path] == bytes ? nil : path })
        #expect(Set(files.map(\.path)) == changedPaths, "\(label)")
        for file in files { #expect(file.contents == expected[file.path], "\(label): \(file.path)") }
    }

    /// A word whose shard held none is a new file, the one a whole index has; with a file said to be there that cannot
    /// be read, the long way.
    @Test func aShardsFirstWordIsANewFile() throws {
        // 9,000 postings (two shards), every word beginning "aa": one shard holds them all, the other none.
        let entries = (0..<1_000).map { n in SearchEntry(record: #"{"a":"\#(n)"}"#, words: (0..<9).map { "aa\(n)x\($0)" }.sorted()) }
        let shards = SearchIndex.shardCount(postings: 9_000)
        let before = Self.files(entries)
        let letters = "bcdefghijklmnopqrstuvwxyz".map(String.init)
        let word = try #require(letters.lazy.map { $0 + "aword" }.first { before[SearchIndex.shardPath(SearchIndex.shard(of: $0, count: shards))] == nil })
        let change = [12: Self.changed(entries[12], adding: [word])]
        let (edited, expected, _) = Self.edit(entries, change)
        let files = try #require(edited).written
        let path = SearchIndex.shardPath(SearchIndex.shard(of: word, count: shards))
        #expect(files.contains { $0.path == path })
        for file in files { #expect(file.contents == expected[file.path], "\(file.path)") }
        #expect(Self.edit(entries, change, isAbsent: false).edited == nil)
        // Its last word gone, the file goes: the files are the first index's again.
        let undo = SearchIndex.PhotoEdit(position: 12, wordsBefore: Self.changed(entries[12], adding: [word]).words, entry: entries[12])
        let after = Self.files(entries.enumerated().map { $0.offset == 12 ? Self.changed($0.element, adding: [word]) : $0.element })
        let back = try #require(SearchIndex.edited([undo], count: entries.count, postingsBefore: 9_001) { after[$0] })
        #expect(back.removed == [path])
        #expect(before[path] == nil)
        for file in back.written { #expect(file.contents == before[file.path], "\(file.path)") }
        #expect(Set(back.written.map(\.path)) == Set(after.compactMap { $0.key != path && before[$0.key] != $0.value ? $0.key : nil }))
    }

    @Test func anUnchangedEntryChangesNothing() throws {
        let entry = Self.entries[7]
        let (edited, _, _) = Self.edit(Self.entries, [7: entry])
        #expect(try #require(edited).written.isEmpty)
    }

    @Test func whatItCannotEditIsLeftToTheLongWay() {
        // Another shard count: many new words on many photos pass the next power of two of postings.
        var many: [Int: SearchEntry] = [:]
        for position in 0..<Self.count { many[position] = Self.changed(Self.entries[position], adding: (0..<8).map { "w\(position)x\($0)" }) }
        #expect(Self.edit(Self.entries, many).edited == nil)
        // A shard file there but unreadable, or not as written.
        let change = [9: Self.changed(Self.entries[9], adding: ["lighthouse"])]
        #expect(Self.edit(Self.entries, change, isAbsent: false, read: { _, _ in nil }).edited == nil)
        #expect(Self.edit(Self.entries, change, read: { files, path in path.contains("/t") ? Array("alert(1)".utf8) : files[path] }).edited == nil)
        #expect(Self.edit(Self.entries, change, read: { files, path in
            path.contains("/p") ? files[path].map { Array($0.dropLast(40)) + Array(");\n".utf8) } : files[path]
        }).edited == nil)
        // A word the photo is said to lose but its shard does not list it under.
        let wrong = SearchIndex.PhotoEdit(position: 9, wordsBefore: Self.entries[9].words + ["zzz"], entry: Self.entries[9])
        let before = Self.files(Self.entries)
        #expect(SearchIndex.edited([wrong], count: Self.count, postingsBefore: Self.entries.reduce(0) { $0 + $1.words.count } + 1) { before[$0] } == nil)
    }

    @Test func positionsSurviveTheirText() {
        let positions: [Int32] = [0, 1, 2, 3, 9, 40, 41, 1_000, 1_001, 1_002, 70_000]
        #expect(SearchIndex.decode(Substring(SearchIndex.encode(positions))) == positions)
        for bad in ["", "0", "-1", "a+", "1,,2", "1+-2", "zzzzzzz+zzzzzz"] { #expect(SearchIndex.decode(Substring(bad)) == nil, "\(bad)") }
    }
}
