import VitrineRemote
import VitrineSite

/// What a deploy does, worked out before anything changes: the files to upload in their order, those already
/// stored, and the objects to delete. Pure (site files and a listing in, a plan out), so `--dry-run` prints the
/// same plan a deploy carries out.
public struct DeployPlan: Sendable, Equatable {
    /// Content-named files first (images, videos, assets), then pages, feeds and indexes: a page goes up only after
    /// every file it names, so a visitor never gets a page whose pictures are missing.
    public var uploads: [SiteFolderFile]
    public var unchanged: [SiteFolderFile]
    /// Keys under the prefix that the site no longer has (only filled with `--delete`); deleted last.
    public var deletions: [String]

    /// `prefix` is the location's prefix ("" for the whole bucket). A stored object counts only when its key is
    /// under `prefix + "/"`: a listing that strays (a store that ignores the prefix parameter) never adds a key
    /// outside it to the deletions.
    public init(site: [SiteFolderFile], stored: [S3Client.StoredObject], prefix: String, delete: Bool) {
        let scope = prefix.isEmpty ? "" : prefix + "/"
        var byPath: [String: S3Client.StoredObject] = [:]
        for object in stored where object.key.hasPrefix(scope) {
            byPath[String(object.key.dropFirst(scope.count))] = object
        }
        var uploads: [SiteFolderFile] = []
        var unchanged: [SiteFolderFile] = []
        for file in site {
            // A multipart ETag (with a `-`) is never a file's MD5: such an object is uploaded again, whole.
            if let object = byPath[file.path], object.size == file.size, object.etag.lowercased() == file.md5 {
                unchanged.append(file)
            } else {
                uploads.append(file)
            }
        }
        let contentNamed = uploads.filter { SiteHeaders.isContentNamed($0.path) }
        self.uploads = contentNamed + uploads.filter { !SiteHeaders.isContentNamed($0.path) }
        self.unchanged = unchanged
        let kept = Set(site.map(\.path))
        deletions = delete ? byPath.keys.filter { !$0.isEmpty && !kept.contains($0) }.sorted().map { scope + $0 } : []
    }

    /// The bytes the uploads send.
    public var uploadBytes: Int { uploads.reduce(0) { $0 + $1.size } }

    /// The site paths a CDN must forget (`--changed-paths`): the pages uploaded or deleted, each as `/PATH`, and
    /// a folder's `/DIR/` beside its `index.html`. Content-named files never change under their name.
    public func changedPaths(prefix: String) -> [String] {
        let scope = prefix.isEmpty ? "" : prefix + "/"
        let pages = uploads.map(\.path) + deletions.map { String($0.dropFirst(scope.count)) }
        var paths: [String] = []
        for page in pages where !SiteHeaders.isContentNamed(page) {
            paths.append("/" + page)
            if page == "index.html" || page.hasSuffix("/index.html") { paths.append("/" + page.dropLast("index.html".count)) }
        }
        return paths.sorted()
    }
}
