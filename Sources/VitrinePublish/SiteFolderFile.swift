import Foundation
import VitrineCore
import VitrineRemote
import VitrineSite

/// One file of the site folder to publish: its site-relative path, size and MD5 (what an S3 ETag holds).
public struct SiteFolderFile: Sendable, Hashable {
    public var path: String
    public var size: Int
    public var md5: String

    public init(path: String, size: Int, md5: String) {
        self.path = path
        self.size = size
        self.md5 = md5
    }

    /// Every regular file under `site`, sorted by path, each read once for its MD5. Symbolic links are left out
    /// (the build writes none; one put there by hand could point anywhere), and so is `_headers`, which is for other
    /// hosts and would be a readable file here.
    public static func listing(of site: URL) throws(DeployError) -> [SiteFolderFile] {
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
            guard let bytes = FileManager.default.contents(atPath: full) else { throw .site("\(full): cannot be read") }
            files.append(SiteFolderFile(path: path, size: bytes.count, md5: MD5.hex([UInt8](bytes))))
        }
        return files.sorted { $0.path < $1.path }
    }
}
