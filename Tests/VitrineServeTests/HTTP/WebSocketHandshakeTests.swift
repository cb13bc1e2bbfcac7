import Testing
@testable import VitrineServe

@Suite struct WebSocketHandshakeTests {
    @Test func sha1KnownAnswers() {
        let hex = { (bytes: [UInt8]) in bytes.map { String($0 >> 4, radix: 16) + String($0 & 0xF, radix: 16) }.joined() }
        #expect(hex(SHA1.digest(Array("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(SHA1.digest([])) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(hex(SHA1.digest(long)) == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
    }

    @Test func acceptsOnlyAWellFormedOpening() {
        let headers = [("Host", "h"), ("Upgrade", "websocket"), ("Connection", "keep-alive, Upgrade"),
                       ("Sec-WebSocket-Version", "13"), ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ==")]
        let good = HTTPRequest(method: "GET", target: "/", version: "HTTP/1.1", headers: headers, body: [])
        // RFC 6455 section 1.3's example.
        #expect(WebSocketHandshake.accept(good)?.headers.first { $0.name == "Sec-WebSocket-Accept" }?.value == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
        var badKey = good
        badKey.headers[4].value = "short"
        var noUpgrade = good
        noUpgrade.headers.remove(at: 1)
        #expect(WebSocketHandshake.accept(badKey) == nil && WebSocketHandshake.accept(noUpgrade) == nil)
    }
}
