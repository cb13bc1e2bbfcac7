import Foundation

/// Serves a built site over HTTP on 127.0.0.1 under a sub-path (`/photos/`), the way GitHub Pages serves a
/// project site, with Python's `http.server`. The process stops when this object goes away.
public final class StaticSiteServer: @unchecked Sendable {
    /// The site's address, ending in `/`: `http://127.0.0.1:PORT/photos/`.
    public let baseURL: URL
    private let process: Process
    private let root: TemporaryDirectory

    /// Serves `site` at `http://127.0.0.1:PORT/<subPath>/`.
    public init(site: URL, subPath: String = "photos") throws {
        root = try TemporaryDirectory("vitrine-serve-root")
        try FileManager.default.createSymbolicLink(at: root.url.appendingPathComponent(subPath),
                                                   withDestinationURL: site.standardizedFileURL)
        let port = FreePort.next()
        process = try TiedProcess.start(["/usr/bin/env", "python3", "-m", "http.server", String(port),
                                         "--bind", "127.0.0.1", "--directory", root.url.path])
        baseURL = URL(string: "http://127.0.0.1:\(port)/\(subPath)/")!
        guard FreePort.waitUntilListening(port) else {
            TiedProcess.stop(process)
            throw WebDriverError.startTimeout("python3 -m http.server")
        }
    }

    /// The address of a page, given relative to the site root (`albums/x/index.html`).
    public func url(_ path: String = "") -> String { baseURL.absoluteString + path }

    deinit {
        TiedProcess.stop(process)
        root.remove()
    }
}
