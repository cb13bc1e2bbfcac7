/// Why the remote render cache could not be used. Never holds a secret: messages name the store, the HTTP status
/// and S3's error code, not the request's headers.
public enum RemoteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `--remote-cache` or the AWS_* variables are not usable as given.
    case configuration(String)
    /// The store did not answer (refused, timed out, no such host).
    case unreachable(String)
    /// The store answered with an error: 403 for wrong keys or a bad signature.
    case refused(status: Int, code: String)
    /// An answer larger than the client takes (`S3Client.objectLimit`), by its Content-Length or its bytes: cut.
    case tooLarge(limit: Int)
    /// An object's bytes are not what was stored: a bundle that does not parse or whose digests do not match.
    case badObject(String)

    public var description: String {
        switch self {
        case .configuration(let message): return message
        case .unreachable(let message): return "the store cannot be reached (\(message))"
        case .refused(let status, let code):
            let hint = status == 403 ? "; check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY" : ""
            return "the store answered HTTP \(status)\(code.isEmpty ? "" : " \(code)")\(hint)"
        case .tooLarge(let limit): return "an answer from the store is larger than \(limit / (1 << 20)) MB; cut"
        case .badObject(let message): return "a cached object is damaged (\(message))"
        }
    }
}
