import Foundation
import Testing
import TestSupport
@testable import VitrinePublish
import VitrineRemote

/// Issue 31: `vitrine deploy` against a real S3 server on loopback (rclone, which checks SigV4 signatures and
/// answers a single PUT's ETag as the MD5 of its bytes). The store holds exactly the site, a second deploy sends
/// nothing, an edit sends only itself, deletions stay inside the prefix and under --max-deletes, and a store that
/// fails mid-deploy leaves no page ahead of its images; the next deploy completes it.
@Suite(.requires(.rclone))
struct DeployerTests {
    struct Setup {
        let temp: TemporaryDirectory
        let server: S3TestServer
        let site: URL

        init() throws {
            temp = try TemporaryDirectory()
            server = try S3TestServer(folder: temp.url.appendingPathComponent("store"))
            site = temp.url.appendingPathComponent("site")
            var random = SystemRandomNumberGenerator()
            for (path, text) in Self.pages { try write(path, Array(text.utf8)) }
            for index in 0..<6 {
                try write("images/a\(index)/a\(index)b\(index)-350.jpg", (0..<(20_000 + index * 997)).map { _ in UInt8.random(in: 0...255, using: &random) })
            }
            try write("images/a0/a0b0-v1.mp4", Array(repeating: 7, count: 50_000))
        }

        static let pages = [
            "index.html": "<img src=images/a0/a0b0-350.jpg>", "albums/a/index.html": "<p>album</p>", "albums/a/index.json": "[]",
            "feed.xml": "<feed/>", "robots.txt": "User-agent: *\n", "assets/site-12345678.css": "body{}",
            "assets/icon-9b99acaa.svg": "<svg/>", "_headers": "/images/*\n",
        ]

        /// The site's files a deploy publishes (`_headers` is for other hosts).
        var published: [String] {
            (Self.pages.keys.filter { $0 != "_headers" } + (0..<6).map { "images/a\($0)/a\($0)b\($0)-350.jpg" } + ["images/a0/a0b0-v1.mp4"]).sorted()
        }

        func write(_ path: String, _ bytes: [UInt8]) throws {
            let url = site.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }

        func deployer(_ target: String = "s3://renders/blog", endpoint: URL? = nil, secret: String? = nil, timeout: Int? = nil,
                      change: (inout DeployOptions) -> Void = { _ in }) throws -> Deployer {
            var environment = server.environment(secret: secret)
            if let endpoint { environment["AWS_ENDPOINT_URL"] = endpoint.absoluteString }
            if let timeout { environment["VITRINE_DEPLOY_TIMEOUT"] = String(timeout) }
            var options = try DeployOptions(site: site, location: target, environment: environment)
            change(&options)
            var deployer = Deployer(options: options)
            deployer.retrying = Retrying(attempts: 2, pause: 0)
            return deployer
        }

        /// The objects under `blog/`, as site paths.
        var stored: [String] { server.objects().filter { $0.hasPrefix("blog/") }.map { String($0.dropFirst(5)) } }

        func storedBytes(_ path: String) throws -> Data {
            try Data(contentsOf: server.folder.appendingPathComponent("\(server.bucket)/blog/\(path)"))
        }

        func remove() {
            server.stop()
            temp.remove()
        }
    }

    @Test func storesTheSiteByteForByteThenSendsOnlyWhatChanged() async throws {
        let s = try Setup()
        defer { s.remove() }
        let first = try await s.deployer().run()
        #expect(first.uploaded == s.published.count && first.unchanged == 0 && first.deleted == 0)
        #expect(s.stored == s.published)
        for path in s.published {
            #expect(try s.storedBytes(path) == Data(contentsOf: s.site.appendingPathComponent(path)), "\(path)")
        }

        // rclone's ETags are the MD5s deploy compares: nothing is sent again.
        let second = try await s.deployer().run()
        #expect(second.uploaded == 0 && second.unchanged == s.published.count && second.bytes == 0)

        // An edited page, a new image, and an object deleted by hand from the store.
        try s.write("albums/a/index.html", Array("<p>album, edited</p>".utf8))
        try s.write("images/ff/ffee-350.jpg", Array(repeating: 1, count: 3000))
        try FileManager.default.removeItem(at: s.server.folder.appendingPathComponent("\(s.server.bucket)/blog/feed.xml"))
        let changed = URL(fileURLWithPath: s.temp.url.appendingPathComponent("changed.txt").path)
        let third = try await s.deployer { $0.changedPathsFile = changed }.run()
        #expect(third.uploaded == 3 && third.unchanged == s.published.count - 2)
        #expect(try s.storedBytes("albums/a/index.html") == Data("<p>album, edited</p>".utf8))
        #expect(try String(contentsOf: changed, encoding: .utf8) == "/albums/a/\n/albums/a/index.html\n/feed.xml\n")
    }

    @Test func aDryRunPrintsThePlanAndChangesNothing() async throws {
        let s = try Setup()
        defer { s.remove() }
        let lines = Lines()
        let summary = try await s.deployer { $0.dryRun = true }.run { lines.append($0) }
        #expect(summary.dryRun && summary.uploaded == s.published.count)
        #expect(summary.text.hasPrefix("dry run: would upload \(s.published.count) "))
        #expect(s.server.objects().isEmpty)
        let planned = lines.all
        #expect(planned.count == s.published.count)
        // The plan's order is the deploy's: every content-named file before the first page.
        let firstPage = try #require(planned.firstIndex { !$0.contains(" images/") && !$0.contains(" assets/") })
        #expect(planned[firstPage...].allSatisfy { !$0.contains(" images/") && !$0.contains(" assets/") })
    }

