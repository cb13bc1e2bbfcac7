import Foundation
import VitrineCore
import VitrineSite

/// Maps a request path to a file inside the site folder, refusing anything that would leave it:
/// `..` (plain or percent-encoded), hidden names, and symlinks that resolve outside the site.
public struct SiteFileResolver: Sendable {
    public let root: URL
    /// The containment check the site writer and the scan use (symlinks resolved by the kernel).
    let boundary: FolderBoundary

    public init(root: URL) {
        let folder = root.standardizedFileURL.path
        boundary = FolderBoundary(folder) ?? FolderBoundary(realRoot: folder)
        self.root = URL(fileURLWithPath: boundary.realRoot)
    }

    public enum Resolution: Equatable, Sendable {
        case file(URL)
        /// A folder requested without its trailing slash: redirect so relative links resolve.
        case redirect(String)
        case notFound
        case forbidden
    }

    /// `path` is the raw request path, possibly percent-encoded.
    public func resolve(_ path: String) -> Resolution {
        let withoutQuery = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
        guard let decoded = withoutQuery.removingPercentEncoding, !decoded.contains("\0") else { return .forbidden }
        let parts = decoded.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        for part in parts where part == ".." || part == "." || part.hasPrefix(".") || part.contains("\\") {
            return .forbidden
        }
        var url = root
        for part in parts { url.appendPathComponent(part) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return .notFound }
        if isDirectory.boolValue {
            guard decoded.hasSuffix("/") || decoded.isEmpty else { return .redirect(HTTPRequest.sameServer(withoutQuery + "/")) }
            url.appendPathComponent("index.html")
            guard FileManager.default.fileExists(atPath: url.path) else { return .notFound }
        }
        // Every link resolved by the kernel: what is served is what lies inside the site, whatever links it took.
        guard case .inside(let real) = boundary.resolve(url.path), real != boundary.realRoot else { return .forbidden }
        return .file(URL(fileURLWithPath: real))
    }

    /// Content type by extension, the rule deploy and `_headers` follow (`SiteHeaders`): what the preview serves is
    /// what the published site will be served as. Unknown kinds are served as bytes.
    public static func contentType(for url: URL) -> String {
        SiteHeaders.contentType(for: url.lastPathComponent)
    }
}
