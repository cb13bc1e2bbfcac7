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

/// The README's GitHub Actions workflow (kept as docs/gallery.yml, which `make dist` fills in for each release).
enum WorkflowRecipe {
    static var template: String {
        get throws { try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("docs/gallery.yml"), encoding: .utf8) }
    }

    /// The inputs action.yml declares (the keys indented once under `inputs:`).
    static var actionInputs: Set<String> {
        get throws {
            let action = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("action.yml"), encoding: .utf8)
            let lines = action.split(separator: "\n", omittingEmptySubsequences: false)
            guard let start = lines.firstIndex(of: "inputs:") else { return [] }
            var inputs = Set<String>()
            for line in lines[(start + 1)...] {
                if !line.isEmpty, !line.hasPrefix(" ") { break }
                if line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.dropFirst(2).split(separator: ":").first {
                    inputs.insert(String(name))
                }
            }
            return inputs
        }
    }
}

/// What can be checked of the workflow here, short of GitHub running it: the README shows the file `make dist`
/// fills in, the action is given only inputs it declares, and the folders the steps hand each other agree.
@Suite("Install: the README's CI workflow")
struct WorkflowRecipeTests {
    @Test("the README's workflow is docs/gallery.yml, word for word")
    func readmeShowsTheTemplate() throws {
        let readme = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```yaml\n" + (try WorkflowRecipe.template) + "```\n"))
    }

    @Test("the Vitrine step's inputs are action.yml's, and the cache, the build and the upload use the same folders")
    func stepsAgree() throws {
        let template = try WorkflowRecipe.template
        let lines = template.split(separator: "\n").map(String.init)
        let step = try #require(lines.firstIndex { $0.contains("uses: OWNER/vitrine@v") })
        let with = lines[step + 1].trimmingCharacters(in: .whitespaces)
        try #require(with.hasPrefix("with: {") && with.hasSuffix("}"), "\(with)")
        var given = [String: String]()
        for pair in with.dropFirst("with: {".count).dropLast().split(separator: ",") {
            let parts = pair.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { given[parts[0]] = parts[1] }
        }
        #expect(Set(given.keys).isSubset(of: try WorkflowRecipe.actionInputs), "\(given.keys.sorted())")
        let site = try #require(given["site"]), cache = try #require(given["cache"])
        // actions/cache keeps both folders; upload-pages-artifact publishes the site.
        #expect(template.contains("          path: |\n            \(cache)\n            \(site)\n"), "\(template)")
        #expect(template.contains("uses: actions/upload-pages-artifact@v3\n        with: { path: \(site) }"), "\(template)")
        // The release tag and the comment name the VERSION file's version.
        let version = try ReleaseInstall.version
        #expect(lines[step].contains("OWNER/vitrine@v\(version)") && lines[step].contains("installs Vitrine \(version),"), "\(lines[step])")
        // A Debian 12 container (the release binary's libraries) with git, LFS and curl added before the checkout.
        #expect(template.contains("container: debian:12"))
        let setup = try #require(lines.firstIndex { $0.contains("apt-get install") })
        let checkout = try #require(lines.firstIndex { $0.contains("uses: actions/checkout@") })
        #expect(setup < checkout)
        for package in ["git", "git-lfs", "curl", "ca-certificates"] {
            #expect(lines[setup].split(separator: " ").contains(Substring(package)), "\(package)")
        }
        // Photos in Git LFS are checked out as pointers: the build fetches only what it must render.
        #expect(!template.contains("lfs:"), "\(template)")
    }
}
