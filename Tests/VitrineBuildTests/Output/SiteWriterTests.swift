import Foundation
import Synchronization
import Testing
import TestSupport
import VitrineCore
@testable import VitrineBuild

/// `SiteWriter` writes pages from the build's threads into one temporary folder.
@Suite struct SiteWriterTests {
    /// Every album and photo page is an `index.html`: writes of same-named pages at the same moment must not take
    /// each other's temporary file (they once did, and a build failed with "rename failed").
    @Test func sameNamedPagesWrittenAtOnceAllLand() throws {
        let temp = try TemporaryDirectory("vitrine-writer")
        defer { temp.remove() }
        let writer = SiteWriter(site: temp.url.appendingPathComponent("site"))
        try writer.resetTemporaryFolder()
        let pages = 2_000
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: pages) { index in
            do {
                try writer.overwrite(Self.contents(index), at: "albums/\(index)/index.html")
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        for index in 0..<pages {
            let url = writer.site.appendingPathComponent("albums/\(index)/index.html")
            #expect(try FileIO.read(url) == Self.contents(index))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: writer.temporaryFolder.path).isEmpty)
    }

    /// Paths a tampered catalog gives (issue 33, item 2): each is refused, nothing outside the site is touched, and
    /// an absolute path no longer spins the parent walk (the parent of `/` is `/`).
    @Test(.timeLimit(.minutes(10)))
    func deletingRowsOutsideTheSiteTouchesNothingThere() throws {
        let temp = try TemporaryDirectory("vitrine-writer")
        defer { temp.remove() }
        let writer = SiteWriter(site: temp.url.appendingPathComponent("site"))
        try writer.resetTemporaryFolder()
        let victim = temp.url.appendingPathComponent("victim")
        try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
        for name in ["x", "y", "abs.html", "linked.jpg"] { try Data("keep".utf8).write(to: victim.appendingPathComponent(name)) }
        try writer.overwrite(Array("page".utf8), at: "images/ab/kept.jpg")
        try writer.overwrite(Array("page".utf8), at: "images/ab/stale.jpg")
        try FileManager.default.createSymbolicLink(at: writer.site.appendingPathComponent("images/zz"), withDestinationURL: victim)
        let outside = ["../victim/x", "images/../../victim/y", victim.appendingPathComponent("abs.html").path, "/nonexistent/x.html",
                       "images/zz/linked.jpg"]
        // A row naming a folder (not something the build wrote) leaves it, and what it holds.
        let deletion = writer.delete(outside + ["images/ab/stale.jpg", "images"])
        #expect(deletion.deleted == 1)
        #expect(Set(deletion.refused) == Set(outside))
        for name in ["x", "y", "abs.html", "linked.jpg"] {
            #expect(try FileIO.read(victim.appendingPathComponent(name)) == Array("keep".utf8))
        }
        #expect(FileManager.default.fileExists(atPath: writer.site.appendingPathComponent("images/ab/kept.jpg").path))
        #expect(!FileManager.default.fileExists(atPath: writer.site.appendingPathComponent("images/ab/stale.jpg").path))
    }

    @Test func writesThroughASymlinkedFolderOutOfTheSiteAreRefused() throws {
        let temp = try TemporaryDirectory("vitrine-writer")
        defer { temp.remove() }
        let writer = SiteWriter(site: temp.url.appendingPathComponent("site"))
        try writer.resetTemporaryFolder()
        let outside = temp.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: writer.site.appendingPathComponent("images"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: writer.site.appendingPathComponent("images/zz"), withDestinationURL: outside)
        #expect(throws: BuildError.self) { try writer.overwrite(Array("x".utf8), at: "images/zz/x.jpg") }
        #expect(throws: BuildError.self) { _ = try writer.write(Array("x".utf8), at: "../outside/x.html") }
        #expect(throws: BuildError.self) { try writer.overwrite(Array("x".utf8), at: outside.appendingPathComponent("y.html").path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        // Emptied folders go, up to the site folder and never it.
        try writer.overwrite(Array("x".utf8), at: "albums/a/b/index.html")
        #expect(writer.delete(["albums/a/b/index.html"]).deleted == 1)
        #expect(!FileManager.default.fileExists(atPath: writer.site.appendingPathComponent("albums").path))
        #expect(FileManager.default.fileExists(atPath: writer.site.path))
    }

    static func contents(_ index: Int) -> [UInt8] { Array("<p>page \(index)</p>".utf8) }
}
