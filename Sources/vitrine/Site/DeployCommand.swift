import ArgumentParser
import Foundation
import VitrinePublish

/// `vitrine deploy SITE s3://BUCKET/PREFIX`: publishes a built site, uploading only what differs.
struct DeployCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deploy",
        abstract: "Publish a built site folder to an S3-compatible store, uploading only what differs.",
        discussion: """
            Reads AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_REGION and AWS_ENDPOINT_URL (any \
            S3-compatible store, path-style). Images, videos and assets go up first with year-long caching, then pages \
            with short caching; files whose MD5 matches the stored object's ETag are skipped.
            """)

    @Argument(help: "The built site folder.", completion: .directory)
    var site: String

    @Argument(help: ArgumentHelp("Where to publish.", valueName: "s3://BUCKET/PREFIX"))
    var target: String

    @Flag(help: "Print what would be uploaded and deleted; change nothing.")
    var dryRun = false

    @Flag(help: "Delete objects under PREFIX that the site no longer has.")
    var delete = false

    @Option(help: "Refuse a deploy that would delete more objects than this.")
    var maxDeletes = 256

    @Option(help: ArgumentHelp("Store html, css, js, json, xml, svg, txt, webmanifest and vtt files compressed, with Content-Encoding (none or gzip; for hosts that serve objects as stored).", valueName: "none|gzip"))
    var compress = DeployCompression.none

    @Option(help: "Uploads at once.")
    var parallel = 8

    @Option(help: ArgumentHelp("Write the changed pages' paths to FILE, one a line (for a CDN invalidation).", valueName: "FILE"))
    var changedPaths: String?

    func validate() throws {
        guard maxDeletes >= 0 else { throw ValidationError("--max-deletes must be 0 or more") }
        guard (1...64).contains(parallel) else { throw ValidationError("--parallel must be 1 to 64") }
    }

    func run() async throws {
        var options: DeployOptions
        do {
            options = try DeployOptions(site: URL(fileURLWithPath: site), location: target, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw ValidationError(error.description)
        }
        options.dryRun = dryRun
        options.delete = delete
        options.maxDeletes = maxDeletes
        options.parallel = parallel
        options.compression = compress
        options.changedPathsFile = changedPaths.map { URL(fileURLWithPath: $0) }
        do {
            let summary = try await Deployer(options: options).run { print($0) }
            print("\(options.location): \(summary.text)")
        } catch {
            FileHandle.standardError.write(Data("vitrine deploy: \(error.description)\n".utf8))
            throw ExitCode(1)
        }
    }
}

extension DeployCompression: ExpressibleByArgument {}
