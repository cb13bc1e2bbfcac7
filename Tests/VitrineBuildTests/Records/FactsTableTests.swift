import Testing
import VitrineCatalog
import VitrineLibrary
@testable import VitrineBuild

/// The build's facts table knows whether it differs from what was loaded, without a copy of the loaded table.
@Suite struct FactsTableTests {
    static let first = ContentID(hash: String(repeating: "1", count: 32), size: 10)
    static let second = ContentID(hash: String(repeating: "2", count: 32), size: 20)
    static let loaded = [first: PhotoFacts(exif: ExifFacts(), width: 4, height: 3, averageColor: "#102030")]

    @Test func settingTheValuesItHasIsNoChange() {
        var facts = FactsTable(loaded: Self.loaded)
        facts[Self.first] = Self.loaded[Self.first]
        facts[Self.first]?.averageColor = "#102030"
        facts[Self.second] = nil
        #expect(!facts.changed)
        #expect(facts.changedEntries.map(\.key).isEmpty)
        #expect(facts.table == Self.loaded)
    }

    @Test func aNewValueAnAddedEntryOrARemovedOneIsAChange() {
        var recoloured = FactsTable(loaded: Self.loaded)
        recoloured[Self.first]?.averageColor = "#ffffff"
        #expect(recoloured.changed)
        #expect(recoloured[Self.first]?.averageColor == "#ffffff")

        var added = FactsTable(loaded: Self.loaded)
        added[Self.second] = PhotoFacts(exif: ExifFacts(), width: 1, height: 1)
        #expect(added.changed && added.table.count == 2)
        // Only what changed is written: the loaded entry is not.
        #expect(added.changedEntries.map(\.key) == [Self.second])
        #expect(added.changedEntries.map(\.value.width) == [1])

        var removed = FactsTable(loaded: Self.loaded)
        removed[Self.first] = nil
        #expect(removed.changed && removed.table.isEmpty)
        #expect(removed.changedEntries.map(\.key).isEmpty)  // a removal is the prune's
    }

    @Test func aChangeBackIsStillAChange() {
        // Saving then is harmless; what must never happen is a change not saved.
        var facts = FactsTable(loaded: Self.loaded)
        facts[Self.first]?.averageColor = nil
        facts[Self.first]?.averageColor = "#102030"
        #expect(facts.changed)
    }
}
