import Foundation
import VitrineCore
import VitrineRemote
import VitrineSite

/// One file of the site folder to publish: its site-relative path, and the size and MD5 (what an S3 ETag holds) of
/// the bytes its object holds: the file's, or their gzip when `encoding` says so.
public struct SiteFolderFile: Sendable, Hashable {
    public var path: String
    public var size: Int
    public var md5: String
    /// The object's `Content-Encoding` (`gzip`), nil when it holds the file as it is.
    public var encoding: String?

    public init(path: String, size: Int, md5: String, encoding: String? = nil) {
        self.path = path
        self.size = size
        self.md5 = md5
        self.encoding = encoding
    }

    /// The bytes to store for the file at `path` under `site`: read whole, then compressed when `encoding` is gzip.
    static func body(_ path: String, in site: URL, encoding: String?) throws(DeployError) -> [UInt8] {
        let full = site.appendingPathComponent(path).path
        guard let data = FileManager.default.contents(atPath: full) else { throw .site("\(full): cannot be read") }
        guard encoding != nil else { return [UInt8](data) }
        let compressed: [UInt8]?
        do { compressed = try Gzip.compress([UInt8](data)) } catch { throw .site("--compress gzip: \(error)") }
        guard let compressed else { throw .site("\(full): cannot be compressed (out of memory?)") }
        return compressed
    }

    /// Every regular file under `site`, sorted by path, each read once for its MD5. Symbolic links are left out
    /// (the build writes none; one put there by hand could point anywhere), and so is `_headers`, which is for other
    /// hosts and would be a readable file here.
    /// `compression` decides which files are stored compressed (their MD5 is that of the compressed bytes).
    public static func listing(of site: URL, compression: DeployCompression = .none) throws(DeployError) -> [SiteFolderFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: site.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .site("\(site.path): no such folder; build the site first (vitrine build LIBRARY -o \(site.path))")
        }
        var files: [SiteFolderFile] = []
        guard let walker = FileManager.default.enumerator(at: site, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey]) else {
            throw .site("\(site.path): cannot be read")
        }
        let root = site.standardizedFileURL.path
        for case let url as URL in walker {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            guard values?.isSymbolicLink != true, values?.isRegularFile == true else { continue }
            let full = url.standardizedFileURL.path
            guard full.hasPrefix(root + "/") else { continue }
            let path = String(full.dropFirst(root.count + 1))
            if path == SiteHeaders.headersFileName { continue }
            let encoding = compression.encoding(for: path)
            let bytes = try body(path, in: site, encoding: encoding)
            files.append(SiteFolderFile(path: path, size: bytes.count, md5: MD5.hex(bytes), encoding: encoding))
        }
        return files.sorted { $0.path < $1.path }
    }
}
