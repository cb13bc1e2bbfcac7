import ArgumentParser
import Foundation
import VitrineBuild
import VitrineLibrary

/// `vitrine build`: the library folder in, a static site out.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the static gallery site from a library folder.",
        discussion: "Only what changed is re-rendered; pages are rewritten only when their bytes change.")

    @Argument(help: "The library folder (default: the current folder when it holds photos or a vitrine.json).",
              completion: .directory)
    var library: String?

    @Option(name: [.short, .customLong("output")], help: "The site folder to write (default: LIBRARY/public, which the scan leaves out).",
            completion: .directory)
    var output: String?

    @OptionGroup var common: BuildFlags

    @Flag(help: "Exit with status 1 when there were warnings (for CI).")
    var strict = false

    @Flag(help: "Print why each file was (re)made.")
    var explain = false

    @Option(help: ArgumentHelp("Render only share I of N of the images and write no pages (such as 2/4), or 'auto' to read GitLab's CI_NODE_INDEX and CI_NODE_TOTAL.",
                               discussion: "Copy every shard's site folder into one and run a plain build there: it renders nothing and writes the one-machine site."))
    var shard: String?

    @Option(help: "The number of shards when the index comes from JOB_COMPLETION_INDEX (a Kubernetes Indexed Job, 0-based); implies --shard auto.")
    var shardCount: Int?

    @Option(help: ArgumentHelp("Share rendered images through an S3-compatible store: fetch what it has, upload what is rendered here.",
                               discussion: "Reads AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_REGION and AWS_ENDPOINT_URL (any S3-compatible store, path-style).",
                               valueName: "s3://BUCKET/PREFIX"))
    var remoteCache: String?

    func run() async throws {
        let libraryURL = try LibraryLocator.locate(library)
        var options = try common.options(library: libraryURL, site: site(libraryURL), explain: explain)
        options.leavesMemoryToProcessExit = true  // the process ends after this build
        do { options.shard = try Shard.resolve(shard, count: shardCount, environment: ProcessInfo.processInfo.environment) } catch {
            throw ValidationError(error.description)
        }
        if let remoteCache {
            do { options.remoteCache = try RemoteCacheOptions(remoteCache, environment: ProcessInfo.processInfo.environment) } catch {
                throw ValidationError("\(error)")
            }
        }
        // A fatal error (not a usage mistake): ArgumentParser prints "Error: PATH: what to do" and exits 1.
        let summary = try await Builder(options: options, reporter: ConsoleReporter()).run()
        print(SummaryText.render(summary, site: options.site.path, explain: explain))
        if strict && !summary.diagnostics.isEmpty { throw ExitCode(1) }
    }

    /// `-o SITE`, else `LIBRARY/public`.
    func site(_ library: URL) -> URL {
        output.map { URL(fileURLWithPath: $0) } ?? BuildOptions.defaultSite(library: library)
    }
}
