import Testing
@testable import VitrineServe

@Suite struct RequestParserTests {
    func parse(_ text: String, limits: ServerLimits = ServerLimits(), byteAtATime: Bool = false) -> [RequestParser.Outcome] {
        var parser = RequestParser(limits: limits)
        var outcomes: [RequestParser.Outcome] = []
        let bytes = Array(text.utf8)
        for chunk in byteAtATime ? bytes.map({ [$0] }) : [bytes] {
            parser.append(chunk[...])
            while true {
                let outcome = parser.next()
                if case .needMore = outcome { break }
                outcomes.append(outcome)
                if case .refuse = outcome { return outcomes }
            }
        }
        return outcomes
    }

    func status(_ text: String, limits: ServerLimits = ServerLimits(), byteAtATime: Bool = false) -> Int? {
        guard case .refuse(let status, _)? = parse(text, limits: limits, byteAtATime: byteAtATime).first else { return nil }
        return status
    }

    @Test func parsesPipelinedRequestsWithBodies() throws {
        let outcomes = parse("POST /a?x=1 HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\n\r\nabcGET /b HTTP/1.1\r\nHost: h\r\n\r\n", byteAtATime: true)
        #expect(outcomes.count == 2)
        guard case .request(let first)? = outcomes.first, case .request(let second)? = outcomes.last else {
            Issue.record("expected two requests")
            return
        }
        #expect(first.method == "POST" && first.path == "/a" && first.query("x") == "1" && first.body == Array("abc".utf8))
        #expect(second.method == "GET" && second.path == "/b" && second.header("host") == "h")
    }

    @Test func capsTheRequestLineAndTheHeadEvenByteByByte() {
        #expect(status("GET /" + String(repeating: "a", count: 9000), byteAtATime: true) == 414)
        #expect(status("GET /" + String(repeating: "a", count: 9000) + " HTTP/1.1\r\n\r\n") == 414)
        let many = (0..<101).map { "X-\($0): y\r\n" }.joined()
        #expect(status("GET / HTTP/1.1\r\nHost: h\r\n" + many + "\r\n") == 431)
        #expect(status("GET / HTTP/1.1\r\nHost: h\r\nX: " + String(repeating: "b", count: 40_000), byteAtATime: false) == 431)
        var limits = ServerLimits()
        limits.body = 10
        #expect(status("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 11\r\n\r\n", limits: limits) == 413)
    }

    /// Found by the fuzz target: a line of exactly the limit, received up to its CR, was refused as too long.
    @Test func aLineOfExactlyTheLimitPassesHoweverItArrives() {
        var limits = ServerLimits()
        limits.requestLine = 20
        let line = "GET /" + String(repeating: "a", count: 6) + " HTTP/1.1"
        #expect(line.utf8.count == 20)
        for byteAtATime in [false, true] {
            guard case .request? = parse(line + "\r\nHost: h\r\n\r\n", limits: limits, byteAtATime: byteAtATime).first else {
                Issue.record("refused a line at the limit (byte at a time: \(byteAtATime))")
                continue
            }
        }
        #expect(status("GET /" + String(repeating: "a", count: 7) + " HTTP/1.1\r\nHost: h\r\n\r\n", limits: limits, byteAtATime: true) == 414)
    }

    @Test(arguments: [
        "GET / HTTP/1.1\r\n\r\n",  // no Host
        "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
        "GET http://a/ HTTP/1.1\r\nHost: a\r\n\r\n",
        "GET / HTTP/2.0\r\nHost: a\r\n\r\n",
        "get / HTTP/1.1\r\nHost: a\r\n\r\n",
        "GET /  HTTP/1.1\r\nHost: a\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n",
        "GET / HTTP/1.1\r\nHost : a\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: a\nb\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999999999999999\r\n\r\n",
        "\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n",
    ])
    func refusesMalformedRequests(text: String) {
        #expect(status(text) == 400)
    }

    @Test func refusesChunkedBodies() {
        #expect(status("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n") == 501)
    }

    @Test func queryAndCookies() {
        let request = HTTPRequest(method: "GET", target: "/p?token=abc&x=%20y", version: "HTTP/1.1",
                                  headers: [("Cookie", "a=1; vitrine-token-80=t"), ("Connection", "close")], body: [])
        #expect(request.query("x") == " y" && request.query("nope") == nil)
        #expect(request.target(removing: "token") == "/p?x=%20y")
        #expect(request.cookie("vitrine-token-80") == "t" && request.cookie("b") == nil)
        #expect(!request.keepsAlive)
    }
}
