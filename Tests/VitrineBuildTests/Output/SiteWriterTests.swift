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

    static func contents(_ index: Int) -> [UInt8] { Array("<p>page \(index)</p>".utf8) }
}
