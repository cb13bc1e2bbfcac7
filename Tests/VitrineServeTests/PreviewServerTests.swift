import Foundation
import Testing
import TestSupport
import VitrineServe

/// The preview server as a browser and as an attacker reach it: files, the reload channel, Host and Origin checks,
/// links out of the site. Blocking socket work runs off the cooperative pool.
@Suite struct PreviewServerTests {
    @Test func servesFilesWithTypesInjectsReloadAndRefusesTraversal() async throws {
        try await RawHTTPConnection.offPool {
            let served = try ServedSite()
            defer { served.stop() }
            let home = try served.ask("/")
            #expect(home.status == 200)
            #expect(home.headers["content-type"] == "text/html; charset=utf-8")
            #expect(home.text.contains("<p>home</p>") && home.text.contains("/__vitrine/reload"))
            // The script lives only in responses, never in the file on disk.
            #expect(!(try String(contentsOf: served.site.appendingPathComponent("index.html"), encoding: .utf8)).contains("__vitrine"))
            let image = try served.ask("/images/a.jpg")
            #expect(image.headers["content-type"] == "image/jpeg" && image.body == [0xFF, 0xD8, 0xFF, 0xD9])
            #expect(try served.ask("/images").headers["location"] == "/images/")
            // Not an open redirect: to a browser, `//images/` would be the host "images".
            #expect(try served.ask("//images").headers["location"] == "/images/")
            #expect(try served.ask("/nope.html").status == 404)
            for path in ["/%2e%2e/outside/secret.html", "/../outside/secret.html", "/images/%2E%2E/%2E%2E/outside/secret.html"] {
                let answer = try served.ask(path)
                #expect(answer.status == 403 || answer.status == 400, "\(path)")
                #expect(!answer.text.contains(ServedSite.secret))
            }
            // HEAD: the head only; keep-alive and pipelining: two requests in one write, two answers in order.
            let connection = try served.connect()
            connection.send(RawHTTPConnection.request("HEAD", "/", port: served.port) + RawHTTPConnection.request("GET", "/images/a.jpg", port: served.port))
            let head = try #require(try connection.readResponse(headOnly: true))
            #expect(head.status == 200 && head.headers["content-length"] == String(home.body.count))
            #expect(try connection.readResponse()?.body == [0xFF, 0xD8, 0xFF, 0xD9])
        }
    }

    @Test func aRangeOfAFileIsServedAsBrowsersSeekInAVideo() async throws {
        try await RawHTTPConnection.offPool {
            let served = try ServedSite()
            defer { served.stop() }
            let video = Array((0..<200).map { UInt8($0) })
            try Data(video).write(to: served.site.appendingPathComponent("clip.mp4"))
            let whole = try served.ask("/clip.mp4")
            #expect(whole.status == 200 && whole.body == video && whole.headers["accept-ranges"] == "bytes")
            let part = try served.ask("/clip.mp4", headers: ["Range: bytes=100-149"])
            #expect(part.status == 206 && part.body == Array(video[100..<150]))
            #expect(part.headers["content-range"] == "bytes 100-149/200" && part.headers["content-type"] == "video/mp4")
            let tail = try served.ask("/clip.mp4", headers: ["Range: bytes=-10"])
            #expect(tail.status == 206 && tail.body == Array(video[190...]))
            let beyond = try served.ask("/clip.mp4", headers: ["Range: bytes=500-"])
            #expect(beyond.status == 416 && beyond.headers["content-range"] == "bytes */200" && beyond.body.isEmpty)
            // Pages carry the reload script, so they are always sent whole.
            let page = try served.ask("/", headers: ["Range: bytes=0-3"])
            #expect(page.status == 200 && page.text.contains("<p>home</p>"))
            // A range of a file behind a link out of the site is refused like the file.
            try served.link("out.mp4", to: "outside/secret.html")
            let outside = try served.ask("/out.mp4", headers: ["Range: bytes=0-5"])
            #expect(outside.status == 403 && !outside.text.contains(ServedSite.secret))
        }
    }