    @Test func deletionsStayInsideThePrefixAndUnderMaxDeletes() async throws {
        let s = try Setup()
        defer { s.remove() }
        _ = try await s.deployer().run()
        let bucket = s.server.folder.appendingPathComponent(s.server.bucket)
        for outside in ["blog-other/index.html", "blogindex.html", "keep.html"] {
            try FileManager.default.createDirectory(at: bucket.appendingPathComponent(outside).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("not the site's".utf8).write(to: bucket.appendingPathComponent(outside))
        }
        for gone in ["robots.txt", "images/a1/a1b1-350.jpg", "albums/a/index.json"] {
            try FileManager.default.removeItem(at: s.site.appendingPathComponent(gone))
        }
        let kept = try await s.deployer().run()
        #expect(kept.deleted == 0 && s.stored.count == s.published.count, "no deletion without --delete")

        await #expect(throws: DeployError.tooManyDeletes(count: 3, limit: 2)) {
            try await s.deployer { $0.delete = true; $0.maxDeletes = 2 }.run()
        }
        #expect(s.stored.count == s.published.count, "a refused deletion changes nothing")

        let pruned = try await s.deployer { $0.delete = true; $0.maxDeletes = 3 }.run()
        #expect(pruned.deleted == 3)
        #expect(s.stored == s.published.filter { !["robots.txt", "images/a1/a1b1-350.jpg", "albums/a/index.json"].contains($0) })
        #expect(s.server.objects().filter { !$0.hasPrefix("blog/") } == ["blog-other/index.html", "blogindex.html", "keep.html"])
    }

    @Test func eachFileGoesUpWithItsTypeAndCaching() async throws {
        let s = try Setup()
        defer { s.remove() }
        let proxy = try StoreProxy(forwardingTo: s.server)
        defer { proxy.stop() }
        _ = try await s.deployer(endpoint: proxy.endpoint).run()
        var sent: [String: (String?, String?)] = [:]
        for put in proxy.puts {
            sent[String(put.path.dropFirst("/renders/blog/".count))] = (put.header("Content-Type"), put.header("Cache-Control"))
        }
        #expect(sent.keys.sorted() == s.published)
        let year = "public, max-age=31536000, immutable"
        let short = "public, max-age=300, must-revalidate"
        #expect(sent["index.html"]! == ("text/html; charset=utf-8", short))
        #expect(sent["albums/a/index.json"]! == ("application/json", short))
        #expect(sent["feed.xml"]! == ("application/atom+xml", short))
        #expect(sent["robots.txt"]! == ("text/plain; charset=utf-8", short))
        #expect(sent["assets/site-12345678.css"]! == ("text/css; charset=utf-8", year))
        #expect(sent["assets/icon-9b99acaa.svg"]! == ("image/svg+xml", year))
        #expect(sent["images/a2/a2b2-350.jpg"]! == ("image/jpeg", year))
        #expect(sent["images/a0/a0b0-v1.mp4"]! == ("video/mp4", year))
    }

    @Test func aStoreThatFailsMidwayGetsNoPageAndTheNextDeployCompletesIt() async throws {
        let s = try Setup()
        defer { s.remove() }
        let proxy = try StoreProxy(forwardingTo: s.server, failPutsAfter: 3)
        defer { proxy.stop() }
        await #expect(throws: DeployError.self) {
            try await s.deployer(endpoint: proxy.endpoint) { $0.parallel = 1 }.run()
        }
        let partial = s.stored
        #expect(partial.count == 3)
        #expect(partial.allSatisfy { $0.hasPrefix("images/") || $0.hasPrefix("assets/") }, "no page before its images: \(partial)")

        let resumed = try await s.deployer().run()
        #expect(resumed.uploaded == s.published.count - 3 && resumed.unchanged == 3)
        #expect(s.stored == s.published)
    }

    @Test func aRequestTheStoreNeverAnswersIsCutAndSentAgain() async throws {
        let s = try Setup()
        defer { s.remove() }
        let proxy = try StoreProxy(forwardingTo: s.server, neverAnswer: "/renders/blog/index.html")
        defer { proxy.stop() }
        var deployer = try s.deployer(endpoint: proxy.endpoint, timeout: 10)
        deployer.retrying = Retrying(attempts: 4, pause: 0)
        let summary = try await deployer.run()
        #expect(summary.uploaded == s.published.count)
        #expect(s.stored == s.published)
        #expect(proxy.puts.filter { $0.path == "/renders/blog/index.html" }.count >= 2, "cut at its deadline, then sent again")
    }

    @Test func aWrongSecretOrAMissingBucketIsOneLineWithoutTheSecret() async throws {
        let s = try Setup()
        defer { s.remove() }
        let wrong = "not-the-secret-0123456789abcdef"
        do {
            _ = try await s.deployer(secret: wrong).run()
            Issue.record("a wrong secret deployed")
        } catch {
            let text = "\(error)"
            #expect(text.contains("HTTP 403") && text.contains("AWS_SECRET_ACCESS_KEY"), "\(text)")
            #expect(!text.contains(wrong) && !text.contains(s.server.secret) && !text.contains("\n"))
        }
        do {
            _ = try await s.deployer("s3://no-such-bucket/blog").run()
            Issue.record("a missing bucket deployed")
        } catch {
            #expect("\(error)".contains("NoSuchBucket"), "\(error)")
        }
        #expect(s.server.objects().isEmpty)
    }

    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }
}
