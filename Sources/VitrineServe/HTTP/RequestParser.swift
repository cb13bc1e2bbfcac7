import Foundation

/// Reads HTTP/1.1 requests out of a connection's bytes within `ServerLimits`. Work is linear in the bytes
/// received: each call scans only what arrived since the last one for the end of the head, so a client sending
/// a megabyte one byte at a time costs a megabyte of scanning, not a megabyte squared. Public for its fuzz target.
public struct RequestParser: Sendable {
    public enum Outcome: Sendable {
        /// Nothing complete yet.
        case needMore
        case request(HTTPRequest)
        /// A request this server refuses before routing it; the connection is closed after the answer.
        case refuse(Int, String)
    }

    let limits: ServerLimits
    private(set) var buffer: [UInt8] = []
    /// How far `buffer` has been scanned for the end of the request line and of the head.
    private var scanned = 0
    private var lineEnd: Int?
    /// The parsed head while its body arrives.
    private var pending: (request: HTTPRequest, length: Int, start: Int)?

    public init(limits: ServerLimits) {
        self.limits = limits
    }

    /// Whether any byte of a next request has arrived.
    var hasPartialRequest: Bool { !buffer.isEmpty }
    /// Whether the head is complete and the body is on its way.
    var readingBody: Bool { pending != nil }

    public mutating func append(_ bytes: ArraySlice<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete request, a refusal, or `needMore`; call again after a request (another may be buffered).
    public mutating func next() -> Outcome {
        if let pending { return finishBody(pending) }
        // Find the end of the request line, then of the head, scanning only new bytes.
        while scanned + 1 < buffer.count {
            if buffer[scanned] == 0x0D, buffer[scanned + 1] == 0x0A {
                if lineEnd == nil {
                    lineEnd = scanned
                } else if scanned >= 2, buffer[scanned - 2] == 0x0D, buffer[scanned - 1] == 0x0A {
                    return parseHead(end: scanned + 2)
                }
            }
            scanned += 1
            if lineEnd == nil, scanned > limits.requestLine { return .refuse(414, "Request line too long") }
            if scanned > limits.head { return .refuse(431, "Request header fields too large") }
        }
        // Judged by what was scanned, never by what was received: a CR at the end may start the CRLF that ends a
        // line of exactly the limit, and a request must not be refused for arriving in one read rather than two.
        return .needMore
    }

    private mutating func parseHead(end: Int) -> Outcome {
        guard let lineEnd else { return .refuse(400, "Bad request") }
        // Leading empty lines before a request are tolerated by RFC 9112; a head that starts with CRLF is refused.
        guard let text = String(validating: buffer[0..<lineEnd], as: UTF8.self) else { return .refuse(400, "Bad request line") }
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].allSatisfy({ $0.isLetter && $0.isUppercase }), !parts[0].isEmpty,
              parts[1].hasPrefix("/"), parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
            return .refuse(400, "Bad request line")
        }
        var headers: [(name: String, value: String)] = []
        var cursor = lineEnd + 2
        while cursor < end - 2 {
            var stop = cursor
            while !(buffer[stop] == 0x0D && buffer[stop + 1] == 0x0A) { stop += 1 }
            guard let field = String(validating: buffer[cursor..<stop], as: UTF8.self),
                  !field.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }),
                  let colon = field.firstIndex(of: ":"), colon != field.startIndex,
                  !field.hasPrefix(" "), !field.hasPrefix("\t"),
                  !field[..<colon].contains(where: { $0 == " " || $0 == "\t" }) else {
                return .refuse(400, "Bad header field")
            }
            headers.append((String(field[..<colon]), field[field.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
            guard headers.count <= limits.headerCount else { return .refuse(431, "Too many header fields") }
            cursor = stop + 2
        }
        let request = HTTPRequest(method: String(parts[0]), target: String(parts[1]), version: String(parts[2]), headers: headers, body: [])
        if request.version == "HTTP/1.1", request.count(of: "Host") != 1 { return .refuse(400, "Exactly one Host header is required") }
        if request.header("Transfer-Encoding") != nil { return .refuse(501, "Chunked request bodies are not accepted") }
        let lengths = Set(headers.filter { $0.name.lowercased() == "content-length" }.map(\.value))
        guard lengths.count <= 1 else { return .refuse(400, "Conflicting Content-Length") }
        var length = 0
        if let text = lengths.first {
            guard !text.isEmpty, text.count <= 12, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber), let value = Int(text) else {
                return .refuse(400, "Bad Content-Length")
            }
            length = value
        }
        guard length <= limits.body else { return .refuse(413, "Request body too large") }
        let waiting = (request: request, length: length, start: end)
        pending = waiting
        return finishBody(waiting)
    }

    private mutating func finishBody(_ pending: (request: HTTPRequest, length: Int, start: Int)) -> Outcome {
        guard buffer.count - pending.start >= pending.length else { return .needMore }
        var request = pending.request
        request.body = Array(buffer[pending.start..<pending.start + pending.length])
        buffer.removeFirst(pending.start + pending.length)
        self.pending = nil
        scanned = 0
        lineEnd = nil
        return .request(request)
    }
}
