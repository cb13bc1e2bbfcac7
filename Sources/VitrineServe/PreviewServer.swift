import Foundation
import VitrineCore

/// `vitrine serve`'s HTTP side: the site folder as it is, plus a reload script injected into HTML responses (never
/// written into the site), on Vitrine's own small HTTP/1.1 server (`HTTPServer`), behind `Router`'s access checks.
public final class PreviewServer: Sendable {
    /// Where the injected script connects; outside any path the site can have (site names never start with `__`).
    static let reloadPath = "/__vitrine/reload"
    static let reloadScript = """
        <script>(function(){var p=location.protocol==='https:'?'wss:':'ws:';function c(){var s=new WebSocket(p+'//'+location.host+'\(reloadPath)');s.onmessage=function(e){if(e.data!=='reload')return;if(window.vitrineHoldReload)window.vitrineReloadPending=1;else location.reload();};s.onclose=function(){setTimeout(c,1000);};}c();})();</script>
        """

    public let resolver: SiteFileResolver
    public let server: HTTPServer
    public let router: Router
    public let host: String

    /// The editor's script, added to pages beside the reload script when the preview edits (never in a site).
    static let curateScript = "<script src=\"\(CurationAPI.scriptPath)\" defer></script>"

    /// Binds at once (a taken port fails here). `curation`, when given, adds the curation API and its script to the
    /// pages (edit mode); `routes` adds routes to the router.
    public init(site: URL, host: String, port: UInt16, token: AccessToken = .random(), limits: ServerLimits = ServerLimits(),
                curation: CurationAPI? = nil, routes: (inout Router) -> Void = { _ in }) throws {
        let resolver = SiteFileResolver(root: site)
        self.resolver = resolver
        self.host = host
        server = try HTTPServer(host: host, port: port, limits: limits)
        let policy = AccessPolicy(hosts: AllowedHosts(host: host, port: server.port), token: token, port: server.port,
                                  tokenRequiredForReads: !server.isLoopback)
        let scripts = Self.reloadScript + (curation == nil ? "" : Self.curateScript)
        var router = Router(policy: policy) { request in
            .response(Self.respond(to: request.target, range: request.header("Range"), resolver: resolver, scripts: scripts))
        }
        curation?.install(on: &router)
        router.get(Self.reloadPath) { request in
            guard policy.isSameOrigin(request, required: false) else { return .response(.text(403, "Forbidden: foreign page")) }
            guard let upgrade = WebSocketHandshake.accept(request) else { return .response(.text(400, "WebSocket only")) }
            return .channel(upgrade)
        }
        routes(&router)
        self.router = router
    }

    /// The port bound (useful with port 0).
    public var port: UInt16 { server.port }
    /// Whether only this machine can reach the server.
    public var isLoopback: Bool { server.isLoopback }

    /// The address to open: with the token, which the first visit turns into a cookie.
    public var address: String {
        "http://\(AllowedHosts.bracketed(host)):\(port)/?token=\(router.policy.token.value)"
    }

    /// Starts serving at once, on the server's own thread (see `HTTPServer.start(handler:)`); `finished()` waits for
    /// the end.
    public func start() {
        server.start(handler: router.handle)
    }

    /// Returns when the server has stopped.
    public func finished() async {
        await server.finished()
    }


    /// Asks every open page to reload.
    public func reloadClients() {
        server.push(WebSocketHandshake.textFrame("reload"))
    }

    public func stop() {
        server.stop()
    }

    /// The site's file at `path`, or the byte range of it a `Range` header asks (pages, which get the reload script,
    /// are always sent whole).
    static func respond(to path: String, range: String? = nil, resolver: SiteFileResolver, scripts: String = reloadScript) -> HTTPResponse {
        switch resolver.resolve(path) {
        case .forbidden:
            return .text(403, "Forbidden")
        case .redirect(let location):
            return .redirect(location, status: 301)
        case .notFound:
            // The 404 page passes the same checks as any other file: a symlink out of the site is not served.
            var response = HTTPResponse.text(404, "Not found")
            if case .file(let page) = resolver.resolve("/404.html"), let body = try? FileIO.read(page.path, limit: 1 << 20) {
                response = HTTPResponse(status: 404, headers: [("Content-Type", "text/html; charset=utf-8")], body: injected(body, scripts: scripts))
            }
            return response
        case .file(let url):
            let type = SiteFileResolver.contentType(for: url)
            if type.hasPrefix("text/html") {
                guard let body = try? FileIO.read(url.path, limit: FileIO.photoLimit) else { return .text(404, "Not found") }
                return HTTPResponse(status: 200, headers: [("Content-Type", type), ("Cache-Control", "no-cache")], body: injected(body, scripts: scripts))
            }
            return fileResponse(url, type: type, range: range)
        }
    }

    /// A file that is not a page: whole, or the one range asked of it.
    static func fileResponse(_ url: URL, type: String, range: String?) -> HTTPResponse {
        guard let status = FileStatus.of(url.path, followingLinks: true), status.kind == .file,
              status.size <= Int64(FileIO.photoLimit) else { return .text(404, "Not found") }
        let size = Int(status.size)
        var headers = [("Content-Type", type), ("Cache-Control", "no-cache"), ("Accept-Ranges", "bytes")]
        switch ByteRange(header: range, size: size) {
        case .whole:
            guard let body = try? FileIO.read(url.path, limit: FileIO.photoLimit) else { return .text(404, "Not found") }
            return HTTPResponse(status: 200, headers: headers, body: body)
        case .unsatisfiable:
            return HTTPResponse(status: 416, headers: [("Content-Range", "bytes */\(size)")])
        case .bytes(let bytes):
            guard let body = try? FileIO.read(url.path, offset: bytes.lowerBound, count: bytes.count), !body.isEmpty else {
                return HTTPResponse(status: 416, headers: [("Content-Range", "bytes */\(size)")])  // it shrank
            }
            headers.append(("Content-Range", "bytes \(bytes.lowerBound)-\(bytes.lowerBound + body.count - 1)/\(size)"))
            return HTTPResponse(status: 206, headers: headers, body: body)
        }
    }

    /// Adds the reload script (and the editor's, in edit mode) before `</body>` (or at the end).
    static func injected(_ html: [UInt8], scripts: String = reloadScript) -> [UInt8] {
        guard var text = String(validating: html, as: UTF8.self) else { return html }
        if let range = text.range(of: "</body>", options: .backwards) {
            text.insert(contentsOf: scripts, at: range.lowerBound)
        } else {
            text += scripts
        }
        return Array(text.utf8)
    }
}
