import Foundation
import Testing
import TestSupport
import VitrineCatalog
import VitrineLibrary

@Suite struct CatalogTests {
    @Test func createsCatalogAndFolderInEmptyLocation() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let cache = temp.url.appendingPathComponent("deep/.vitrine")
        let catalog = try Catalog(directory: cache)
        #expect(!catalog.wasRebuilt)
        #expect(catalog.rebuildReason == nil)
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent(Catalog.fileName).path))
        #expect(try catalog.sources().isEmpty)
        #expect(try catalog.facts().isEmpty)
        #expect(try catalog.outputs().isEmpty)
        // WAL mode leaves its side file next to the catalog while open.
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent(Catalog.fileName + "-wal").path))
    }

    @Test func sourcesRoundTripAndReplace() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let catalog = try Catalog(directory: temp.url)
        let first = (0..<50).map { sourceRecord($0) }
        try catalog.replaceSources(first)
        #expect(try catalog.sources() == Dictionary(uniqueKeysWithValues: first.map { ($0.path, $0) }))

        // Drop 10, change 5 (new mtime and content), add 3.
        var second = Array(first.dropFirst(10))
        for index in 0..<5 {
            second[index].modified += 1
            second[index].contentID = contentID(1000 + index)
        }
        second += (100..<103).map { sourceRecord($0) }
        try catalog.replaceSources(second)
        let stored = try catalog.sources()
        #expect(stored == Dictionary(uniqueKeysWithValues: second.map { ($0.path, $0) }))
        #expect(stored[first[0].path] == nil)

        try catalog.replaceSources([])
        #expect(try catalog.sources().isEmpty)
    }

    @Test func factsRoundTripUpdateAndPrune() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let catalog = try Catalog(directory: temp.url)
        var minimal = PhotoFacts(exif: ExifFacts(), width: 0, height: 0, decodeError: "not a JPEG")
        let facts: [ContentID: PhotoFacts] = [contentID(1): fullFacts(1), contentID(2): fullFacts(2), contentID(3): minimal]
        try catalog.saveFacts(facts)
        #expect(try catalog.facts() == facts)

        minimal.decodeError = nil
        minimal.width = 10
        minimal.averageColor = "#000000"
        try catalog.saveFacts([contentID(3): minimal])
        var expected = facts
        expected[contentID(3)] = minimal
        #expect(try catalog.facts() == expected)

        try catalog.pruneFacts(keeping: [contentID(1), contentID(3), contentID(99)])
        #expect(Set(try catalog.facts().keys) == [contentID(1), contentID(3)])
    }

    @Test func outputsRoundTripAndReplace() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let catalog = try Catalog(directory: temp.url)
        let first = (0..<20).map { OutputRecord(path: "images/\($0).jpg", inputs: "content=\($0);bucket=350;format=jpeg;v=1") }
        try catalog.replaceOutputs(first)
        #expect(try catalog.outputs() == Dictionary(uniqueKeysWithValues: first.map { ($0.path, $0) }))

        var second = Array(first.prefix(5))
        second[0].inputs = "content=0;bucket=700;format=webp;v=1"
        second.append(OutputRecord(path: "index.html", inputs: "page"))
        try catalog.replaceOutputs(second)
        #expect(try catalog.outputs() == Dictionary(uniqueKeysWithValues: second.map { ($0.path, $0) }))
    }

    @Test func reopenKeepsEverything() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let sources = (0..<30).map { sourceRecord($0) }
        let facts = [contentID(7): fullFacts(7)]
        let outputs = [OutputRecord(path: "a.jpg", inputs: "x")]
        do {
            let catalog = try Catalog(directory: temp.url)
            try catalog.replaceSources(sources)
            try catalog.saveFacts(facts)
            try catalog.replaceOutputs(outputs)
        }
        let reopened = try Catalog(directory: temp.url)
        #expect(!reopened.wasRebuilt)
        #expect(try reopened.sources().count == 30)
        #expect(try reopened.facts() == facts)
        #expect(try reopened.outputs() == ["a.jpg": outputs[0]])
    }

    @Test func usableFromManyThreadsAtOnce() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let catalog = try Catalog(directory: temp.url)
        try catalog.replaceSources((0..<100).map { sourceRecord($0) })
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            do {
                if index.isMultiple(of: 2) {
                    try catalog.saveFacts([contentID(index): fullFacts(index)])
                } else if try catalog.sources().count != 100 {
                    failures.add("wrong source count")
                }
            } catch {
                failures.add("\(error)")
            }
        }
        #expect(failures.all.isEmpty)
        #expect(try catalog.facts().count == 8)
    }

    /// The outputs outside a folder, read as two ranges of the table around it, in byte order of their paths.
    @Test func everyOutputPathOutsideAFolderLeavesOnlyItsFilesOut() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let catalog = try Catalog(directory: temp.url)
        let paths = ["images/00/a.jpg", "images/ff/b.jpg", "images", "images0/c.html", "images-old/d.html", "imagesz.html",
                     "index.html", "albums/a/p.html", "Images/e.html", "404.html", "zzz/\u{e9}.html"]
        try catalog.replaceOutputs(paths.map { OutputRecord(path: $0, inputs: "x") })
        var seen: [String] = []
        #expect(try catalog.everyOutputPath(outside: "images") { seen.append($0); return true })
        #expect(seen == paths.filter { !$0.hasPrefix("images/") }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        var first: [String] = []
        #expect(try !catalog.everyOutputPath(outside: "images") { first.append($0); return false })
        #expect(first == ["404.html"])
    }

    @Test func unusableFolderGivesErrorWithPathAndAdvice() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let blocker = temp.url.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        #expect {
            _ = try Catalog(directory: blocker)
        } throws: { error in
            guard let error = error as? CatalogError else { return false }
            return error.path == blocker.path && error.message.contains("--cache")
        }
    }
}

/// Collects messages from concurrent work.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func add(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
}
