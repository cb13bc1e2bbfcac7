import VitrineRemote

/// Why a deploy stopped: one line each, naming the problem and never a secret (store errors print only S3's
/// known codes, `RemoteError`).
public enum DeployError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The site folder is missing or unreadable.
    case site(String)
    /// The store could not be used: unreachable, refused, misconfigured.
    case store(RemoteError)
    /// `--delete` would remove more objects than `--max-deletes` allows.
    case tooManyDeletes(count: Int, limit: Int)
    /// An upload or deletion failed after its retries.
    case transfer(key: String, RemoteError)

    public var description: String {
        switch self {
        case .site(let message): return message
        case .store(let error): return "\(error)"
        case .tooManyDeletes(let count, let limit):
            return "--delete would remove \(count) objects, more than --max-deletes \(limit); nothing was changed (raise --max-deletes to allow it)"
        case .transfer(let key, let error): return "\(key): \(error); run deploy again to finish"
        }
    }
}
