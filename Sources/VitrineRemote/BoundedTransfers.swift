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
        /// Held here, not by the deadline's timer: a finished transfer's task, and the request body it keeps, are
        /// freed when it ends, not when the deadline passes (up to minutes later, for every upload of a build).
        var task: URLSessionTask
        /// Cancelled when the transfer ends.
        var deadline: any DispatchSourceTimer
    }

    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    /// Runs `request` on `session` (whose delegate this is): its answer and body, or throws `RemoteError.tooLarge`
    /// past `limit` bytes and `RemoteError.unreachable` past `deadline` seconds, else URLSession's error.
    func run(_ request: URLRequest, on session: URLSession, limit: Int, deadline: TimeInterval) async throws -> (HTTPURLResponse, [UInt8]) {
        let task = session.dataTask(with: request)
        let id = task.taskIdentifier
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + deadline)
        // Strong: the transfer's end cancels the timer and drops it, which ends the cycle (a weak reference's side
        // table is invisible to LeakSanitizer while this object lives).
        timer.setEventHandler { [self] in
            cut(id, .unreachable("no complete answer within \(Int(deadline)) s; a store that sends slowly is cut there"))
        }
        return try await withCheckedThrowingContinuation { continuation in
            lock.withLock { transfers[id] = Transfer(limit: limit, continuation: continuation, task: task, deadline: timer) }
            task.resume()
            timer.resume()
        }
    }

    private func cut(_ id: Int, _ reason: RemoteError) {
        let task = lock.withLock { () -> URLSessionTask? in
            guard var transfer = transfers[id] else { return nil }
            transfer.cut = transfer.cut ?? reason
            transfers[id] = transfer
            return transfer.task
        }
        task?.cancel()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let limit = lock.withLock { () -> Int? in
            transfers[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse
            return transfers[dataTask.taskIdentifier]?.limit
        }
        if let limit, response.expectedContentLength > Int64(limit) {
            cut(dataTask.taskIdentifier, .tooLarge(limit: limit))
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
        if let over { cut(dataTask.taskIdentifier, .tooLarge(limit: over)) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
        transfer.deadline.cancel()
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
