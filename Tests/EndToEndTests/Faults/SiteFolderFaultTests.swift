import Foundation
import Testing
import TestSupport

/// Issue 8: a full disk or a read-only site folder is a clear error; the previous site and the catalog stay usable.
@Suite(.requires(.vitrine),
       .enabled(if: TmpfsMount.isAvailable, "needs root to mount a small tmpfs"))
struct SiteFolderFaultTests {
    /// A one-photo site on a tmpfs of `kilobytes`, built once, plus a clean reference build of the same library.
    struct Setup {
        let w: Workspace
        let mount: TmpfsMount
        var args: [String] { ["build", w.library.root.path, "-o", mount.folder.path, "--cache", w.cache.path, "--jobs", "2"] }

        init(kilobytes: Int) throws {
            w = try Workspace()
            try w.library.add("gps/DSCN0010.jpg")
            mount = try TmpfsMount(at: w.temp.url.appendingPathComponent("mounted-site"), kilobytes: kilobytes)
        }

        func tearDown() {
            mount.unmount()
            w.temp.remove()
        }
    }

    @Test func fullDiskIsAClearErrorAndThePreviousSiteSurvives() async throws {
        let s = try Setup(kilobytes: 1_200)
        defer { s.tearDown() }
        let first = try await VitrineProcess.run(s.args)
        #expect(first.status == 0, "\(first.errors)")
        let before = try SiteTree(s.mount.folder)

        // Nine more photos and a changed title do not fit in what is left.
        for name in ["DSCN0012", "DSCN0021", "DSCN0025", "DSCN0027", "DSCN0029", "DSCN0038", "DSCN0040", "DSCN0042"] {
            try s.w.library.add("gps/\(name).jpg")
        }
        try s.w.library.add("mobile/jolla.jpg")
        try s.w.library.write(#"{"title": "Changed"}"#, at: "DSCN0010.jpg.json")
        let full = try await VitrineProcess.run(s.args)
        #expect(full.status != 0)
        #expect(full.errors.contains("disk has space"), "\(full.errors)")
        #expect(!full.errors.contains("Usage:"))
        // Every page of the previous site is as it was; no temporary file is left behind.
        let after = try SiteTree(s.mount.folder)
        for path in before.paths where path.hasSuffix(".html") {
            #expect(after.files[path] == before.files[path], "\(path) changed")
        }
        #expect(!after.paths.contains { $0.contains(".vitrine-tmp") || $0.contains(".tmp-") })
        // The images the failed build added are taken back, so the disk is as full as it was.
        #expect(after.paths.filter { $0.hasPrefix("images/") } == before.paths.filter { $0.hasPrefix("images/") })

        // With the new photos gone again the catalog is still usable and the site is what a clean build makes.
        for name in ["DSCN0012", "DSCN0021", "DSCN0025", "DSCN0027", "DSCN0029", "DSCN0038", "DSCN0040", "DSCN0042"] {
            try FileManager.default.removeItem(at: s.w.library.root.appendingPathComponent("\(name).jpg"))
        }
        try FileManager.default.removeItem(at: s.w.library.root.appendingPathComponent("jolla.jpg"))
        let recovered = try await VitrineProcess.run(s.args)
        #expect(recovered.status == 0, "\(recovered.errors)")
        let clean = s.w.temp.url.appendingPathComponent("clean")
        let reference = try await VitrineProcess.run(["build", s.w.library.root.path, "-o", clean.path, "--cache", s.w.temp.url.appendingPathComponent("clean-cache").path])
        #expect(reference.status == 0)
        #expect(try SiteTree(s.mount.folder).differences(from: SiteTree(clean)) == [])
    }

    @Test func readOnlySiteFolderIsAClearErrorAndChangesNothing() async throws {
        let s = try Setup(kilobytes: 4_000)
        defer { s.tearDown() }
        #expect(try await VitrineProcess.run(s.args).status == 0)
        let before = try SiteTree(s.mount.folder)
        try s.w.library.write(#"{"title": "Changed", "rating": 5}"#, at: "DSCN0010.jpg.json")
        try s.mount.makeReadOnly()
        let refused = try await VitrineProcess.run(s.args)
        #expect(refused.status != 0)
        #expect(refused.errors.contains("writable"), "\(refused.errors)")
        #expect(try SiteTree(s.mount.folder) == before)

        // Writable again, the same catalog gives the change.
        try s.mount.makeWritable()
        let retried = try await VitrineProcess.run(s.args)
        #expect(retried.status == 0, "\(retried.errors)")
        #expect(try SiteTree(s.mount.folder).text("photos/dscn0010.html")?.contains("Changed") == true)
    }
}
