import Foundation
import Testing
import TestSupport
@testable import VitrineBuild

/// Issue 3: one build at a time per site folder and per cache folder. flock conflicts between two opens in
/// one process too, so a lock held here stands for another build.
@Suite struct BuildLockTests {
    struct Folders {
        let temp: TemporaryDirectory
        let library: LibraryFixture
        func url(_ name: String) -> URL { temp.url.appendingPathComponent(name) }
        func build(site: String, cache: String) async throws -> BuildSummary {
            try await Builder(options: BuildOptions(library: library.root, site: url(site), cache: url(cache), jobs: 1)).run()
        }

        init() throws {
            temp = try TemporaryDirectory("vitrine-lock")
            library = try LibraryFixture(in: temp.url)
            try library.add("gps/DSCN0010.jpg")
        }
    }

    @Test func aSecondBuildOfTheSameSiteIsRefusedWhateverItsCache() async throws {
        let f = try Folders()
        defer { f.temp.remove() }
        let held = try BuildLock(cache: f.url("cache-a"), site: f.url("site"))
        await #expect {
            try await f.build(site: "site", cache: "cache-b")
        } throws: { error in
            let failure = try #require(error as? BuildError)
            return failure.step == .lock && failure.message.contains("another vitrine build")
        }
        withExtendedLifetime(held) {}
    }

    @Test func aSecondBuildSharingTheCacheIsRefused() async throws {
        let f = try Folders()
        defer { f.temp.remove() }
        let held = try BuildLock(cache: f.url("cache"), site: f.url("site-a"))
        await #expect(throws: BuildError.self) { try await f.build(site: "site-b", cache: "cache") }
        withExtendedLifetime(held) {}
    }

    @Test func theLocksGoWithTheBuildAndLeaveNoFile() async throws {
        let f = try Folders()
        defer { f.temp.remove() }
        do { _ = try BuildLock(cache: f.url("cache"), site: f.url("site")) }
        let summary = try await f.build(site: "site", cache: "cache")
        #expect(summary.photos == 1)
        _ = try BuildLock(cache: f.url("cache"), site: f.url("site"))  // free again after the build
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: f.url("cache").path).filter { $0.contains("lock") }
        #expect(leftovers.isEmpty)
    }
}
