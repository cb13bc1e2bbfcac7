import Foundation
import TestSupport

/// A proxy in front of the test's S3 server that records every request (so a test sees the headers each upload
/// sent) and, once `failPutsAfter` PUTs went through, answers every further PUT 503: a store that fails mid-deploy.
/// Requests are passed on byte for byte (the Host header the client signed included), as HTTP/1.0 so the
/// answer ends with its connection (rclone's listings are chunked under HTTP/1.1).
final class StoreProxy: @unchecked Sendable {
    let server: LoopbackHTTPServer
    var endpoint: URL { server.endpoint }

    init(forwardingTo store: S3TestServer, failPutsAfter limit: Int = .max) throws {
        let port = UInt16(store.endpoint.port ?? 0)
        let puts = Counter()
        server = try LoopbackHTTPServer { request in
            if request.method == "PUT", puts.next() > limit {
                return .init(status: 503, headers: ["Content-Type: application/xml"],
                             body: Array("<Error><Code>ServiceUnavailable</Code></Error>".utf8))
            }
            return Self.forward(request, to: port)
        }
    }

    /// The PUT requests received, by the key's path (the bucket's folder and prefix kept).
    var puts: [LoopbackHTTPServer.Request] { server.received.filter { $0.method == "PUT" } }

    func stop() { server.stop() }

    private static func forward(_ request: LoopbackHTTPServer.Request, to port: UInt16) -> LoopbackHTTPServer.Response {
        let kept = request.headerLines.filter { line in
            let name = line.split(separator: ":").first.map { $0.lowercased() } ?? ""
            return !["connection", "expect", "transfer-encoding"].contains(name)
        }
        let head = (["\(request.method) \(request.path) HTTP/1.0"] + kept + ["Connection: close"]).joined(separator: "\r\n") + "\r\n\r\n"
        guard let connection = try? RawHTTPConnection(port: port, timeout: 60), connection.send(Array(head.utf8) + request.body),
              let answer = try? connection.read(count: 1 << 26),
              let end = answer.indices.dropLast(3).first(where: { answer[$0] == 13 && answer[$0 + 1] == 10 && answer[$0 + 2] == 13 && answer[$0 + 3] == 10 })
        else {
            return .init(status: 502)
        }
        let lines = String(decoding: answer[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(lines[0].split(separator: " ").dropFirst().first ?? "") ?? 502
        let headers = lines.dropFirst().filter { line in
            let name = line.split(separator: ":").first.map { $0.lowercased() } ?? ""
            return !["connection", "content-length", "transfer-encoding"].contains(name)
        }
        return .init(status: status, headers: headers, body: Array(answer[(end + 4)...]))
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func next() -> Int { lock.withLock { count += 1; return count } }
    }
}
