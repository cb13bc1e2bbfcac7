import Foundation
import VitrineLibrary
import VitrineRemote

/// `--remote-cache s3://BUCKET/PREFIX` and the environment its AWS_* variables come from. Only the location is
/// checked up front (a usage mistake); missing keys are a warning at build time, so a fork's pull request,
/// which gets no secrets, still builds.
public struct RemoteCacheOptions: Sendable {
    public var location: S3Location
    /// Read for AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_REGION and AWS_ENDPOINT_URL;
    /// never printed or written.
    var environment: [String: String]

    public init(_ location: String, environment: [String: String]) throws(RemoteError) {
        self.location = try S3Location(parsing: location)
        self.environment = environment
    }

    /// Seconds one request may take before the store counts as unreachable and the build renders locally: 20, or
    /// `VITRINE_REMOTE_CACHE_TIMEOUT` (a positive number of seconds) for a slow store or a heavily loaded runner.
    var requestTimeout: TimeInterval {
        environment["VITRINE_REMOTE_CACHE_TIMEOUT"].flatMap(TimeInterval.init).flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? 20
    }

    /// The cache for one build, or the warning that says why there is none.
    func open() -> Result<RemoteRenders, RemoteError> {
        Result { () throws(RemoteError) in
            RemoteRenders(client: S3Client(location: location, credentials: try S3Credentials.fromEnvironment(environment),
                                           timeout: requestTimeout))
        }
    }
}
