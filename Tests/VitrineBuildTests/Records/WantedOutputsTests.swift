import Testing
import TestSupport
import VitrineCatalog
@testable import VitrineBuild

/// The build's wanted outputs write their changed rows to the catalog as they come, in batches.
@Suite struct WantedOutputsTests {
    @Test func changedRowsReachTheCatalogInBatchesAndTheEndWritesTheRest() throws {
        let temp = try TemporaryDirectory("vitrine-wanted")
        defer { temp.remove() }
        let catalog = try Catalog(directory: temp.url)
        var first = OutputUpdate(previous: OutputDigests())
        first.add([OutputRecord(path: "old.html", inputs: "page;key=1"), OutputRecord(path: "kept.html", inputs: "page;key=2")])
        try catalog.saveOutputs(first)
        var outputs = WantedOutputs(previous: try catalog.outputDigests(), catalog: catalog, batchSize: 3)

        #expect(try outputs.add(path: "kept.html", inputs: "page;key=2"))
        #expect(try outputs.add(path: "images/00/a-350.jpg", inputs: "source=a.jpg;v=1"))
        #expect(try outputs.add(path: "images/00/a-700.jpg", inputs: "source=a.jpg;v=1"))
        #expect(try catalog.outputs().count == 2)  // two changed rows: held
        #expect(try outputs.add(path: "index.html", inputs: "page;key=3"))
        #expect(try catalog.outputs().count == 5)  // the third: all three written
        #expect(try !outputs.add(path: "index.html", inputs: "page;key=4"))  // wanted already: the first stays
        #expect(try outputs.add(path: "tags/index.html", inputs: "page;key=5"))
        #expect(outputs.update.changed.map(\.path) == ["tags/index.html"])
        #expect(outputs.contains("images/00/a-350.jpg") && !outputs.contains("old.html"))

        try catalog.saveOutputs(outputs.update, stalePaths: try catalog.outputPaths(notIn: outputs.update.wanted))
        #expect(try catalog.outputs() == [
            "kept.html": OutputRecord(path: "kept.html", inputs: "page;key=2"),
            "images/00/a-350.jpg": OutputRecord(path: "images/00/a-350.jpg", inputs: "source=a.jpg;v=1"),
            "images/00/a-700.jpg": OutputRecord(path: "images/00/a-700.jpg", inputs: "source=a.jpg;v=1"),
            "index.html": OutputRecord(path: "index.html", inputs: "page;key=3"),
            "tags/index.html": OutputRecord(path: "tags/index.html", inputs: "page;key=5"),
        ])
        #expect(try catalog.outputDigests() == outputs.update.wanted)
        // The images among them, fingerprinted for the build stamp.
        #expect(outputs.images.text == SiteStamp.images(["images/00/a-700.jpg", "images/00/a-350.jpg"]))
    }

    @Test func withoutACatalogEveryRowWaitsForTheEnd() throws {
        var outputs = WantedOutputs(previous: OutputDigests(), catalog: nil, batchSize: 1)
        for n in 0..<5 { try outputs.add(path: "p\(n).html", inputs: "page;key=\(n)") }
        #expect(outputs.update.changed.count == 5)
    }
}
