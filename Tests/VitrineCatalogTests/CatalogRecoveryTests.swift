import Foundation
import Testing
import TestSupport
import VitrineCatalog
import VitrineLibrary

/// A catalog that cannot be trusted is set aside and replaced, never used and never a crash.
@Suite struct CatalogRecoveryTests {
    private func catalogURL(_ temp: TemporaryDirectory) -> URL {
        temp.url.appendingPathComponent(Catalog.fileName)
    }

    private func expectFreshAfterRebuild(_ temp: TemporaryDirectory) throws {
        let catalog = try Catalog(directory: temp.url)
        #expect(catalog.wasRebuilt)
        #expect(catalog.rebuildReason?.isEmpty == false)
        #expect(FileManager.default.fileExists(atPath: temp.url.appendingPathComponent(Catalog.quarantineFileName).path))
        #expect(try catalog.sources().isEmpty)
        try catalog.replaceSources([sourceRecord(1)])
        #expect(try catalog.sources().count == 1)
        // The new catalog is trusted on the next open.
        let again = try Catalog(directory: temp.url)
        #expect(!again.wasRebuilt)
    }

    @Test func garbageBytesAreSetAside() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        var generator = SystemRandomNumberGenerator()
        let garbage = (0..<10_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try Data(garbage).write(to: catalogURL(temp))
        try expectFreshAfterRebuild(temp)
    }

    @Test func textFileIsSetAside() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        try Data("this is not SQLite\n".utf8).write(to: catalogURL(temp))
        try expectFreshAfterRebuild(temp)
    }

    @Test func damagedPagesAreSetAside() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        do {
            let catalog = try Catalog(directory: temp.url)
            try catalog.replaceSources((0..<3000).map { sourceRecord($0) })
        }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: catalogURL(temp).path)[.size] as? Int)
        #expect(size > 16_384)
        // Keep the header and schema page, smash the b-tree pages behind them.
        try overwrite(catalogURL(temp), at: 4096, with: Array(repeating: 0xA5, count: size - 4096))
        try expectFreshAfterRebuild(temp)
    }

    @Test func foreignSchemaIsSetAside() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        try makeSQLite(at: catalogURL(temp), sql: "CREATE TABLE source_file (name TEXT, other BLOB);")
        try expectFreshAfterRebuild(temp)
    }

    @Test func catalogFromNewerVersionIsSetAside() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        do {
            _ = try Catalog(directory: temp.url)
        }
        try makeSQLite(at: catalogURL(temp), sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v999-future');")
        try expectFreshAfterRebuild(temp)
    }

    @Test func emptyFileBecomesCatalogWithoutRebuild() throws {
        // SQLite treats an empty file as an empty database: nothing to distrust.
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        try Data().write(to: catalogURL(temp))
        let catalog = try Catalog(directory: temp.url)
        #expect(!catalog.wasRebuilt)
        try catalog.replaceOutputs([OutputRecord(path: "a", inputs: "b")])
        #expect(try catalog.outputs().count == 1)
    }

    /// Runs SQL on a database file with the sqlite3 command-line shell's equivalent: GRDB itself.
    private func makeSQLite(at url: URL, sql: String) throws {
        try SQLiteScript.run(sql, at: url)
    }
}
