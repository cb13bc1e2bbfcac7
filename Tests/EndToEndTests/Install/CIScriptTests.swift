import Foundation
import Testing
import TestSupport

/// Issue 18: `scripts/ci-build.sh`, what the README's workflow runs (through action.yml), run as two CI runs of the
/// installed vitrine: the second starts from a fresh checkout (every photo newly dated) with the cache and the
/// site restored as actions/cache restores them (times kept), and renders nothing.
@Suite("Install: the CI script", .serialized)
struct CIScriptTests {
    static let script = Fixtures.repositoryRoot.appendingPathComponent("scripts/ci-build.sh").path

    /// A runner's workspace: a fresh checkout of the same photos (copied now, so dated now).
    func checkout(in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let library = try LibraryFixture(in: folder, name: "photos")
        try library.add("gps/DSCN0010.jpg", to: "Tuscany")
        try library.add("gps/DSCN0012.jpg", to: "Tuscany")
        try library.add("orientation/landscape_6.jpg", to: "Other")
        try library.write(#"{ "rating": 4, "tags": ["ci"] }"#, at: "Tuscany/DSCN0010.jpg.json")
        // A site deployed to Pages has its address: without one, --strict fails on the missing feed's warning.
        try library.write(#"{ "title": "CI", "baseURL": "https://example.org/gallery/" }"#, at: "vitrine.json")
        return folder
    }

    func runScript(in workspace: URL, summary: URL? = nil) async throws -> Command.Outcome {
        var environment = ProcessInfo.processInfo.environment
        environment["VITRINE"] = try await ReleaseInstall.binary.path
        environment["GITHUB_STEP_SUMMARY"] = summary?.path
        return try await Command.run(Self.script, ["photos", "site", ".vitrine-cache"], in: workspace, environment: environment)
    }

    @Test("a second run with the cache and site restored from the first renders nothing")
    func restoredCacheRendersNothing() async throws {
        let temp = try TemporaryDirectory("vitrine-ci")
        defer { temp.remove() }
        let first = try checkout(in: temp.url.appendingPathComponent("run1"))
        let summary = temp.url.appendingPathComponent("summary.md")
        let run1 = try await runScript(in: first, summary: summary)
        try #require(run1.status == 0, "\(run1.output)\n\(run1.errors)")
        #expect(run1.output.contains("vitrine \(try ReleaseInstall.version) ("), "\(run1.output)")
        #expect(run1.output.contains("3 photos, 24 images written"), "\(run1.output)")
        #expect(try String(contentsOf: summary, encoding: .utf8).contains("24 images written"))

        // What actions/cache keeps: the two folders, archived with their times; then a new runner, a new checkout.
        let saved = temp.url.appendingPathComponent("saved")
        let save = try await Command.shell(#"mkdir -p "$2" && cp -a "$1/site" "$1/.vitrine-cache" "$2/""#, [first.path, saved.path])
        try #require(save.status == 0, "\(save.errors)")
        try await Task.sleep(for: .milliseconds(1100))
        let second = try checkout(in: temp.url.appendingPathComponent("run2"))
        let restore = try await Command.shell(#"cp -a "$1/site" "$1/.vitrine-cache" "$2/""#, [saved.path, second.path])
        try #require(restore.status == 0, "\(restore.errors)")

        let run2 = try await runScript(in: second)
        #expect(run2.status == 0, "\(run2.output)\n\(run2.errors)")
        #expect(run2.output.contains("3 photos, 0 images written, 24 reused"), "\(run2.output)")
        #expect(run2.output.contains("0 removed"), "\(run2.output)")
    }

    @Test("a warning fails the job (--strict), and a missing library or vitrine is a clear error")
    func failures() async throws {
        let temp = try TemporaryDirectory("vitrine-ci")
        defer { temp.remove() }
        let workspace = try checkout(in: temp.url)
        try Data("{ \"rating\": ".utf8).write(to: workspace.appendingPathComponent("photos/Other/landscape_6.jpg.json"))
        let strict = try await runScript(in: workspace)
        #expect(strict.status == 1, "\(strict.output)")
        #expect(strict.output.contains("landscape_6.jpg.json"), "\(strict.output)")

        var environment = ProcessInfo.processInfo.environment
        environment["VITRINE"] = try await ReleaseInstall.binary.path
        let missing = try await Command.run(Self.script, ["no-such-folder", "site", ".vitrine-cache"], in: workspace,
                                            environment: environment)
        #expect(missing.status != 0)
        #expect(missing.errors.contains("no-such-folder"), "\(missing.errors)")

        environment["VITRINE"] = "vitrine-not-installed"
        let absent = try await Command.run(Self.script, ["photos", "site", ".vitrine-cache"], in: workspace, environment: environment)
        #expect(absent.status != 0)
        #expect(absent.errors.contains("vitrine is not installed"), "\(absent.errors)")
    }
}
