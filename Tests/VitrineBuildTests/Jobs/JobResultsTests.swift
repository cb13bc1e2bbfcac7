import Testing
import VitrineCatalog
import VitrineLibrary
@testable import VitrineBuild

/// What the build keeps of its jobs does not depend on the order they finish in.
@Suite struct JobResultsTests {
    static let id = ContentID(hash: String(repeating: "a", count: 32), size: 1)

    static func result(_ path: String, width: Int, warning: Bool = false) -> PhotoJob.Result {
        var result = PhotoJob.Result(path: path)
        result.record = SourceRecord(path: path, size: 1, modified: 0, contentID: id)
        result.facts = PhotoFacts(exif: ExifFacts(), width: width, height: 1)
        result.written.add(path: "images/\(path).mp4")
        if warning { result.diagnostics = [Diagnostic(path: path, step: .decode, message: "odd")] }
        return result
    }

    @Test func anyFinishingOrderKeepsThePathOrdersResults() {
        let results = [Self.result("a.jpg", width: 1, warning: true), Self.result("b.jpg", width: 2), Self.result("c.jpg", width: 3, warning: true)]
        for order in [[0, 1, 2], [2, 1, 0], [1, 2, 0]] {
            var kept = JobResults()
            for index in order { kept.add(results[index]) }
            kept.finish()
            #expect(kept.records.map(\.path) == ["a.jpg", "b.jpg", "c.jpg"])
            #expect(kept.diagnostics.map(\.path) == ["a.jpg", "c.jpg"])
            // The same content read by several jobs: the last in path order's facts, as when merged in that order.
            #expect(kept.facts[Self.id]?.facts.width == 3)
            #expect(kept.count == 3 && kept.imagesWritten == 3)
        }
    }
}
