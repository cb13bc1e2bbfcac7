import Foundation
import VitrineRemote

/// `vitrine deploy SITE s3://BUCKET/PREFIX` and its flags.
public struct DeployOptions: Sendable {
    public var site: URL
    public var location: S3Location
    /// Print the plan, change nothing.
    public var dryRun = false
    /// Remove objects under the prefix that the site no longer has.
    public var delete = false
    /// The most objects `delete` may remove in one deploy; more stops the deploy before it changes anything.
    public var maxDeletes = 256
    /// Whether text files are stored gzip-compressed (`--compress gzip`).
    public var compression = DeployCompression.none
    /// Uploads and deletions at once.
    public var parallel = 8
    /// Where to write the changed pages' paths (one `/PATH` a line), for a CDN invalidation.
    public var changedPathsFile: URL?
    /// Read for the AWS_* variables and `VITRINE_DEPLOY_TIMEOUT`; never printed or written.
    var environment: [String: String]

    public init(site: URL, location: String, environment: [String: String]) throws(DeployError) {
        self.site = site
        do { self.location = try S3Location(parsing: location, option: "deploy") } catch { throw .store(error) }
        self.environment = environment
    }

    /// Seconds one request may take beyond its body's time at `slowestUploadRate`: 30, or `VITRINE_DEPLOY_TIMEOUT`.
    /// Short, so a request a store never answers is cut and tried again (`Retrying`) rather than waited on for
    /// minutes; a large file still has all the time a slow line needs.
    var requestTimeout: TimeInterval {
        environment["VITRINE_DEPLOY_TIMEOUT"].flatMap(TimeInterval.init).flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? 30
    }

    /// 64 KB/s (half a megabit): a 50 MB video may take 30 + 800 s, a 40 KB page 30.6 s.
    static let slowestUploadRate = 65_536.0
}
