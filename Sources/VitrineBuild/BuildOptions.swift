import Foundation
import VitrineLibrary

/// What `vitrine build` was asked to do.
public struct BuildOptions: Sendable {
    public var library: URL
    public var site: URL
    /// Where the catalog lives; `LIBRARY/.vitrine` when nil.
    public var cache: URL?
    /// Render jobs in flight at once.
    public var jobs: Int
    public var formats: [ImageFormat]
    /// Print why each file was (re)made.
    public var explain: Bool
    /// Leave the build's large tables for the process exit to reclaim instead of freeing them object by object
    /// (a compiler's `-disable-free`): a second on a no-op rebuild of 100,000 photos. Only for a process that
    /// ends after the build, such as the command line; long-lived callers leave it off.
    public var leavesMemoryToProcessExit = false
    /// Render only this share of the images and write no pages (`--shard I/N`); nil for a whole build.
    public var shard: Shard?
    /// Fetch renders from, and upload them to, an S3-compatible store (`--remote-cache`); nil for none.
    public var remoteCache: RemoteCacheOptions?
    /// The program whose hidden `decode-worker` command decodes every format but JPEG and WebP in worker processes
    /// (`DecoderWorkers`), so that a decoder's crash or hang costs one file, not the build: the command line's own
    /// executable. Nil decodes in this process (tests that build in-process).
    public var decoderWorker: String?
    /// Set for the build of one private album's plain copy (`PrivateStage`): its folder is the library, nothing in
    /// it is left out as private, and it takes the enclosing site's settings (`inheritedSettings`).
    var insidePrivateAlbum = false
    var inheritedSettings: SiteSettings?
    /// Where private albums' secrets are read (`VITRINE_SECRET`, each album's `passwordEnv`): the process's
    /// environment, unless a caller (a test) gives its own. Never written or hashed into the stamp.
    public var environment = ProcessInfo.processInfo.environment

    public init(library: URL, site: URL, cache: URL? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                formats: [ImageFormat] = [.webp, .jpeg], explain: Bool = false) {
        self.library = library.standardizedFileURL
        self.site = site.standardizedFileURL
        self.cache = cache?.standardizedFileURL
        self.jobs = max(1, jobs)
        self.formats = formats.isEmpty ? [.jpeg] : formats
        self.explain = explain
    }

    /// The site folder when none is given: `LIBRARY/public` (as Hugo's), which the scan never reads.
    public static func defaultSite(library: URL) -> URL {
        library.appendingPathComponent(defaultSiteName, isDirectory: true)
    }

    /// The default site folder's name inside the library.
    public static let defaultSiteName = "public"

    /// The cache folder actually used.
    public var cacheDirectory: URL {
        cache ?? library.appendingPathComponent(".vitrine", isDirectory: true)
    }
}
