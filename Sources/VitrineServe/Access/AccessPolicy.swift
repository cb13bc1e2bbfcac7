/// Who may do what on the preview server, checked before any route runs: the Host must name this server, an
/// Origin (when a browser sends one) must be this server's, and the per-run token (query once, then a
/// SameSite=Strict cookie) is needed for writes always and for reads when the server is reachable beyond loopback.
public struct AccessPolicy: Sendable {
    public let hosts: AllowedHosts
    public let token: AccessToken
    public let tokenRequiredForReads: Bool
    /// Per port: cookies are shared by every port of a host, and two previews may run at once.
    public let cookieName: String

    public init(hosts: AllowedHosts, token: AccessToken, port: UInt16, tokenRequiredForReads: Bool) {
        self.hosts = hosts
        self.token = token
        self.tokenRequiredForReads = tokenRequiredForReads
        cookieName = "vitrine-token-\(port)"
    }

    /// Whether the request carries the token: the cookie, or the header a script may set.
    public func hasToken(_ request: HTTPRequest) -> Bool {
        token.matches(request.cookie(cookieName)) || token.matches(request.header("X-Vitrine-Token"))
    }

    /// Whether the request comes from a page of this server: its Origin is ours, and a browser that says where
    /// it comes from (Sec-Fetch-Site) says the same origin. `required`: a missing Origin fails (writes; browsers
    /// send one on every POST).
    public func isSameOrigin(_ request: HTTPRequest, required: Bool) -> Bool {
        if let site = request.header("Sec-Fetch-Site"), site != "same-origin", site != "none" { return false }
        guard let origin = request.header("Origin") else { return !required }
        return hosts.allows(origin: origin)
    }

    /// The cookie that hands the token to the browser.
    func cookie() -> String {
        "\(cookieName)=\(token.value); Path=/; HttpOnly; SameSite=Strict"
    }
}
