import Foundation
import Testing
import TestSupport
import VitrineCatalog
import VitrineLibrary
import VitrineMetadata

/// Issue 16's part of the catalog: embedded metadata kept with the facts, XMP sidecars as last read.
@Suite struct CatalogMetadataTests {
    func record() -> MetadataRecord {
        var record = MetadataRecord()
        record.rating = -1
        record.title = [LocalizedText(language: "x-default", text: "T"), LocalizedText(language: "fr", text: "Té")]
        record.tags = ["a", "b"]
        record.gps = GeoPoint(latitude: 1.5, longitude: -2.25)
        record.created = "2020:01:02 03:04:05"
        return record
    }

    @Test func embeddedMetadataRoundTripsWithTheFacts() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let catalog = try Catalog(directory: temp.url)
        var read = fullFacts(1)
        read.embedded = EmbeddedMetadata(xmp: record(), iptc: nil, problem: "IPTC-IIM left out")
        var empty = fullFacts(2)
        empty.embedded = EmbeddedMetadata()
        let unread = fullFacts(3)  // cached before metadata was read: nil, so the next build reads it
        let facts = [contentID(1): read, contentID(2): empty, contentID(3): unread]
        try catalog.saveFacts(facts)
        #expect(try Catalog(directory: temp.url).facts() == facts)
    }

    @Test func xmpSidecarsAreReplacedAsAWhole() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let catalog = try Catalog(directory: temp.url)
        let good = XMPSidecarRecord(file: SourceFile(path: "a/p.xmp", size: 10, modified: 5), metadata: record())
        let bad = XMPSidecarRecord(file: SourceFile(path: "a/q.jpg.xmp", size: 3, modified: 6), metadata: nil, problem: "malformed")
        try catalog.replaceXMPSidecars([good, bad], previous: [:])
        let stored = try catalog.xmpSidecars()
        #expect(stored == ["a/p.xmp": good, "a/q.jpg.xmp": bad])
        var changed = good
        changed.file.modified = 7
        changed.metadata = MetadataRecord()
        try catalog.replaceXMPSidecars([changed], previous: stored)
        #expect(try catalog.xmpSidecars() == ["a/p.xmp": changed])
    }
}
