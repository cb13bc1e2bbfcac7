import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A raw TCP client for attacking the preview server: sends exactly the bytes given, reads one response, or
/// waits to be cut off. Every call blocks at most `timeout` seconds; run it off the cooperative pool (`offPool`).
public final class RawHTTPConnection {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    public struct Response: Sendable {
        public var status: Int
        /// Header names lowercased.
        public var headers: [String: String]
        public var body: [UInt8]
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    public let descriptor: Int32
    private var pending: [UInt8] = []

    public init(port: UInt16, timeout: Double = 30) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var limit = timeval(tv_sec: Int(timeout), tv_usec: Int(timeout.truncatingRemainder(dividingBy: 1) * 1e6))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        guard FreePort.connectToLoopback(descriptor, port: port) else {
            let code = errno
            close(descriptor)
            throw Failure(description: "connect to 127.0.0.1:\(port): errno \(code)")
        }
    }

    deinit {
        close(descriptor)
    }

    /// Sends all of `bytes`; false when the server closed or reset the connection first.
    @discardableResult
    public func send(_ bytes: [UInt8]) -> Bool { Self.send(bytes, on: descriptor) }

    /// Sends on a descriptor from another thread (a sender that blocks while the test reads the answer).
    @discardableResult
    public static func send(_ bytes: [UInt8], on descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    @discardableResult
    public func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// A GET with the given extra header lines (each without CRLF); Host is 127.0.0.1:port unless given.
    public static func request(_ method: String = "GET", _ target: String, port: UInt16, headers: [String] = [], body: [UInt8] = []) -> [UInt8] {
        var lines = ["\(method) \(target) HTTP/1.1"]
        if !headers.contains(where: { $0.lowercased().hasPrefix("host:") }) { lines.append("Host: 127.0.0.1:\(port)") }
        lines += headers
        if !body.isEmpty { lines.append("Content-Length: \(body.count)") }
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8) + body
    }

    /// Reads one response (by Content-Length; a 101 has none, nor has the answer to a HEAD: `headOnly`). Nil when the
    /// connection ends first.
    public func readResponse(headOnly: Bool = false) throws -> Response? {
        while true {
            if let end = headEnd() {
                let head = String(decoding: pending[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
                let status = Int(head[0].split(separator: " ").dropFirst().first ?? "") ?? 0
                var headers: [String: String] = [:]
                for line in head.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                let length = status == 101 || headOnly ? 0 : Int(headers["content-length"] ?? "0") ?? 0
                if pending.count - end - 4 >= length {
                    let body = Array(pending[(end + 4)..<(end + 4 + length)])
                    pending.removeFirst(end + 4 + length)
                    return Response(status: status, headers: headers, body: body)
                }
            }
            guard try fill() else { return nil }
        }
    }

    /// Bytes already read past the last response (a pushed WebSocket frame), plus what arrives until `count` are in.
    public func read(count: Int) throws -> [UInt8] {
        while pending.count < count { guard try fill() else { break } }
        defer { pending.removeFirst(min(count, pending.count)) }
        return Array(pending.prefix(count))
    }

    /// Waits for the server to close the connection (end of stream or reset), dropping what it sends; false when
    /// the timeout passes first.
    public func waitForClose() -> Bool {
        while true {
            do { guard try fill() else { return true } } catch { return (error as? Failure)?.description != "timeout" }
        }
    }

    /// Reads more; false at end of stream; throws on timeout (`Failure("timeout")`) or another error.
    private func fill() throws -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        if count == 0 { return false }
        if count < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK { throw Failure(description: "timeout") }
            if errno == ECONNRESET { return false }
            throw Failure(description: "recv: errno \(errno)")
        }
        pending += buffer[0..<count]
        return true
    }

    private func headEnd() -> Int? {
        guard pending.count >= 4 else { return nil }
        for index in 0...(pending.count - 4) where pending[index] == 13 && pending[index + 1] == 10 && pending[index + 2] == 13 && pending[index + 3] == 10 {
            return index
        }
        return nil
    }

    /// Runs blocking socket work on a Dispatch thread, not on the cooperative pool other tests need.
    public static func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try body() }) }
        }
    }
}
