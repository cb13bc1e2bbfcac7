import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineLibrary

/// CI without photo bytes (issue 32 item 7): a checkout holding only Git LFS pointers, with the last run's cache and
/// site, builds the same site as a checkout with every photo, reading no bytes for what is already rendered, and
/// fetches (`git lfs pull --include`) exactly the photos it must render. Repositories are made here, their remote
/// served over `file://`; downloads are counted in the clone's LFS object store.
@Suite struct GitLFSFetchTests {
    /// A repository with three photos in `photos/` (the library inside the work tree), pushed.
    static func repository(in temp: TemporaryDirectory) throws -> GitLFSRepository {
        let repository = try GitLFSRepository(in: temp.url)
        let library = try LibraryFixture(in: repository.origin, name: "photos")
        try library.add("gps/DSCN0010.jpg", to: "Tuscany")
        try library.add("gps/DSCN0012.jpg", to: "Tuscany")
        try library.add("orientation/landscape_6.jpg", to: "Other")
        try repository.commitAndPush("three photos")
        return repository
    }

    static func build(_ clone: URL, site: URL, cache: URL) async throws -> BuildSummary {
        try await Builder(options: BuildOptions(library: clone.appendingPathComponent("photos"), site: site, cache: cache, jobs: 2,
                                                formats: [.webp, .jpeg])).run()
    }

    /// The library's photos that are still pointers.
    static func pointers(in clone: URL) throws -> [String] {
        let library = clone.appendingPathComponent("photos")
        return try FileManager.default.subpathsOfDirectory(atPath: library.path).filter { $0.hasSuffix(".jpg") }.sorted().filter {
            LFSPointer(Array(try Data(contentsOf: library.appendingPathComponent($0)))) != nil
        }
    }

