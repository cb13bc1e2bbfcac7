import Foundation

/// One parsed HTTP/1.1 request: what the server's router and access checks see.
public struct HTTPRequest: Sendable {
    public var method: String
    /// The request target as sent (origin form: path and query, still percent-encoded).
    public var target: String
    public var version: String
    /// Header fields in arrival order; names as sent.
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    /// The target before `?`.
    public var path: String { String(target.prefix { $0 != "?" }) }

    /// The value of the query parameter `name` (first one), percent-decoded.
    public func query(_ name: String) -> String? {
        guard let mark = target.firstIndex(of: "?") else { return nil }
        for pair in target[target.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.first == Substring(name) {
                return parts.count > 1 ? String(parts[1]).removingPercentEncoding : ""
            }
        }
        return nil
    }

    /// The target with the query parameter `name` taken out (for the redirect after a token is exchanged).
    public func target(removing name: String) -> String {
        guard let mark = target.firstIndex(of: "?") else { return target }
        let kept = target[target.index(after: mark)...].split(separator: "&").filter {
            $0.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first != Substring(name)
        }
        return kept.isEmpty ? path : path + "?" + kept.joined(separator: "&")
    }

    /// `target` as a path on this server: a target starting `//` or `/\\` would be another host's address to a
    /// browser following a redirect (`//albums/` is http://albums/), so the run of slashes becomes one.
    public static func sameServer(_ target: String) -> String {
        "/" + target.drop { $0 == "/" || $0 == "\\" }
    }

    /// The first header named `name` (case-insensitive).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// How many headers are named `name`.
    func count(of name: String) -> Int {
        headers.reduce(0) { $0 + ($1.name.lowercased() == name.lowercased() ? 1 : 0) }
    }

    /// The cookie `name` from the Cookie headers.
    public func cookie(_ name: String) -> String? {
        for header in headers where header.name.lowercased() == "cookie" {
            for pair in header.value.split(separator: ";") {
                let parts = pair.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0] == Substring(name) { return String(parts[1]) }
            }
        }
        return nil
    }

    /// Whether the client asked to keep the connection open after this request.
    var keepsAlive: Bool {
        let connection = header("Connection")?.lowercased() ?? ""
        if version == "HTTP/1.0" { return connection.contains("keep-alive") }
        return !connection.contains("close")
    }
}
