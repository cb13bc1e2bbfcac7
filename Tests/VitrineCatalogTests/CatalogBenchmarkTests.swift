import Foundation
import Testing
import TestSupport
import VitrineCatalog
import VitrineLibrary

/// Bulk sizes from issue 3's 100,000-photo target. Prints timings; run with VITRINE_BENCH=1 in release:
/// `VITRINE_BENCH=1 swift test -c release --filter CatalogBenchmark`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["VITRINE_BENCH"] != nil))
struct CatalogBenchmarkTests {
    @Test func hundredThousandRows() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let count = 100_000
        let catalog = try Catalog(directory: temp.url)
        let records = (0..<count).map { sourceRecord($0) }

        let firstWrite = try measure { try catalog.replaceSources(records) }
        var loaded: [String: SourceRecord] = [:]
        let read = try measure { loaded = try catalog.sources() }
        #expect(loaded.count == count)
        let noOp = try measure { try catalog.replaceSources(records) }
        var changed = records
        for index in stride(from: 0, to: count, by: 100) { changed[index].modified += 1 }
        changed.removeLast(1000)
        let fewChanges = try measure { try catalog.replaceSources(changed) }
        #expect(try catalog.sources().count == count - 1000)

        let facts = Dictionary(uniqueKeysWithValues: (0..<count).map { (contentID($0), fullFacts($0)) })
        let factsWrite = try measure { try catalog.saveFacts(facts) }
        let factsNoOp = try measure { try catalog.saveFacts(facts) }
        var loadedFacts: [ContentID: PhotoFacts] = [:]
        let factsRead = try measure { loadedFacts = try catalog.facts() }
        #expect(loadedFacts.count == count)
        let reopen = try measure { _ = try Catalog(directory: temp.url) }

        print("""
            catalog bench, \(count) rows: replaceSources first \(firstWrite) s, sources() \(read) s, \
            no-op replace \(noOp) s, 1% changed + 1% deleted \(fewChanges) s; saveFacts first \(factsWrite) s, \
            unchanged \(factsNoOp) s, facts() \(factsRead) s; reopen with quick_check \(reopen) s
            """)
    }

    private func measure(_ body: () throws -> Void) throws -> String {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return String(format: "%.3f", seconds)
    }
}
