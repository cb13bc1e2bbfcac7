import Foundation
import Testing
import TestSupport
import VitrineCatalog
import VitrineLibrary

/// The Git LFS object ids: stored with their content, kept across a reopen, forgotten with the last source file
/// that had their content.
@Suite struct CatalogLFSObjectTests {
    static func oid(_ n: Int) -> String { String(format: "%064x", n) }

    @Test func roundTripAndForgottenWithTheirContent() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        var catalog = try Catalog(directory: temp.url)
        #expect(try catalog.lfsObjects().isEmpty)
        let records = (0..<4).map { sourceRecord($0) }
        try catalog.replaceSources(records)
        let objects = Dictionary(uniqueKeysWithValues: records.enumerated().map { (Self.oid($0.offset), $0.element.contentID) })
        try catalog.saveLFSObjects(objects)
        #expect(try catalog.lfsObjects() == objects)

        catalog = try Catalog(directory: temp.url)
        #expect(try catalog.lfsObjects() == objects)

        // Photo 0 gone and photo 1 with a new content: their objects are forgotten; a new one is added.
        var next = Array(records.dropFirst())
        next[0].contentID = contentID(100)
        try catalog.replaceSources(next)
        try catalog.saveLFSObjects([Self.oid(100): contentID(100)])
        #expect(try catalog.lfsObjects() == [Self.oid(2): records[2].contentID, Self.oid(3): records[3].contentID,
                                             Self.oid(100): contentID(100)])
    }
}
