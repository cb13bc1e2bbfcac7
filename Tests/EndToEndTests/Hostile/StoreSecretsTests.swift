import Foundation
import Testing
import TestSupport

/// Issue 33, item 5: secrets in error paths. A store that echoes the request's headers (the session token among
/// them) into every field of its errors, and an `AWS_ENDPOINT_URL` with userinfo: the secret key, the token and the
/// userinfo never reach standard output, standard error, the site or the cache folder.
@Suite(.requires(.vitrine))
struct StoreSecretsTests {
    static let secret = "SecretKeyNeverPrinted0123456789abcdef"
    static let token = "SessionTokenNeverPrinted42"
    static let userinfo = "UserinfoNeverPrinted77"

    /// The store: every request answered with `status` and an S3 error whose every field, and the answer's headers,
    /// echo the request's header lines; `code` replaces `<Code>`'s echo when given.
    static func echoingStore(status: Int, code: @escaping @Sendable (LoopbackHTTPServer.Request) -> String) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            let echoed = request.headerLines.joined(separator: "\n")
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <Error><Code>\(code(request))</Code><Message>\(echoed)</Message><Resource>\(request.path)</Resource>\
                <RequestId>\(echoed)</RequestId><HostId>\(echoed)</HostId><Token>\(request.header("x-amz-security-token") ?? "")</Token></Error>
                """
            return .init(status: status, headers: ["Content-Type: application/xml"] + request.headerLines.map { "X-Echo: \($0)" }, body: Array(xml.utf8))
        }
    }

    func environment(endpoint: String) -> [String: String] {
        ["AWS_ACCESS_KEY_ID": "VITRINEECHOKEY", "AWS_SECRET_ACCESS_KEY": Self.secret, "AWS_SESSION_TOKEN": Self.token,
         "AWS_REGION": "us-east-1", "AWS_ENDPOINT_URL": endpoint, "VITRINE_REMOTE_CACHE_TIMEOUT": "120"]
    }

    /// Builds with the remote cache and greps everything the build printed or left for the three secrets.
    func buildLeaksNothing(_ w: Workspace, run: String, endpoint: String) async throws -> String {
        let site = w.temp.url.appendingPathComponent("site-\(run)"), cache = w.temp.url.appendingPathComponent("cache-\(run)")
        let result = try await VitrineProcess.run(["build", w.library.root.path, "-o", site.path, "--cache", cache.path, "--formats", "jpeg",
                                                   "--remote-cache", "s3://renders/gallery"], environment: environment(endpoint: endpoint))
        #expect(result.status == 0, "\(result.errors)")
        let printed = result.output + result.errors
        for secret in [Self.secret, Self.token, Self.userinfo] {
            #expect(!printed.contains(secret), "\(run): printed \(secret): \(printed)")
            for folder in [site, cache] {
                let found = try Self.files(containing: Array(secret.utf8), under: folder)
                #expect(found.isEmpty, "\(run): \(secret) in \(found)")
            }
        }
        return printed
    }

    @Test func noErrorPathPrintsTheSecretTheTokenOrTheUserinfo() async throws {
        let w = try Workspace.threePhotos()
        defer { w.temp.remove() }
        // Every header line echoed into <Code>: the old filter printed "XAmzSecurityToken<token>".
        let echoing = try Self.echoingStore(status: 403) { $0.headerLines.joined(separator: "\n") }
        defer { echoing.stop() }
        let printed = try await buildLeaksNothing(w, run: "echo", endpoint: "http://vitrine:\(Self.userinfo)@127.0.0.1:\(echoing.port)")
        #expect(printed.contains("remote render cache not used: the store answered HTTP 403 (unlisted error code)"), "\(printed)")
        // The store was asked, with the token: it had it to echo.
        #expect(echoing.received.contains { $0.header("x-amz-security-token") == Self.token })

        // The token alone as the code, on another status.
        let tokenAsCode = try Self.echoingStore(status: 400) { $0.header("x-amz-security-token") ?? "" }
        defer { tokenAsCode.stop() }
        let second = try await buildLeaksNothing(w, run: "token", endpoint: "http://127.0.0.1:\(tokenAsCode.port)")
        #expect(second.contains("HTTP 400 (unlisted error code)"), "\(second)")
        #expect(!tokenAsCode.received.isEmpty)

        // An endpoint the client refuses is named in the warning, without its userinfo.
        let refused = try await buildLeaksNothing(w, run: "scheme", endpoint: "ftp://vitrine:\(Self.userinfo)@127.0.0.1:9")
        #expect(refused.contains("got 'ftp://***@127.0.0.1:9'"), "\(refused)")
    }

    /// Paths under `folder` of the files whose bytes contain `needle`.
    static func files(containing needle: [UInt8], under folder: URL) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var found: [String] = []
        while let path = walker.nextObject() as? String {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else { continue }
            if data.range(of: Data(needle)) != nil { found.append(path) }
        }
        return found
    }
}
