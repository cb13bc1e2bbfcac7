import Foundation
import Testing
import TestSupport
import VitrineCatalog

/// The whole-file check runs only when the catalog is not exactly as a clean close left it; damage done after a
/// clean close is still found and set aside.
@Suite struct CatalogCloseMarkTests {
    private func catalogURL(_ temp: TemporaryDirectory) -> URL {
        temp.url.appendingPathComponent(Catalog.fileName)
    }

    private func markURL(_ temp: TemporaryDirectory) -> URL {
        temp.url.appendingPathComponent(Catalog.fileName + ".closed")
    }

    /// A catalog of 3,000 sources, closed cleanly.
    private func closedCatalog(_ temp: TemporaryDirectory) throws {
        let catalog = try Catalog(directory: temp.url)
        try catalog.replaceSources((0..<3000).map { sourceRecord($0) })
        catalog.close()
        #expect(FileManager.default.fileExists(atPath: markURL(temp).path))
    }

    @Test func cleanCloseSparesTheNextCheckOnce() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        #expect(try Catalog(directory: temp.url).wasChecked)
        try closedCatalog(temp)
        let reopened = try Catalog(directory: temp.url)
        #expect(!reopened.wasChecked)
        #expect(!reopened.wasRebuilt)
        #expect(try reopened.sources().count == 3000)
        // The mark went as the catalog opened: a build that stops here without closing leaves none.
        #expect(!FileManager.default.fileExists(atPath: markURL(temp).path))
        let afterCrash = try Catalog(directory: temp.url)
        #expect(afterCrash.wasChecked)
    }

    @Test func damageAfterCleanCloseIsFoundAndSetAside() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        try closedCatalog(temp)
        let url = catalogURL(temp)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        let size = try #require(attributes[.size] as? Int)
        try overwrite(url, at: 4096, with: Array(repeating: 0xA5, count: size - 4096))
        // Even with its modification time put back: the change time moved, and no one can set that.
        try FileManager.default.setAttributes([.modificationDate: try #require(attributes[.modificationDate])], ofItemAtPath: url.path)
        let catalog = try Catalog(directory: temp.url)
        #expect(catalog.wasChecked)
        #expect(catalog.wasRebuilt)
        #expect(try catalog.sources().isEmpty)
    }

    @Test func replacedFileIsChecked() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        try closedCatalog(temp)
        // A cache restored over it: another file of the same bytes under the same name.
        let url = catalogURL(temp)
        let copy = temp.url.appendingPathComponent("copy")
        try FileManager.default.copyItem(at: url, to: copy)
        try FileManager.default.removeItem(at: url)
        try FileManager.default.moveItem(at: copy, to: url)
        let catalog = try Catalog(directory: temp.url)
        #expect(catalog.wasChecked)
        #expect(!catalog.wasRebuilt)
    }

    @Test func leftoverWALIsChecked() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        try closedCatalog(temp)
        try Data(repeating: 0, count: 32).write(to: URL(fileURLWithPath: catalogURL(temp).path + "-wal"))
        let catalog = try Catalog(directory: temp.url)
        #expect(catalog.wasChecked)
    }

    @Test func forgedOrDamagedMarkIsChecked() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        for text in ["", "v1 1 2 3\n", "v2 0 0 0 0 0\n", "v1 x y z w v\n", String(repeating: "9", count: 10_000)] {
            try closedCatalog(temp)
            try Data(text.utf8).write(to: markURL(temp))
            let catalog = try Catalog(directory: temp.url)
            #expect(catalog.wasChecked, "mark \(text.prefix(20))")
            catalog.close()
        }
    }
}
