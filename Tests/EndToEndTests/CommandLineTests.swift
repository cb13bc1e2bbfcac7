import Foundation
import Testing
import TestSupport

/// The `vitrine` binary as a user runs it: exit statuses, warnings, crash recovery.
@Suite(.requires(.vitrine))
struct CommandLineTests {
    @Test func brokenFilesAreWarningsAndStrictFails() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0010.jpg")
        for name in try FileManager.default.contentsOfDirectory(atPath: Fixtures.url("invalid").path) where name.hasSuffix(".jpg") {
            try w.library.add("invalid/\(name)", to: "broken")
        }
        try w.library.write("", at: "broken/empty.jpg")
        try w.library.write("<html>not a photo</html>", at: "broken/fake.jpg")
        try w.library.write(#"{"rating": 9"#, at: "DSCN0010.jpg.json")
        let args = ["build", w.library.root.path, "-o", w.site.path, "--cache", w.cache.path, "--jobs", "2"]
        let lenient = try await VitrineProcess.run(args)
        #expect(lenient.status == 0, "\(lenient.errors)")
        #expect(lenient.output.contains("Warnings:"))
        #expect(lenient.output.contains("broken/empty.jpg"))
        #expect(lenient.output.contains("broken/fake.jpg"))
        #expect(lenient.output.contains("DSCN0010.jpg.json"))
        #expect(FileManager.default.fileExists(atPath: w.site.appendingPathComponent("index.html").path))
        let strict = try await VitrineProcess.run(args + ["--strict"])
        #expect(strict.status == 1)
    }

    @Test func noLibraryHereSaysWhatToDo() async throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let result = try await VitrineProcess.run(["build"], in: temp.url)
        #expect(result.status != 0)
        #expect(result.errors.contains("vitrine init") || result.errors.contains("pass the library folder"))
    }

    @Test func siteInsideLibraryIsAFatalError() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0010.jpg")
        let result = try await VitrineProcess.run(["build", w.library.root.path, "-o", w.library.root.appendingPathComponent("site").path])
        #expect(result.status != 0)
        #expect(result.errors.contains("inside the library"))
    }

    /// Kill -9 at several moments of a build; the next build must give exactly the clean build's site.
    @Test(arguments: [0.15, 0.4, 0.8])
    func killedBuildThenRebuildEqualsCleanBuild(after seconds: Double) async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        for name in ["DSCN0010", "DSCN0012", "DSCN0021", "DSCN0025", "DSCN0027", "DSCN0029"] {
            try w.library.add("gps/\(name).jpg", to: "Tuscany")
        }
        try w.library.add("mobile/jolla.jpg", to: "Helsinki")
        let clean = w.temp.url.appendingPathComponent("clean")
        let cleanRun = try await VitrineProcess.run(["build", w.library.root.path, "-o", clean.path, "--cache", w.temp.url.appendingPathComponent("clean-cache").path])
        #expect(cleanRun.status == 0, "\(cleanRun.errors)")

        let args = ["build", w.library.root.path, "-o", w.site.path, "--cache", w.cache.path, "--jobs", "2"]
        let victim = try VitrineProcess.start(args)
        // The same moments of the build on instrumented code, which runs several times slower.
        try await Task.sleep(for: .seconds(seconds * Sanitizer.slowdown))
        kill(victim.processIdentifier, SIGKILL)
        victim.waitUntilExit()
        let rebuild = try await VitrineProcess.run(args)
        #expect(rebuild.status == 0, "\(rebuild.errors)")
        let differences = try SiteTree(w.site).differences(from: SiteTree(clean))
        #expect(differences == [], "clean build:\n\(cleanRun.output)\nrebuild:\n\(rebuild.output)")
    }
}