    @Test func linksOutOfTheSiteAreNotServedNotEvenAsThe404Page() async throws {
        try await RawHTTPConnection.offPool {
            let served = try ServedSite()
            defer { served.stop() }
            try served.link("404.html", to: "outside/secret.html")
            try served.link("out.html", to: "outside/secret.html")
            try served.link("folder", to: "outside")
            let missing = try served.ask("/nope.html")
            #expect(missing.status == 404)
            #expect(!missing.text.contains(ServedSite.secret))
            for path in ["/out.html", "/folder/secret.html", "/404.html"] {
                let answer = try served.ask(path)
                #expect(answer.status == 403, "\(path)")
                #expect(!answer.text.contains(ServedSite.secret), "\(path)")
            }
        }
    }

    @Test func aForeignHostOrOriginIsRefused() async throws {
        try await RawHTTPConnection.offPool {
            let served = try ServedSite()
            defer { served.stop() }
            let port = served.port
            for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)"] {
                #expect(try served.ask("/", headers: ["Host: \(host)"]).status == 200, "\(host)")
            }
            // DNS rebinding: the browser sends the attacker's name as the Host.
            for host in ["attacker.example:\(port)", "127.0.0.1:\(port + 1)", "127.0.0.1", "localhost.attacker.example:\(port)"] {
                let answer = try served.ask("/", headers: ["Host: \(host)"])
                #expect(answer.status == 403, "\(host)")
                #expect(!answer.text.contains("home"))
            }
            #expect(try served.ask("/", headers: ["Origin: http://attacker.example"]).status == 403)
            #expect(try served.ask("/", headers: ["Origin: http://127.0.0.1:\(port)"]).status == 200)
        }
    }

    @Test func theReloadChannelAcceptsOnlyItsOwnPages() async throws {
        try await RawHTTPConnection.offPool {
            let served = try ServedSite()
            defer { served.stop() }
            let port = served.port
            let upgrade = ["Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Version: 13", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ=="]
            for foreign in [["Origin: http://attacker.example"], ["Origin: http://127.0.0.1:\(port)", "Sec-Fetch-Site: cross-site"]] {
                #expect(try served.ask("/__vitrine/reload", headers: upgrade + foreign).status == 403)
            }
            let channel = try served.connect()
            channel.send(RawHTTPConnection.request("GET", "/__vitrine/reload", port: port, headers: upgrade + ["Origin: http://127.0.0.1:\(port)"]))
            let opened = try #require(try channel.readResponse())
            #expect(opened.status == 101)
            #expect(opened.headers["sec-websocket-accept"] == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
            served.server.reloadClients()
            #expect(try channel.read(count: 8) == [0x81, 6] + Array("reload".utf8))
        }
    }

    @Test func aMegabyteRequestLineIsRefusedAndOthersStillAnswered() async throws {
        try await RawHTTPConnection.offPool {
            let served = try ServedSite()
            defer { served.stop() }
            // FlyingFox took minutes over this line (its reader was quadratic); the client gives up after 20 s.
            let attacker = try served.connect(timeout: 20)
            let line = "GET /" + String(repeating: "a", count: 1 << 20) + " HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\n\r\n"
            let (descriptor, bytes) = (attacker.descriptor, Array(line.utf8))
            let sending = Thread { RawHTTPConnection.send(bytes, on: descriptor) }
            sending.start()
            #expect(try attacker.readResponse()?.status == 414)
            #expect(try served.ask("/").status == 200)
            let headers = (0..<200).map { "X-Padding-\($0): \(String(repeating: "b", count: 100))" }
            #expect(try served.ask("/", headers: headers).status == 431)
        }
    }

    @Test func slowAndIdleClientsAreCutAtTheHeadDeadline() async throws {
        try await RawHTTPConnection.offPool {
            var limits = ServerLimits()
            limits.headSeconds = 1
            let served = try ServedSite(limits: limits)
            defer { served.stop() }
            let idle = try served.connect(timeout: 30)
            // Slowloris: a head trickled a byte at a time, each well inside any idle timeout, never finished.
            let slow = try served.connect(timeout: 30)
            slow.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\n")
            var trickled = 0
            while trickled < 300, slow.send("X") {
                trickled += 1
                usleep(100_000)
            }
            #expect(trickled < 300, "the trickling client was never cut")
            #expect(slow.waitForClose())
            #expect(idle.waitForClose())
            #expect(try served.ask("/").status == 200)
        }
    }
}
