import Foundation
import Testing
import TestSupport
import VitrineCore
@testable import VitrineLibrary

/// Issue 32, item 6: a scan takes a JSON sidecar an earlier scan read under the same `stat` instead of reading it
/// again, and never takes one when a doubt remains: the sidecar is what hides a photo.
@Suite struct KnownSidecarsTests {
    typealias Library = LibraryScannerTests.Library

    static func status(_ url: URL) throws -> FileStatus { try #require(FileStatus.of(url.path, followingLinks: false)) }

    /// What the scan of `library` gives for its photo `a.jpg` when `known` says `sidecar` for `a.jpg.json`, with the
    /// stamp `stamp` (the file's own when nil).
    static func scanned(_ library: Library, known sidecar: Sidecar, stamp: KnownSidecars.Stamp? = nil) async throws -> (Sidecar, KnownSidecars) {
        let file = try status(library.root.appendingPathComponent("a.jpg.json"))
        let known = KnownSidecars(readings: ["a.jpg.json": KnownSidecars.Reading(
            stamp: stamp ?? KnownSidecars.Stamp(size: file.size, modified: file.modified, changed: file.changed, inode: file.inode),
            sidecar: sidecar)])
        let source = try await LibraryScanner.scan(library.root, excluding: [], known: known)
        return (try #require(source.root.photos.first).sidecar, source.knownSidecars)
    }

    @Test func aSidecarUnderTheSameStatIsTakenAndUnderAnotherIsRead() async throws {
        let library = try Library(["a.jpg": "x", "a.jpg.json": #"{"rating": 2}"#])
        defer { library.temp.remove() }
        var remembered = Sidecar()
        remembered.title = "Remembered"
        // Same size, times and file: the reading is taken (the file says otherwise, so this shows it was not read).
        let (taken, kept) = try await Self.scanned(library, known: remembered)
        #expect(taken.title == "Remembered" && taken.rating == 0)
        #expect(kept.readings["a.jpg.json"]?.sidecar == remembered)
        // Any field of the stamp another: the file is read.
        let file = try Self.status(library.root.appendingPathComponent("a.jpg.json"))
        for stamp in [KnownSidecars.Stamp(size: file.size + 1, modified: file.modified, changed: file.changed, inode: file.inode),
                      KnownSidecars.Stamp(size: file.size, modified: file.modified - 1, changed: file.changed, inode: file.inode),
                      KnownSidecars.Stamp(size: file.size, modified: file.modified, changed: file.changed - 1, inode: file.inode),
                      KnownSidecars.Stamp(size: file.size, modified: file.modified, changed: file.changed, inode: file.inode + 1)] {
            let (read, _) = try await Self.scanned(library, known: remembered, stamp: stamp)
            #expect(read.rating == 2 && read.title == nil)
        }
    }

    /// A sidecar rewritten to the same size with its old modification time put back (as `rsync -t` or an editor that
    /// keeps times does) changes its `ctime`: the scan reads it, and the photo is hidden.
    @Test func aSidecarRewrittenWithItsTimesPutBackIsRead() async throws {
        let library = try Library(["a.jpg": "x", "a.jpg.json": #"{"hidden": false}"#])
        defer { library.temp.remove() }
        let url = library.root.appendingPathComponent("a.jpg.json")
        let before = try Self.status(url)
        let (first, _) = try await Self.scanned(library, known: Sidecar())
        #expect(!first.hidden)
        try Data(#"{"hidden": true }"#.utf8).write(to: url)
        let time = timespec(tv_sec: Int(before.modified / 1_000_000_000), tv_nsec: Int(before.modified % 1_000_000_000))
        #expect(utimensat(AT_FDCWD, url.path, [time, time], 0) == 0)
        let after = try Self.status(url)
        #expect(after.size == before.size && after.modified == before.modified)
        let known = KnownSidecars(readings: ["a.jpg.json": KnownSidecars.Reading(
            stamp: KnownSidecars.Stamp(size: before.size, modified: before.modified, changed: before.changed, inode: before.inode), sidecar: Sidecar())])
        let source = try await LibraryScanner.scan(library.root, excluding: [], known: known)
        #expect(try #require(source.root.photos.first).sidecar.hidden)
    }

    @Test func onlySettledCleanReadingsAreKept() async throws {
        let library = try Library(["a.jpg": "x", "a.jpg.json": #"{"rating": 2}"#, "b.jpg": "x", "b.jpg.json": #"{"rating": "2"}"#,
                                   "c.jpg": "x", "c.jpg.json": "{"])
        defer { library.temp.remove() }
        // Just written: their times are the scan's, so nothing is kept.
        #expect(try await LibraryScanner.scan(library.root, excluding: []).knownSidecars.readings.isEmpty)
        // Settled: the clean one is kept; one with a warning and one that does not parse are read every time.
        try await Task.sleep(for: .milliseconds(Int(KnownSidecars.settleTime / 1_000_000) + 200))
        let source = try await LibraryScanner.scan(library.root, excluding: [])
        #expect(Array(source.knownSidecars.readings.keys) == ["a.jpg.json"])
        #expect(source.knownSidecars.readings["a.jpg.json"]?.sidecar.rating == 2)
        #expect(source.diagnostics.count == 2)
        // And taken by the next scan, which keeps it again and gives the same photos and warnings.
        let again = try await LibraryScanner.scan(library.root, excluding: [], known: source.knownSidecars)
        #expect(again.knownSidecars == source.knownSidecars && again.diagnostics == source.diagnostics)
        #expect(again.root.photos.map(\.sidecar) == source.root.photos.map(\.sidecar))
    }

    @Test func aReadingIsKeptOnlyOfAFileOlderThanTheScanBySettleTime() {
        let now: Int64 = 1_800_000_000_000_000_000
        func status(modified: Int64, changed: Int64) -> FileStatus { FileStatus(kind: .file, size: 9, modified: modified, changed: changed, inode: 7) }
        let old = now - KnownSidecars.settleTime - 1
        #expect(KnownSidecars.reading(Sidecar(), status: status(modified: old, changed: old), scanStart: now) != nil)
        #expect(KnownSidecars.reading(Sidecar(), status: status(modified: old, changed: now - 5), scanStart: now) == nil)
        #expect(KnownSidecars.reading(Sidecar(), status: status(modified: now + 9, changed: old), scanStart: now) == nil)
    }
}
