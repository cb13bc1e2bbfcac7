import Foundation
import VitrineRemote

/// Runs one request again after a pause when the failure may pass (the store busy, throttling, a timeout, a
/// dropped connection), never when it will not (a 4xx: a wrong key, a missing bucket, a refused request).
struct Retrying: Sendable {
    var attempts = 4
    /// The first pause; each next one doubles, with up to half again at random so parallel uploads spread out.
    var pause: TimeInterval = 0.5

    func run<T: Sendable>(_ body: () async throws(RemoteError) -> T) async throws(RemoteError) -> T {
        var wait = pause
        var attempt = 1
        while true {
            do {
                return try await body()
            } catch {
                guard attempt < attempts, Self.mayPass(error) else { throw error }
                try? await Task.sleep(nanoseconds: UInt64(wait * Double.random(in: 1...1.5) * 1e9))
                wait *= 2
                attempt += 1
            }
        }
    }

    static func mayPass(_ error: RemoteError) -> Bool {
        switch error {
        case .unreachable: return true
        case .refused(let status, let code): return status >= 500 || status == 429 || code == "SlowDown" || code == "RequestTimeout"
        case .configuration, .tooLarge, .badObject: return false
        }
    }
}
