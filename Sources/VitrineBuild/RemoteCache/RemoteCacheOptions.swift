import Foundation
import VitrineCore
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
            let credentials = try S3Credentials.fromEnvironment(environment)
            #if canImport(FoundationNetworking)
            // URLSession is libcurl here, opened on first use (`LazyLibrary`): missing, it is this warning rather
            // than a crash inside FoundationNetworking. The environment given may name another file to open.
            if case .failure(let unavailable) = Self.libcurl.open(environment: environment) {
                throw .configuration(unavailable.description)
            }
            #endif
            return RemoteRenders(client: S3Client(location: location, credentials: credentials, timeout: requestTimeout))
        }
    }

    /// libcurl, URLSession's HTTP on Linux. The release binary opens it on first use (Sources/CLoader/lazy-libcurl.c
    /// names the same soname); a development build has it linked, and only checks that it opens.
    static let libcurl = LazyLibrary(key: "CURL", soname: "libcurl.so.4", package: "libcurl4", purpose: "to use --remote-cache")
}
