import Foundation
import Testing
import TestSupport
import VitrineServe

/// The per-run token and the write seam the curation API (issue 29) builds on: forged, replayed and cross-site
/// writes are refused; beyond loopback, reads need the token too.
@Suite struct AccessTests {
    static let token = AccessToken(value: String(repeating: "ab", count: 32))

    static func echoSite(limits: ServerLimits = ServerLimits(), host: String = "127.0.0.1") throws -> ServedSite {
        try ServedSite(host: host, limits: limits, token: token) { router in
            router.post("/__vitrine/api/echo") { request in .response(.json(200, request.body)) }
        }
    }

    @Test func theTokenInTheAddressBecomesAStrictCookie() async throws {
        try await RawHTTPConnection.offPool {
            let served = try Self.echoSite()
            defer { served.stop() }
            #expect(served.server.address == "http://127.0.0.1:\(served.port)/?token=\(Self.token.value)")
            let exchanged = try served.ask("/images/a.jpg?x=1&token=\(Self.token.value)")
            #expect(exchanged.status == 302)
            #expect(exchanged.headers["location"] == "/images/a.jpg?x=1")
            let cookie = try #require(exchanged.headers["set-cookie"])
            #expect(cookie.hasPrefix("vitrine-token-\(served.port)=\(Self.token.value);"))
            #expect(cookie.contains("SameSite=Strict") && cookie.contains("HttpOnly"))
            #expect(try served.ask("//attacker.example/?token=\(Self.token.value)").headers["location"] == "/attacker.example/")
            let forged = try served.ask("/?token=" + String(repeating: "ab", count: 31) + "ac")
            #expect(forged.status == 403 && forged.headers["set-cookie"] == nil)
        }
    }

    @Test func writesNeedTokenOwnOriginJSONAndASmallBody() async throws {
        try await RawHTTPConnection.offPool {
            var limits = ServerLimits()
            limits.body = 1024
            let served = try Self.echoSite(limits: limits)
            defer { served.stop() }
            let origin = "Origin: http://127.0.0.1:\(served.port)"
            let cookie = "Cookie: vitrine-token-\(served.port)=\(Self.token.value)"
            let json = "Content-Type: application/json"
            let body = Array(#"{"rating":5}"#.utf8)
            func post(_ headers: [String], _ payload: [UInt8] = body) throws -> Int {
                try served.ask("/__vitrine/api/echo", method: "POST", headers: headers, body: payload).status
            }
            #expect(try post([origin, json]) == 403)  // no token
            #expect(try post([origin, json, "Cookie: vitrine-token-\(served.port)=" + String(repeating: "0", count: 64)]) == 403)
            #expect(try post([origin, json, "Cookie: vitrine-token-\(served.port &+ 1)=\(Self.token.value)"]) == 403)
            #expect(try post([cookie, json]) == 403)  // no Origin
            #expect(try post(["Origin: http://attacker.example", cookie, json]) == 403)
            #expect(try post([origin, cookie, json, "Sec-Fetch-Site: same-site"]) == 403)
            #expect(try post([origin, cookie, "Content-Type: text/plain"]) == 415)  // a form a foreign page could send
            #expect(try post([origin, cookie, json], Array(repeating: 0x20, count: 2048)) == 413)
            let accepted = try served.ask("/__vitrine/api/echo", method: "POST", headers: [origin, cookie, json], body: body)
            #expect(accepted.status == 200 && accepted.body == body)
            #expect(try served.ask("/__vitrine/api/echo", method: "PUT", headers: [origin, cookie, json], body: body).status == 405)
            #expect(try served.ask("/index.html", method: "POST", headers: [origin, cookie, json], body: body).status == 405)
        }
    }

    @Test func beyondLoopbackReadsNeedTheTokenToo() async throws {
        try await RawHTTPConnection.offPool {
            let served = try Self.echoSite(host: "0.0.0.0")
            defer { served.stop() }
            #expect(!served.server.isLoopback)
            let refused = try served.ask("/")
            #expect(refused.status == 403 && !refused.text.contains("home"))
            #expect(try served.ask("/?token=\(Self.token.value)").status == 302)
            let home = try served.ask("/", headers: ["Cookie: vitrine-token-\(served.port)=\(Self.token.value)"])
            #expect(home.status == 200 && home.text.contains("home"))
        }
    }
}
