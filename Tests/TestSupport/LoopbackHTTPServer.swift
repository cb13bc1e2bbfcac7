import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.1 server on loopback that answers every request with what the test's handler says: a store that
/// misbehaves on purpose (echoes the request's headers into its errors, lies about its length, trickles bytes),
/// which a real S3 server never does. One thread per connection; every answer closes its connection.
public final class LoopbackHTTPServer: @unchecked Sendable {
    public struct Request: Sendable {
        public var method: String
        public var path: String
        /// The header lines as sent (`Name: value`).
        public var headerLines: [String]
        public var body: [UInt8]

        /// The value of the header `name` (case-insensitive).
        public func header(_ name: String) -> String? {
            for line in headerLines {
                guard let colon = line.firstIndex(of: ":") else { continue }
                if line[..<colon].lowercased() == name.lowercased() {
                    return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
            }
            return nil
        }
    }

    public struct Response: Sendable {
        public var status: Int
        public var headers: [String]
        public var body: [UInt8]
        /// The Content-Length sent; nil sends the body's length, a negative one none (the body ends with the connection).
        public var declaredLength: Int?
        /// Sends the body this many bytes at a time, waiting `pause` seconds between pieces.
        public var trickle: (bytes: Int, pause: Double)?

        public init(status: Int, headers: [String] = [], body: [UInt8] = [], declaredLength: Int? = nil, trickle: (bytes: Int, pause: Double)? = nil) {
            self.status = status
            self.headers = headers
            self.body = body
            self.declaredLength = declaredLength
            self.trickle = trickle
        }
    }

    public let port: Int
    public var endpoint: URL { URL(string: "http://127.0.0.1:\(port)")! }
    private let listener: Int32
    private let handler: @Sendable (Request) -> Response
    private let state = NSLock()
    private var requests: [Request] = []
    private var stopped = false

    public init(handler: @escaping @Sendable (Request) -> Response) throws {
        self.handler = handler
        let (descriptor, port) = try S3TestServer.boundLoopbackSocket()
        guard listen(descriptor, 64) == 0 else { close(descriptor); throw CocoaError(.fileReadUnknown) }
        listener = descriptor
        self.port = port
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    /// Stops accepting; connections being answered finish.
    public func stop() {
        state.lock()
        defer { state.unlock() }
        guard !stopped else { return }
        stopped = true
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// Every request received so far.
    public var received: [Request] {
        state.lock()
        defer { state.unlock() }
        return requests
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            let thread = Thread { [self] in serve(connection) }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = Self.read(connection) else { return }
        state.lock()
        requests.append(request)
        state.unlock()
        let response = handler(request)
        var head = "HTTP/1.1 \(response.status) Status\r\nConnection: close\r\n"
        let length = response.declaredLength ?? response.body.count
        if length >= 0 { head += "Content-Length: \(length)\r\n" }
        for header in response.headers { head += header + "\r\n" }
        guard Self.send(Array((head + "\r\n").utf8), to: connection) else { return }
        guard let trickle = response.trickle else { _ = Self.send(response.body, to: connection); return }
        var offset = 0
        while offset < response.body.count {
            let end = min(offset + trickle.bytes, response.body.count)
            guard Self.send(Array(response.body[offset..<end]), to: connection) else { return }
            offset = end
            Thread.sleep(forTimeInterval: trickle.pause)
        }
    }

    private static func read(_ connection: Int32) -> Request? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        var headerEnd: Int?
        while headerEnd == nil {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0, bytes.count < 1 << 20 else { return nil }
            bytes += buffer[0..<count]
            headerEnd = bytes.indices.dropLast(3).first { bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10 }
        }
        guard let headerEnd else { return nil }
        let lines = String(decoding: bytes[0..<headerEnd], as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2 else { return nil }
        var request = Request(method: String(parts[0]), path: String(parts[1]), headerLines: Array(lines.dropFirst()), body: [])
        let length = request.header("Content-Length").flatMap(Int.init) ?? 0
        request.body = Array(bytes[(headerEnd + 4)...])
        if request.header("Expect")?.lowercased() == "100-continue", request.body.count < length {
            guard send(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: connection) else { return nil }
        }
        while request.body.count < length {
            let count = recv(connection, &buffer, min(buffer.count, length - request.body.count), 0)
            guard count > 0 else { return nil }
            request.body += buffer[0..<count]
        }
        return request
    }

    private static func send(_ bytes: [UInt8], to connection: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
