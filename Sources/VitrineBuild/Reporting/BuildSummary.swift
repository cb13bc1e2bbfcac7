import VitrineLibrary

/// What a build did, for the closing summary and for tests.
public struct BuildSummary: Sendable {
    /// Published photos (hidden ones not counted), videos included.
    public var photos = 0
    /// Of `photos`, the videos.
    public var videos = 0
    public var imagesWritten = 0
    public var imagesReused = 0
    public var pagesWritten = 0
    public var pagesUnchanged = 0
    /// Pages rendered this build: those whose inputs changed or whose file was not as the last build left it.
    /// The others were neither rendered nor read.
    public var pagesRendered = 0
    public var filesDeleted = 0
    /// Album archives (downloads) written by this build.
    public var archivesWritten = 0
    /// Files of private albums sealed this build (docs/private-albums.md): unchanged ones are not sealed again.
    public var filesSealed = 0
    /// Source files whose bytes were read (hashed or rendered) this build.
    public var filesRead = 0
    /// Photos checked out as Git LFS pointers whose bytes this build fetched (`git lfs pull`) to read them.
    public var photosFetchedFromLFS = 0
    public var diagnostics: [Diagnostic] = []
    /// Things worth knowing that are not mistakes (no `baseURL` yet): printed as notes, not counted as warnings, so
    /// `--strict` does not fail on them.
    public var notes: [String] = []
    /// With `--explain`: one line per file made, `path: reason`.
    public var explanations: [String] = []
    public var seconds = 0.0
    /// True when the catalog was unreadable and was started anew.
    public var catalogRebuilt = false
    /// True when the last build's stamp matched: nothing had changed, so nothing was loaded, made or written.
    public var siteUnchanged = false
    /// Photos whose page-only values (title, rating, tags, ...) were all that changed: only the pages showing them
    /// were rendered (the sidecar way, `Builder.sidecarWay`). Zero when the build took another way.
    public var sidecarWayPhotos = 0
    /// The share this build rendered (`--shard`); it wrote no pages.
    public var shard: Shard?
    /// Of `imagesWritten`, those fetched from the remote render cache instead of rendered.
    public var imagesFromRemoteCache = 0
    /// Remote cache objects found damaged: their photos were rendered and the objects replaced.
    public var remoteObjectsReplaced = 0
    /// True when `--remote-cache` was given (the summary then says what came from it).
    public var usedRemoteCache = false

    public init() {}
}
