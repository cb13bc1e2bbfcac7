/// Routes requests after the access checks every one of them passes (`AccessPolicy`). Reads (GET, HEAD) go to
/// a named route or the fallback (the site's files); writes are POST routes taking JSON, which the curation API
/// (issue 29) adds with `post`: they need the token cookie, a same-origin Origin and a JSON body under the cap.
public struct Router: Sendable {
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPServer.Reply

    struct Route: Sendable {
        var method: String
        var path: String
        var handler: Handler
    }

    let policy: AccessPolicy
    private var routes: [Route] = []
    private let fallback: Handler

    /// `fallback` answers GET and HEAD requests no route names.
    public init(policy: AccessPolicy, fallback: @escaping Handler) {
        self.policy = policy
        self.fallback = fallback
    }

    /// A read at `path`; the reload channel is one.
    public mutating func get(_ path: String, _ handler: @escaping Handler) {
        routes.append(Route(method: "GET", path: path, handler: handler))
    }

    /// A JSON write at `path`: reached only with the token, from this server's own pages.
    public mutating func post(_ path: String, _ handler: @escaping Handler) {
        routes.append(Route(method: "POST", path: path, handler: handler))
    }

    /// Checks, then routes: the server's handler.
    public func handle(_ request: HTTPRequest) -> HTTPServer.Reply {
        if let refused = refusal(request) { return .response(refused) }
        if let exchanged = tokenExchange(request) { return .response(exchanged) }
        let path = request.path
        let named = routes.filter { $0.path == path }
        if request.method == "POST" {
            guard let route = named.first(where: { $0.method == "POST" }) else {
                return .response(.text(405, "Method not allowed"))
            }
            return writeRefusal(request).map { .response($0) } ?? route.handler(request)
        }
        guard request.method == "GET" || request.method == "HEAD" else { return .response(.text(405, "Method not allowed")) }
        if let route = named.first(where: { $0.method == "GET" }) { return route.handler(request) }
        return fallback(request)
    }

    /// What every request must pass: a Host naming this server, no foreign Origin, and the token when reads need it.
    func refusal(_ request: HTTPRequest) -> HTTPResponse? {
        guard policy.hosts.allows(host: request.header("Host")) else { return .text(403, "Forbidden: unknown Host") }
        if let origin = request.header("Origin"), !policy.hosts.allows(origin: origin) { return .text(403, "Forbidden: foreign Origin") }
        if policy.tokenRequiredForReads, !policy.hasToken(request), request.query("token") == nil {
            return .text(403, "Forbidden: open the address vitrine serve printed, with its token")
        }
        return nil
    }

    /// A request with `?token=`: the right token becomes the cookie, and the address is loaded again without it
    /// (so it leaves the address bar and the history); a wrong one is refused.
    func tokenExchange(_ request: HTTPRequest) -> HTTPResponse? {
        guard let given = request.query("token") else { return nil }
        guard policy.token.matches(given) else { return .text(403, "Forbidden: wrong token") }
        var response = HTTPResponse.redirect(HTTPRequest.sameServer(request.target(removing: "token")))
        response.headers.append(("Set-Cookie", policy.cookie()))
        return response
    }

    /// What a write must also pass.
    func writeRefusal(_ request: HTTPRequest) -> HTTPResponse? {
        guard policy.isSameOrigin(request, required: true) else { return .text(403, "Forbidden: writes come from the preview's own pages") }
        guard policy.hasToken(request) else { return .text(403, "Forbidden: no token") }
        let type = request.header("Content-Type")?.lowercased() ?? ""
        guard type == "application/json" || type.hasPrefix("application/json;") else { return .text(415, "JSON only") }
        return nil
    }
}
