import Foundation
import TestSupport
import VitrineServe

/// A small site in a temp folder, served in process by a `PreviewServer` on a free loopback port, with a secret
/// beside it (outside the site) that no request may read.
final class ServedSite: Sendable {
    static let secret = "TOP-SECRET-OUTSIDE-THE-SITE"
    let temp: TemporaryDirectory
    let site: URL
    let server: PreviewServer
    var port: UInt16 { server.port }

    init(host: String = "127.0.0.1", limits: ServerLimits = ServerLimits(), token: AccessToken = .random(),
         routes: (inout Router) -> Void = { _ in }) throws {
        temp = try TemporaryDirectory()
        site = temp.url.appendingPathComponent("site")
        let files = FileManager.default
        try files.createDirectory(at: site.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data("<!doctype html><html><body><p>home</p></body></html>".utf8).write(to: site.appendingPathComponent("index.html"))
        try Data([0xFF, 0xD8, 0xFF, 0xD9]).write(to: site.appendingPathComponent("images/a.jpg"))
        try files.createDirectory(at: temp.url.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try Data(Self.secret.utf8).write(to: temp.url.appendingPathComponent("outside/secret.html"))
        server = try PreviewServer(site: site, host: host, port: 0, token: token, limits: limits, routes: routes)
        // Started here, not from a task: under the whole suite the cooperative pool can be busy for longer than
        // the clients' timeouts.
        server.start()
    }

    /// Links `name` in the site to `target` outside it.
    func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(at: site.appendingPathComponent(name),
                                                   withDestinationURL: temp.url.appendingPathComponent(target))
    }

    func connect(timeout: Double = 30) throws -> RawHTTPConnection {
        try RawHTTPConnection(port: port, timeout: timeout)
    }

    /// One request on a fresh connection.
    func ask(_ target: String, method: String = "GET", headers: [String] = [], body: [UInt8] = []) throws -> RawHTTPConnection.Response {
        let connection = try connect()
        connection.send(RawHTTPConnection.request(method, target, port: port, headers: headers, body: body))
        guard let response = try connection.readResponse() else { throw RawHTTPConnection.Failure(description: "no answer to \(target)") }
        return response
    }

    func stop() {
        server.stop()
        temp.remove()
    }
}