    @Test(.requires(.gitLFS)) func aPointerCheckoutBuildsTheSameSiteAndFetchesOnlyWhatItRenders() async throws {
        let temp = try TemporaryDirectory("vitrine-lfs")
        defer { temp.remove() }
        let repository = try Self.repository(in: temp)
        let site = temp.url.appendingPathComponent("site"), cache = temp.url.appendingPathComponent("cache")

        // The last run, with every photo's bytes: it records their object ids.
        let full = try repository.clone("full", pointersOnly: false)
        let first = try await Self.build(full, site: site, cache: cache)
        #expect(first.diagnostics.isEmpty, "\(first.diagnostics)")
        let built = try SiteTree(site)

        // Pointers only, the cache and site restored: nothing read, fetched, written or removed.
        let ci = try repository.clone("ci", pointersOnly: true)
        #expect(try Self.pointers(in: ci).count == 3)
        let summary = try await Self.build(ci, site: site, cache: cache)
        #expect(summary.diagnostics.isEmpty, "\(summary.diagnostics)")
        #expect(summary.filesRead == 0 && summary.photosFetchedFromLFS == 0 && summary.imagesWritten == 0 && summary.filesDeleted == 0)
        #expect(try SiteTree(site).differences(from: built) == [])
        #expect(repository.objectCount(in: ci) == 0)

        // One sidecar changed and one photo added upstream: the new photo alone is fetched and rendered.
        let origin = try LibraryFixture(in: repository.origin, name: "photos")
        try origin.write(#"{"title": "The square"}"#, at: "Tuscany/DSCN0010.jpg.json")
        try origin.add("gps/DSCN0021.jpg", to: "Tuscany")
        try repository.commitAndPush("a title and a photo")
        try repository.pull(in: ci, pointersOnly: true)
        let next = try await Self.build(ci, site: site, cache: cache)
        #expect(next.diagnostics.isEmpty, "\(next.diagnostics)")
        #expect(next.photosFetchedFromLFS == 1 && next.filesRead == 1)
        #expect(SummaryText.render(next, site: "site", explain: false).contains("Fetched 1 photo from Git LFS."))
        #expect(repository.objectCount(in: ci) == 1)
        #expect(try Self.pointers(in: ci) == ["Other/landscape_6.jpg", "Tuscany/DSCN0010.jpg", "Tuscany/DSCN0012.jpg"])

        // Byte for byte the site a clean build of the full checkout makes.
        try repository.pull(in: full, pointersOnly: false)
        let cleanSite = temp.url.appendingPathComponent("clean-site")
        _ = try await Self.build(full, site: cleanSite, cache: temp.url.appendingPathComponent("clean-cache"))
        #expect(try SiteTree(site).differences(from: SiteTree(cleanSite)) == [])

        // And again on the same checkout: nothing to fetch or read.
        let again = try await Self.build(ci, site: site, cache: cache)
        #expect(again.photosFetchedFromLFS == 0 && again.filesRead == 0 && again.diagnostics.isEmpty)
    }

    /// With originals published, one missing from the restored site is fetched and copied, as a missing image is.
    @Test(.requires(.gitLFS)) func aMissingOriginalIsFetched() async throws {
        let temp = try TemporaryDirectory("vitrine-lfs")
        defer { temp.remove() }
        let repository = try Self.repository(in: temp)
        try LibraryFixture(in: repository.origin, name: "photos").write(#"{"publishOriginals": true}"#, at: "vitrine.json")
        try repository.commitAndPush("originals")
        let site = temp.url.appendingPathComponent("site"), cache = temp.url.appendingPathComponent("cache")
        _ = try await Self.build(try repository.clone("full", pointersOnly: false), site: site, cache: cache)
        let built = try SiteTree(site)
        let original = try #require(built.paths.first { $0.hasPrefix("originals/") })
        try FileManager.default.removeItem(at: site.appendingPathComponent(original))

        let ci = try repository.clone("ci", pointersOnly: true)
        let summary = try await Self.build(ci, site: site, cache: cache)
        #expect(summary.diagnostics.isEmpty, "\(summary.diagnostics)")
        #expect(summary.photosFetchedFromLFS == 1 && repository.objectCount(in: ci) == 1)
        #expect(try SiteTree(site).differences(from: built) == [])
    }

    /// A video in Git LFS is known by its pointer too (its object id taken as its bytes stream through the hash).
    @Test(.requires(.gitLFS, .ffmpeg)) func aVideoIsKnownByItsPointer() async throws {
        let temp = try TemporaryDirectory("vitrine-lfs")
        defer { temp.remove() }
        let repository = try GitLFSRepository(in: temp.url, tracking: ["*.jpg", "*.mp4"])
        let library = try LibraryFixture(in: repository.origin, name: "photos")
        try library.add("gps/DSCN0010.jpg", to: "Trip")
        try VideoClips.make(.silentH264, at: library.root.appendingPathComponent("Trip/clip.mp4"))
        try repository.commitAndPush("a photo and a video")
        let site = temp.url.appendingPathComponent("site"), cache = temp.url.appendingPathComponent("cache")
        let first = try await Self.build(try repository.clone("full", pointersOnly: false), site: site, cache: cache)
        #expect(first.videos == 1 && first.diagnostics.isEmpty, "\(first.diagnostics)")
        let built = try SiteTree(site)

        let ci = try repository.clone("ci", pointersOnly: true)
        let summary = try await Self.build(ci, site: site, cache: cache)
        #expect(summary.diagnostics.isEmpty, "\(summary.diagnostics)")
        #expect(summary.filesRead == 0 && summary.photosFetchedFromLFS == 0 && repository.objectCount(in: ci) == 0)
        #expect(try SiteTree(site).differences(from: built) == [])
    }

    /// Without git-lfs on PATH, or without a remote to fetch from, a pointer that must be rendered is one warning
    /// saying why and what to run, and nothing published is removed or replaced.
    @Test(.requires(.gitLFS, .vitrine)) func withoutGitLFSOrARemoteAPointerIsOneWarningAndNothingIsRemoved() async throws {
        let temp = try TemporaryDirectory("vitrine-lfs")
        defer { temp.remove() }
        let repository = try Self.repository(in: temp)
        let site = temp.url.appendingPathComponent("site"), cache = temp.url.appendingPathComponent("cache")
        _ = try await Self.build(try repository.clone("full", pointersOnly: false), site: site, cache: cache)
        let built = try SiteTree(site)
        let origin = try LibraryFixture(in: repository.origin, name: "photos")
        try origin.add("gps/DSCN0021.jpg", to: "Tuscany")
        try repository.commitAndPush("a photo")
        let ci = try repository.clone("ci", pointersOnly: true)

        // git on PATH, git-lfs not.
        let bin = temp.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let git = try #require(TestTool.onPath("git", ProcessInfo.processInfo.environment))
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("git").path, withDestinationPath: git)
        let run = try await VitrineProcess.run(["build", ci.appendingPathComponent("photos").path, "-o", site.path, "--cache", cache.path],
                                               environment: repository.environment.merging(["PATH": bin.path]) { $1 })
        #expect(run.status == 0, "\(run.errors)")
        let warnings = (run.output + run.errors).split(separator: "\n").filter { $0.contains("Git LFS pointer") }
        #expect(warnings.count == 1, "\(run.output)\(run.errors)")
        #expect(warnings.allSatisfy { $0.contains("Tuscany/DSCN0021.jpg") && $0.contains("git-lfs is not installed") && $0.contains("git lfs pull") })
        #expect(try SiteTree(site).differences(from: built) == [])

        // git-lfs there, but no remote to fetch from.
        try repository.git(["remote", "remove", "origin"], in: ci)
        let summary = try await Self.build(ci, site: site, cache: cache)
        let pointerWarnings = summary.diagnostics.filter { $0.message.contains("Git LFS pointer") }
        #expect(pointerWarnings.map(\.path) == ["Tuscany/DSCN0021.jpg"], "\(summary.diagnostics)")
        #expect(pointerWarnings.allSatisfy { $0.message.contains("git lfs pull failed") && $0.message.contains("not published") })
        #expect(summary.photosFetchedFromLFS == 0 && summary.filesDeleted == 0)
        #expect(try SiteTree(site).differences(from: built) == [])
    }
}
