import Foundation

/// A proxy in front of the test's S3 server that records every request (so a test sees the headers each upload
/// sent) and, once `failPutsAfter` PUTs went through, answers every further PUT 503: a store that fails mid-deploy.
/// Requests are passed on byte for byte (the Host header the client signed included), as HTTP/1.0 so the
/// answer ends with its connection (rclone's listings are chunked under HTTP/1.1).
public final class StoreProxy: @unchecked Sendable {
    public let server: LoopbackHTTPServer
    public var endpoint: URL { server.endpoint }

    /// `neverAnswer`: the first PUT to that path (`/BUCKET/KEY`) gets no answer until the proxy stops (a store
    /// that stalls one request); the next one is passed on.
    public init(forwardingTo store: S3TestServer, failPutsAfter limit: Int = .max, neverAnswer held: String? = nil) throws {
        let port = UInt16(store.endpoint.port ?? 0)
        let puts = Counter()
        let heldOnce = Counter()
        let release = DispatchSemaphore(value: 0)
        self.release = release
        server = try LoopbackHTTPServer { request in
            if request.method == "PUT", let held, request.path == held, heldOnce.next() == 1 {
                _ = release.wait(timeout: .now() + 300)
                return .init(status: 503)
            }
            if request.method == "PUT", puts.next() > limit {
                return .init(status: 503, headers: ["Content-Type: application/xml"],
                             body: Array("<Error><Code>ServiceUnavailable</Code></Error>".utf8))
            }
            return Self.forward(request, to: port)
        }
    }

    /// The PUT requests received (`path` is the bucket and key, as sent).
    public var puts: [LoopbackHTTPServer.Request] { server.received.filter { $0.method == "PUT" } }

    public func stop() {
        release.signal()
        server.stop()
    }

    private let release: DispatchSemaphore

    private static func forward(_ request: LoopbackHTTPServer.Request, to port: UInt16) -> LoopbackHTTPServer.Response {
        let kept = request.headerLines.filter { line in
            let name = line.split(separator: ":").first.map { $0.lowercased() } ?? ""
            return !["connection", "expect", "transfer-encoding"].contains(name)
        }
        let head = (["\(request.method) \(request.path) HTTP/1.0"] + kept + ["Connection: close"]).joined(separator: "\r\n") + "\r\n\r\n"
        // By Content-Length when the answer has one (rclone may keep the connection open after it), else to
        // the connection's end.
        func failed(_ why: String) -> LoopbackHTTPServer.Response {
            FileHandle.standardError.write(Data("StoreProxy 502 for \(request.method) \(request.path): \(why)\n".utf8))
            return .init(status: 502)
        }
        let connection: RawHTTPConnection
        do { connection = try RawHTTPConnection(port: port, timeout: 60) } catch { return failed("connect: \(error)") }
        guard connection.send(Array(head.utf8) + request.body) else { return failed("send") }
        let answer: RawHTTPConnection.Response
        do {
            guard let read = try connection.readResponse(headOnly: true) else { return failed("closed before an answer") }
            answer = read
        } catch { return failed("answer: \(error)") }
        let length = answer.headers["content-length"].flatMap(Int.init)
        let body: [UInt8]
        do { body = try connection.read(count: length ?? (1 << 26)) } catch { return failed("body (\(String(describing: length))): \(error)") }
        let headers = answer.headers.filter { !["connection", "content-length", "transfer-encoding"].contains($0.key) }
            .map { "\($0.key): \($0.value)" }
        return .init(status: answer.status, headers: headers, body: body)
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func next() -> Int { lock.withLock { count += 1; return count } }
    }
}
