import Foundation
import Testing
import TestSupport
import VitrineServe

/// The caps a kept-alive or half-sent request meets, on a live server.
@Suite struct ServerLimitsTests {
    @Test func aKeptAliveConnectionServesItsQuotaThenCloses() async throws {
        try await RawHTTPConnection.offPool {
            var limits = ServerLimits()
            limits.requestsPerConnection = 2
            let served = try ServedSite(limits: limits)
            defer { served.stop() }
            let connection = try served.connect()
            let request = RawHTTPConnection.request("GET", "/images/a.jpg", port: served.port)
            connection.send(request + request + request)
            #expect(try connection.readResponse()?.headers["connection"] == "keep-alive")
            #expect(try connection.readResponse()?.headers["connection"] == "close")
            #expect(try connection.readResponse() == nil)
        }
    }

    @Test func aBodyThatNeverComesIsCutAndABodyTooLargeRefused() async throws {
        try await RawHTTPConnection.offPool {
            var limits = ServerLimits()
            limits.transferSeconds = 1
            limits.headSeconds = 600  // the body's own deadline must cut it, not the head's
            let served = try ServedSite(limits: limits)
            defer { served.stop() }
            let stalled = try served.connect(timeout: 60)
            stalled.send("POST /x HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\nContent-Length: 100\r\n\r\nabc")
            #expect(stalled.waitForClose())
            let large = try served.connect()
            large.send("POST /x HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\nContent-Length: \(2 << 20)\r\n\r\n")
            #expect(try large.readResponse()?.status == 413)
        }
    }
}
