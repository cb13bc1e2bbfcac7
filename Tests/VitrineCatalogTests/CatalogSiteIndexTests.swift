import Foundation
import Testing
import TestSupport
import VitrineCatalog
import VitrineLibrary

/// What the sidecar way reads and writes of the catalog: the site index kept with the stamp, and rows by key.
@Suite struct CatalogSiteIndexTests {
    static let stamp = BuildStamp(inputs: "abc", images: "1-2-3", photos: 1, imagesReused: 4, pages: 5, warnings: "[]")

    @Test func theIndexBelongsToTheStampItWasSavedWith() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let catalog = try Catalog(directory: temp.url)
        try catalog.saveStamp(Self.stamp, siteIndex: [1, 2, 3])
        #expect(try catalog.stamp() == Self.stamp)
        #expect(try catalog.siteIndex(for: Self.stamp) == [1, 2, 3])
        // Another build's stamp, saved without an index or apart from it, finds none.
        var other = Self.stamp
        other.inputs = "def"
        #expect(try catalog.siteIndex(for: other) == nil)
        try catalog.saveStamp(other)
        #expect(try catalog.siteIndex(for: other) == nil)
        try catalog.saveStamp(other, siteIndex: nil)
        #expect(try catalog.siteIndex(for: Self.stamp) == nil)
        // Reopened, it is still there.
        try catalog.saveStamp(Self.stamp, siteIndex: [9])
        #expect(try Catalog(directory: temp.url).siteIndex(for: Self.stamp) == [9])
    }

    /// The index's bytes are a file the row names by length and digest: a file changed, cut, missing or grown is no
    /// index (the build takes the long way), and nothing is read past the length the row gives.
    @Test func anIndexFileNotAsTheRowSaysIsNoIndex() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let catalog = try Catalog(directory: temp.url)
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try catalog.saveStamp(Self.stamp, siteIndex: bytes)
        let file = temp.url.appendingPathComponent(Catalog.siteIndexFileName)
        #expect(try Data(contentsOf: file) == Data(bytes))
        #expect(try catalog.siteIndex(for: Self.stamp) == bytes)
        var changed = bytes
        changed[5_000] ^= 1
        for (name, damaged) in [("a byte changed", changed), ("cut", Array(bytes.dropLast())), ("grown", bytes + [0]), ("empty", [])] {
            try Data(damaged).write(to: file)
            #expect(try catalog.siteIndex(for: Self.stamp) == nil, "\(name)")
        }
        try FileManager.default.removeItem(at: file)
        #expect(try catalog.siteIndex(for: Self.stamp) == nil)
        // Saved again, it is an index again; saved without one, the file goes.
        try catalog.saveStamp(Self.stamp, siteIndex: bytes)
        #expect(try catalog.siteIndex(for: Self.stamp) == bytes)
        try catalog.saveStamp(Self.stamp, siteIndex: nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try catalog.siteIndex(for: Self.stamp) == nil)
    }

    @Test func rowsByKeyAreTheTablesRowsAndLeaveMissingKeysOut() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let catalog = try Catalog(directory: temp.url)
        let sources = (0..<5).map { sourceRecord($0) }
        try catalog.replaceSources(sources)
        try catalog.saveFacts([contentID(1): fullFacts(1), contentID(2): fullFacts(2)])
        let xmp = XMPSidecarRecord(file: SourceFile(path: "a/IMG_1.xmp", size: 10, modified: 20), metadata: nil, problem: "malformed")
        try catalog.saveXMPSidecars([xmp])

        #expect(try catalog.sources(at: [sources[3].path, "missing.jpg"]) == [sources[3].path: sources[3]])
        let facts = try catalog.facts(for: [contentID(2), contentID(7)])
        let all = try catalog.facts()
        #expect(facts.count == 1 && facts[contentID(2)] == all[contentID(2)])
        #expect(try catalog.xmpSidecars(at: ["a/IMG_1.xmp", "b.xmp"]) == ["a/IMG_1.xmp": xmp])

        try catalog.saveOutputs(paths: ["a/index.html"], inputs: "page;sidecar-way")
        #expect(try catalog.outputs()["a/index.html"]?.inputs == "page;sidecar-way")
    }

    /// The keys go to SQLite as one JSON array: a path with quotes, backslashes, a new line or letters outside ASCII is
    /// found as it is, a key given twice once, and nothing is found for a key that only looks like another.
    @Test func rowsByKeyFindPathsWithAnyCharacters() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let catalog = try Catalog(directory: temp.url)
        let paths = ["a \"quoted\" name.jpg", "back\\slash/b.jpg", "new\nline.jpg", "Zoë/été 🌅.jpg", "[1,2].jpg", "plain.jpg"]
        let sources = paths.enumerated().map { SourceRecord(path: $1, size: Int64($0), modified: 7, contentID: contentID($0)) }
        try catalog.replaceSources(sources + (0..<3_000).map { sourceRecord(100 + $0) })
        let found = try catalog.sources(at: paths + paths + ["plain.JPG", "Zoe/ete 🌅.jpg", "back\\slash"])
        #expect(found == Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0) }))
        #expect(try catalog.sources(at: [String]()).isEmpty)
        let many = (0..<3_000).map { sourceRecord(100 + $0).path }
        #expect(try catalog.sources(at: many).count == 3_000)
    }
}

/// The image folders as builds last listed them (`ImagesFingerprint`).
@Suite struct CatalogImageFolderTests {
    @Test func foldersAreStoredWithTheirWholeHashesAndTheGoneOnesDropped() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let catalog = try Catalog(directory: temp.url)
        #expect(try catalog.imageFolders().isEmpty)
        let high = ImageFolderRecord(path: "images/00", identity: "1-2-3", count: 1_560, sum: .max, xor: 1 << 63)
        let low = ImageFolderRecord(path: "images/01", identity: "4-5-6", count: 0, sum: 0, xor: 7)
        try catalog.saveImageFolders([high, low], present: ["images/00", "images/01"])
        #expect(try Catalog(directory: temp.url).imageFolders() == ["images/00": high, "images/01": low])
        var changed = low
        changed.identity = "4-5-7"
        try catalog.saveImageFolders([changed], present: ["images/01"])
        #expect(try catalog.imageFolders() == ["images/01": changed])
    }
}
