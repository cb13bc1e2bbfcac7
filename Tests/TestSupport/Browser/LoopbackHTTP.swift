import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 client for servers on 127.0.0.1 (chromedriver). Foundation's URLSession on Linux stalls
/// on chromedriver's answers, and one request per connection with `Connection: close` is all WebDriver needs.
enum LoopbackHTTP {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Sends one request and returns the response body. Runs off the cooperative pool: the socket blocks.
    static func send(port: UInt16, method: String, path: String, body: Data?) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try sendBlocking(port: port, method: method, path: path, body: body) })
            }
        }
    }

    static func sendBlocking(port: UInt16, method: String, path: String, body: Data?) throws -> Data {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketFD >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        defer { close(socketFD) }
        var timeout = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(socketFD, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard FreePort.connectToLoopback(socketFD, port: port) else { throw Failure(description: "connect to 127.0.0.1:\(port): errno \(errno)") }

        let payload = body ?? Data()
        var request = Data(("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
            + "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(payload.count)\r\n"
            + "Connection: close\r\n\r\n").utf8)
        request.append(payload)
        try request.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let sent = Glibc.send(socketFD, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                guard sent > 0 else { throw Failure(description: "send: errno \(errno)") }
                offset += sent
            }
        }

        // chromedriver keeps the connection open despite `Connection: close`, so read by Content-Length.
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            if let split = response.range(of: Data("\r\n\r\n".utf8)) {
                let head = String(decoding: response[..<split.lowerBound], as: UTF8.self).lowercased()
                let content = response[split.upperBound...]
                if let length = contentLength(head), content.count >= length { return Data(content.prefix(length)) }
                if head.contains("transfer-encoding: chunked"), content.range(of: Data("\r\n0\r\n".utf8)) != nil {
                    return dechunk(Data(content))
                }
            }
            let count = recv(socketFD, &buffer, buffer.count, 0)
            if count == 0 { break }
            guard count > 0 else { throw Failure(description: "\(method) \(path): no answer (errno \(errno))") }
            response.append(contentsOf: buffer[0..<count])
        }
        guard let split = response.range(of: Data("\r\n\r\n".utf8)) else {
            throw Failure(description: "\(method) \(path): not an HTTP response")
        }
        return Data(response[split.upperBound...])
    }

    static func contentLength(_ head: String) -> Int? {
        head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
    }

    /// Joins the chunks of a chunked body.
    static func dechunk(_ data: Data) -> Data {
        var result = Data()
        var rest = data[...]
        while let lineEnd = rest.range(of: Data("\r\n".utf8)) {
            let sizeText = String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self)
            guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16), size > 0 else { break }
            let start = lineEnd.upperBound
            let end = rest.index(start, offsetBy: size, limitedBy: rest.endIndex) ?? rest.endIndex
            result.append(rest[start..<end])
            rest = rest[min(rest.endIndex, rest.index(end, offsetBy: 2, limitedBy: rest.endIndex) ?? rest.endIndex)...]
        }
        return result
    }
}
