import Foundation
import Testing
import TestSupport
import VitrineCatalog

@Suite struct OutputUpdateTests {
    @Test func digestIsStableAndTellsStringsApart() {
        // Fixed values: the digest must not depend on the process (Swift's Hasher is seeded per process).
        #expect(OutputDigest.of("") == OutputDigest.of(""))
        #expect(OutputDigest.of("images/ab/abcdef-350.jpg") == OutputDigest.of("images/ab/" + "abcdef-350.jpg"))
        // Every length around the 8-byte word boundary, and strings that differ only in their tail or length.
        var seen: Set<UInt64> = []
        for length in 0...40 {
            for last in ["a", "b", "\u{0}"] {
                let text = String(repeating: "x", count: length) + last
                let inserted = seen.insert(OutputDigest.of(text)).inserted
                #expect(inserted, "collision at \(text.debugDescription)")
            }
        }
        #expect(OutputDigest.of("abc") != OutputDigest.of("abc\u{0}"))
        #expect(OutputDigest.of("é") != OutputDigest.of("e\u{301}"))  // bytes, not canonical equivalence
    }

    @Test func updateHoldsOnlyTheRowsToWrite() {
        var previous = OutputDigests()
        previous.insert(path: "a.html", inputs: "page;key=1")
        previous.insert(path: "b.html", inputs: "page;key=2")
        previous.insert(path: "c.html", inputs: "page;key=3")

        var same = OutputUpdate(previous: previous)
        same.add([OutputRecord(path: "c.html", inputs: "page;key=3"), OutputRecord(path: "a.html", inputs: "page;key=1"),
                  OutputRecord(path: "b.html", inputs: "page;key=2")])
        #expect(same.isUnchanged)
        #expect(same.changed.isEmpty && same.staleCount == 0)

        var update = OutputUpdate(previous: previous)
        let added = [update.add(path: "a.html", inputs: "page;key=1"), update.add(path: "b.html", inputs: "page;key=20"),
                     update.add(path: "d.html", inputs: "page;key=4"), update.add(path: "d.html", inputs: "page;key=5")]
        #expect(added == [true, true, true, false])  // a path wanted twice keeps its first inputs
        #expect(update.changed == [OutputRecord(path: "b.html", inputs: "page;key=20"), OutputRecord(path: "d.html", inputs: "page;key=4")])
        #expect(update.staleCount == 1)  // c.html
        #expect(!update.isUnchanged)
        #expect(update.wanted.contains(path: "d.html", inputs: "page;key=4"))
        #expect(!update.wanted.contains(path: "c.html"))

        // Fewer rows, all known and unchanged: still a change (one row goes).
        var fewer = OutputUpdate(previous: previous)
        fewer.add(path: "a.html", inputs: "page;key=1")
        #expect(fewer.changed.isEmpty && fewer.staleCount == 2 && !fewer.isUnchanged)
    }

    @Test func catalogSavesAnUpdateAndFindsStalePaths() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let catalog = try Catalog(directory: temp.url)
        let first = (0..<50).map { OutputRecord(path: "images/\($0).jpg", inputs: "content=\($0);v=1") }
        try catalog.replaceOutputs(first)
        let loaded = try catalog.outputDigests()
        #expect(loaded.count == 50)
        #expect(first.allSatisfy { loaded.contains(path: $0.path, inputs: $0.inputs) })

        var update = OutputUpdate(previous: loaded)
        update.add(first.dropFirst(10).map { $0.path == "images/10.jpg" ? OutputRecord(path: $0.path, inputs: "content=10;v=2") : $0 })
        update.add(path: "index.html", inputs: "page;key=9")
        #expect(update.changed.count == 2)
        #expect(Set(try catalog.outputPaths(notIn: update.wanted)) == Set((0..<10).map { "images/\($0).jpg" }))
        try catalog.saveOutputs(update)

        var expected = Dictionary(uniqueKeysWithValues: first.dropFirst(10).map { ($0.path, $0) })
        expected["images/10.jpg"] = OutputRecord(path: "images/10.jpg", inputs: "content=10;v=2")
        expected["index.html"] = OutputRecord(path: "index.html", inputs: "page;key=9")
        #expect(try catalog.outputs() == expected)
        #expect(try catalog.outputDigests() == update.wanted)
    }
}

/// A build writes its changed rows as they come (`Catalog.saveChangedOutputs`), then the rest and the stale rows.
@Suite struct OutputUpdateStreamingTests {
    @Test func rowsWrittenInBatchesMakeTheSameTableAsOneSave() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let streamed = try Catalog(directory: temp.url.appendingPathComponent("streamed"))
        let whole = try Catalog(directory: temp.url.appendingPathComponent("whole"))
        let first = (0..<30).map { OutputRecord(path: "images/\($0).jpg", inputs: "content=\($0);v=1") }
        try streamed.replaceOutputs(first)
        try whole.replaceOutputs(first)

        // 5 rows go, 5 change, 20 stay, 10 are new.
        let wanted = first.dropFirst(5).map { record in
            record.path < "images/15" && record.path >= "images/10" ? OutputRecord(path: record.path, inputs: record.inputs + "+") : record
        } + (30..<40).map { OutputRecord(path: "images/\($0).jpg", inputs: "content=\($0);v=1") }

        var update = OutputUpdate(previous: try streamed.outputDigests())
        for (index, record) in wanted.enumerated() {
            update.add(path: record.path, inputs: record.inputs)
            if index % 7 == 6 { try streamed.saveChangedOutputs(&update) }
        }
        #expect(update.changed.count < 15)  // some were written and taken
        #expect(update.staleCount == 5 && !update.isUnchanged)
        try streamed.saveOutputs(update, stalePaths: try streamed.outputPaths(notIn: update.wanted))

        var once = OutputUpdate(previous: try whole.outputDigests())
        once.add(wanted)
        #expect(once.changed.count == 15)
        try whole.saveOutputs(once)

        #expect(try streamed.outputs() == whole.outputs())
        #expect(try streamed.outputs() == Dictionary(uniqueKeysWithValues: wanted.map { ($0.path, $0) }))
    }

    @Test func takenRowsAreNotWrittenTwiceAndNothingLeftIsUnchanged() throws {
        var update = OutputUpdate(previous: OutputDigests())
        update.add(path: "a.html", inputs: "page;key=1")
        #expect(update.takeChanged() == [OutputRecord(path: "a.html", inputs: "page;key=1")])
        #expect(update.changed.isEmpty && update.isUnchanged)
        #expect(update.wanted.contains(path: "a.html", inputs: "page;key=1"))
        #expect(update.takeChanged().isEmpty)
    }
}
