import Foundation

/// The server half of a WebSocket opening (RFC 6455) and the one frame the reload channel sends.
enum WebSocketHandshake {
    static let guid = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

    /// The 101 answer to a valid opening request; nil when the request is not one.
    static func accept(_ request: HTTPRequest) -> HTTPResponse? {
        guard request.method == "GET", request.version == "HTTP/1.1",
              request.header("Upgrade")?.lowercased() == "websocket",
              request.header("Connection")?.lowercased().split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "upgrade" }) == true,
              request.header("Sec-WebSocket-Version") == "13",
              let key = request.header("Sec-WebSocket-Key"), Data(base64Encoded: key)?.count == 16 else { return nil }
        let answer = Data(SHA1.digest(Array((key + guid).utf8))).base64EncodedString()
        return HTTPResponse(status: 101, headers: [("Upgrade", "websocket"), ("Connection", "Upgrade"), ("Sec-WebSocket-Accept", answer)])
    }

    /// A final, unmasked text frame (server to client) holding `text` (under 126 bytes).
    static func textFrame(_ text: String) -> [UInt8] {
        let payload = Array(text.utf8.prefix(125))
        return [0x81, UInt8(payload.count)] + payload
    }
}
