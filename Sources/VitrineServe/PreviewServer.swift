import FlyingFox
import Foundation

/// `vitrine serve`'s HTTP side: the site folder as it is, plus a reload script injected into HTML responses.
/// The script is never written into the site.
public final class PreviewServer: Sendable {
    /// Where the injected script connects; outside any path the site can have (site names never start with `__`).
    static let reloadPath = "/__vitrine/reload"
    static let reloadScript = """
        <script>(function(){var p=location.protocol==='https:'?'wss:':'ws:';function c(){var s=new WebSocket(p+'//'+location.host+'\(reloadPath)');s.onmessage=function(e){if(e.data==='reload')location.reload();};s.onclose=function(){setTimeout(c,1000);};}c();})();</script>
        """

    private let server: HTTPServer
    private let broadcaster = ReloadBroadcaster()
    public let resolver: SiteFileResolver

    public init(site: URL, host: String, port: UInt16) throws {
        resolver = SiteFileResolver(root: site)
        let address: sockaddr_in = try .inet(ip4: host, port: port)
        server = HTTPServer(address: address, logger: .disabled)
    }

    /// Serves until cancelled, on the server's own executor (see `DispatchExecutor`).
    public func run() async throws {
        try await withTaskExecutorPreference(DispatchExecutor.server) {
            let resolver = self.resolver
            await server.appendRoute(HTTPRoute(stringLiteral: "GET \(Self.reloadPath)"), to: .webSocket(ReloadSocketHandler(broadcaster: broadcaster)))
            await server.appendRoute("GET,HEAD *") { request in Self.respond(to: request.target.path(percentEncoded: true), resolver: resolver) }
            try await server.run()
        }
    }

    /// Runs `body` on the server's executor: a caller that talks to the server (a test, say) then needs no thread
    /// from the shared pool, which builds in the same process may be filling.
    public static func onServerExecutor<Result: Sendable>(_ body: () async throws -> Result) async throws -> Result {
        try await withTaskExecutorPreference(DispatchExecutor.server, operation: body)
    }

    /// Waits until the socket listens, at most `seconds`.
    public func waitUntilListening(seconds: Double = 60) async throws {
        try await server.waitUntilListening(timeout: seconds)
    }

    /// The port actually bound (useful with port 0).
    public var port: UInt16? {
        get async {
            guard case let .ip4(_, port) = await server.listeningAddress else { return nil }
            return port
        }
    }

    /// Asks every open page to reload.
    public func reloadClients() async {
        await broadcaster.broadcastReload()
    }

    public func stop() async {
        await server.stop(timeout: 1)
    }

    static func respond(to path: String, resolver: SiteFileResolver) -> HTTPResponse {
        switch resolver.resolve(path) {
        case .forbidden:
            return HTTPResponse(statusCode: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"], body: Data("Forbidden\n".utf8))
        case .redirect(let location):
            return HTTPResponse(statusCode: .movedPermanently, headers: HTTPHeaders([.location: location]), body: Data())
        case .notFound:
            let page = resolver.root.appendingPathComponent("404.html")
            let body = (try? Data(contentsOf: page)) ?? Data("Not found\n".utf8)
            return HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/html; charset=utf-8"], body: injected(body))
        case .file(let url):
            guard var body = try? Data(contentsOf: url) else {
                return HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: Data("Not found\n".utf8))
            }
            let type = SiteFileResolver.contentType(for: url)
            if type.hasPrefix("text/html") { body = injected(body) }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: type, .cacheControl: "no-cache"], body: body)
        }
    }

    /// Adds the reload script before `</body>` (or at the end).
    static func injected(_ html: Data) -> Data {
        guard var text = String(data: html, encoding: .utf8) else { return html }
        if let range = text.range(of: "</body>", options: .backwards) {
            text.insert(contentsOf: reloadScript, at: range.lowerBound)
        } else {
            text += reloadScript
        }
        return Data(text.utf8)
    }
}
