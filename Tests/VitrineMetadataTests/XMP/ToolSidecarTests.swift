import Testing
import TestSupport
import VitrineLibrary
@testable import VitrineMetadata

/// Sidecars as darktable and Lightroom write them: their tags are the user's, never darktable's bookkeeping.
@Suite struct ToolSidecarTests {
    @Test func darktable3LeavesOutEveryWordOfItsAutomaticTags() throws {
        let record = try XMPReader.read(Array(ToolSidecars.darktable3.utf8))
        #expect(record.rating == 3)
        // `places` and `Italy` are levels of the user's own path, as Lightroom's parents are: kept as today.
        #expect(Set(record.tags) == ["Italy", "Siena", "places", "sunset"])
    }

    @Test func darktable4KeepsAWordTheUserTaggedToo() throws {
        let record = try XMPReader.read(Array(ToolSidecars.darktable4.utf8))
        #expect(record.rating == 4)
        #expect(Set(record.tags) == ["Ann", "arw"])
    }

    @Test func lightroomHierarchiesAreUntouched() throws {
        let record = try XMPReader.read(Array(ToolSidecars.lightroom.utf8))
        #expect(record.rating == 5 && record.label == "Red")
        #expect(Set(record.tags) == ["Arezzo", "Italy", "Places", "cathedral"])
    }

    @Test(arguments: [
        // Old darktable (2.x) wrote its paths into the flat list as they are.
        (["darktable|format|jpg", "sunset"], [], ["sunset"]),
        // A flat list alone (no hierarchy to tell) is the user's: a tag "format" is kept.
        (["format", "jpg"], [], ["format", "jpg"]),
        // The user's own `jpg` sits beside darktable's `darktable|format|jpg`.
        (["darktable", "format", "jpg"], ["darktable|format|jpg", "jpg"], ["jpg"]),
        // Compared as darktable writes them and as users type them: case and spaces do not matter.
        (["Format", " JPG "], ["DarkTable | format | jpg"], []),
        // A word that is a level of a user's path too is the user's.
        (["format", "print"], ["darktable|format|tiff", "work|format|print"], ["format", "print"]),
    ] as [([String], [String], [String])])
    func wordsFromAutomaticPaths(_ flat: [String], _ hierarchical: [String], _ expected: [String]) {
        #expect(Set(KeywordFilter.tags(flat: flat, hierarchical: hierarchical)) == Set(expected))
    }
}
