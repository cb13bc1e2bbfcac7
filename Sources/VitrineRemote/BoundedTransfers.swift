import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The S3 client's transfers, each held to a size limit and a total deadline: an answer whose Content-Length is
/// over the limit is cut at its headers, one whose body passes it (the header lied, or there was none) is cut
/// there, and a store that trickles bytes (which an idle timeout never catches) is cut at the deadline. A class
/// because URLSession wants its delegate to be one; its state is behind a lock, touched by URLSession's queue.
final class BoundedTransfers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Transfer {
        var limit: Int
        var continuation: CheckedContinuation<(HTTPURLResponse, [UInt8]), any Error>
        var response: HTTPURLResponse?
        var body: [UInt8] = []
        var cut: RemoteError?
    }

    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    /// Runs `request` on `session` (whose delegate this is): its answer and body, or throws `RemoteError.tooLarge`
    /// past `limit` bytes and `RemoteError.unreachable` past `deadline` seconds, else URLSession's error.
    func run(_ request: URLRequest, on session: URLSession, limit: Int, deadline: TimeInterval) async throws -> (HTTPURLResponse, [UInt8]) {
        let task = session.dataTask(with: request)
        return try await withCheckedThrowingContinuation { continuation in
            lock.withLock { transfers[task.taskIdentifier] = Transfer(limit: limit, continuation: continuation) }
            task.resume()
            DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { [weak self] in
                self?.cut(task, .unreachable("no complete answer within \(Int(deadline)) s; a store that sends slowly is cut there"))
            }
        }
    }

    private func cut(_ task: URLSessionTask, _ reason: RemoteError) {
        let found = lock.withLock { () -> Bool in
            guard var transfer = transfers[task.taskIdentifier] else { return false }
            transfer.cut = transfer.cut ?? reason
            transfers[task.taskIdentifier] = transfer
            return true
        }
        if found { task.cancel() }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let limit = lock.withLock { () -> Int? in
            transfers[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse
            return transfers[dataTask.taskIdentifier]?.limit
        }
        if let limit, response.expectedContentLength > Int64(limit) {
            cut(dataTask, .tooLarge(limit: limit))
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = lock.withLock { () -> Int? in
            let id = dataTask.taskIdentifier
            // No copy of the transfer is held here: the append below must find the body uniquely referenced, or
            // each piece would copy it all (a large answer quadratic).
            guard transfers[id]?.cut == nil, let limit = transfers[id]?.limit, let count = transfers[id]?.body.count else { return nil }
            guard count + data.count <= limit else {
                transfers[id]?.body = []
                return limit
            }
            transfers[id]?.body.append(contentsOf: data)
            return nil
        }
        if let over { cut(dataTask, .tooLarge(limit: over)) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let cut = transfer.cut {
            transfer.continuation.resume(throwing: cut)
        } else if let error {
            transfer.continuation.resume(throwing: error)
        } else if let response = transfer.response {
            transfer.continuation.resume(returning: (response, transfer.body))
        } else {
            transfer.continuation.resume(throwing: RemoteError.unreachable("not an HTTP answer"))
        }
    }
}
