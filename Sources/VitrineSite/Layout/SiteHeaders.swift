/// The HTTP headers a host should send with each file of a site: its Content-Type and how long it may be cached.
/// The one place that decides caching, shared by `vitrine deploy` (object headers) and the `_headers` file the build
/// writes for Netlify and Cloudflare Pages, so both follow the site's own naming rules.
public enum SiteHeaders {
    /// Folders whose files are named by their content (`ImagePaths`, `VideoPaths`: the content hash and the render
    /// settings; `assets/`: the theme's files with their FNV hash; `originals/`: the content hash): a name never
    /// gets other bytes, so a browser may keep them for a year without asking.
    public static let contentNamedFolders = [ImagePaths.folder + "/", SiteLayout.assetsDirectory, "originals/"]

    /// For content-named files.
    public static let immutable = "public, max-age=31536000, immutable"
    /// For pages, feeds and indexes, which a rebuild rewrites under the same name: five minutes, then asked again.
    public static let revalidate = "public, max-age=300, must-revalidate"

    /// True for a site-relative path (`images/ab/...jpg`) in a content-named folder.
    public static func isContentNamed(_ path: String) -> Bool {
        contentNamedFolders.contains { path.hasPrefix($0) }
    }

    public static func cacheControl(for path: String) -> String {
        isContentNamed(path) ? immutable : revalidate
    }

    /// The Content-Type by the file's extension (the site's only kinds, plus what originals may be); unknown
    /// kinds are `application/octet-stream`, which no browser runs or renders as a page.
    public static func contentType(for path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name == "feed.xml" { return "application/atom+xml" }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "application/octet-stream" }
        return types[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }

    /// True for the text kinds worth compressing (pages, styles, scripts, indexes, feeds, SVG, captions); never
    /// for images, videos or archives, whose formats are compressed already.
    public static func isCompressible(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return compressible.contains(path[path.index(after: dot)...].lowercased())
    }

    private static let compressible: Set<String> = ["html", "css", "js", "json", "xml", "svg", "txt", "webmanifest", "vtt"]

    /// True for the files a visitor opens by address (pages, feeds, indexes and every other file that names others):
    /// deploy uploads them after the content-named files, so a page never names an image not yet there.
    public static func isPage(_ path: String) -> Bool { !isContentNamed(path) }

    private static let types: [String: String] = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "json": "application/json", "xml": "application/xml", "webmanifest": "application/manifest+json",
        "txt": "text/plain; charset=utf-8", "vtt": "text/vtt; charset=utf-8", "svg": "image/svg+xml", "ico": "image/x-icon",
        "jpg": "image/jpeg", "jpeg": "image/jpeg", "webp": "image/webp", "avif": "image/avif", "png": "image/png",
        "gif": "image/gif", "heic": "image/heic", "heif": "image/heif", "tif": "image/tiff", "tiff": "image/tiff",
        "mp4": "video/mp4", "m4v": "video/mp4", "mov": "video/quicktime", "webm": "video/webm", "zip": "application/zip",
    ]

    /// The `_headers` file (Netlify, Cloudflare Pages): the year-long rule for each content-named folder. Pages get
    /// no rule: both hosts join the values of every rule a path matches, so a catch-all `/*` would add its
    /// Cache-Control to the images' own; their default for everything else is already to revalidate.
    public static func headersFile() -> String {
        contentNamedFolders.map { "/\($0)*\n  Cache-Control: \(immutable)\n" }.joined()
    }

    /// Where the build writes `headersFile()` when the settings ask for it.
    public static let headersFileName = "_headers"
}
