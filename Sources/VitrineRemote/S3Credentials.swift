import Foundation

/// The standard AWS_* variables: keys, optional session token, region and endpoint (any S3-compatible store).
/// `description` never shows the secret or the token.
public struct S3Credentials: Sendable, CustomStringConvertible {
    public var accessKeyID: String
    var secretAccessKey: String
    var sessionToken: String?
    public var region: String
    /// `AWS_ENDPOINT_URL`, else AWS's regional endpoint; requests use path-style addressing under it.
    public var endpoint: URL

    public init(accessKeyID: String, secretAccessKey: String, sessionToken: String? = nil, region: String, endpoint: URL) {
        self.accessKeyID = accessKeyID
        self.secretAccessKey = secretAccessKey
        self.sessionToken = sessionToken
        self.region = region
        self.endpoint = endpoint
    }

    /// `purpose` names what needs them in the message when they are missing.
    public static func fromEnvironment(_ environment: [String: String], purpose: String = "--remote-cache") throws(RemoteError) -> S3Credentials {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        guard let key = value("AWS_ACCESS_KEY_ID"), let secret = value("AWS_SECRET_ACCESS_KEY") else {
            throw .configuration("\(purpose) needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the environment")
        }
        let region = value("AWS_REGION") ?? value("AWS_DEFAULT_REGION") ?? "us-east-1"
        let endpointText = value("AWS_ENDPOINT_URL_S3") ?? value("AWS_ENDPOINT_URL") ?? "https://s3.\(region).amazonaws.com"
        guard let endpoint = URL(string: endpointText), let scheme = endpoint.scheme, ["http", "https"].contains(scheme),
              endpoint.host != nil else {
            throw .configuration("AWS_ENDPOINT_URL must be an http:// or https:// address; got '\(RedactedURL.text(endpointText))'")
        }
        return S3Credentials(accessKeyID: key, secretAccessKey: secret, sessionToken: value("AWS_SESSION_TOKEN"),
                             region: region, endpoint: endpoint)
    }

    public var description: String { "S3 credentials for \(RedactedURL.text(endpoint.absoluteString)) (\(region))" }
}
