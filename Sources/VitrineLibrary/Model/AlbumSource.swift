/// A photo as the scan found it: the file, and its sidecar when it has one that parsed.
public struct PhotoSource: Hashable, Sendable, Encodable {
    public var file: SourceFile
    /// The sidecar's values; `Sidecar()` when there is none or it was malformed.
    public var sidecar: Sidecar
    /// True when a sidecar file exists beside the photo (even a malformed one).
    public var hasSidecarFile: Bool
    /// True when its sidecar exists but cannot be read or does not parse: the photo is withheld (`sidecar.hidden`).
    public var sidecarUnusable = false
    /// A photo or a video (recognised by its name here; the build checks its bytes).
    public var kind: MediaKind = .photo
    /// A Live Photo's motion clip: the video of the same name beside the photo, published with it.
    public var motionClip: SourceFile?
    /// A camera RAW of the same name beside this processed file (`IMG_1.CR2` beside `IMG_1.JPG`): one photo,
    /// shown from this file, with the RAW's EXIF where this file has none (`RawPairing`).
    public var rawCompanion: SourceFile?
    /// The XMP sidecar beside it (`photo.jpg.xmp`, else `photo.xmp`), as `stat` found it: read by the build.
    public var xmpSidecar: SourceFile?

    public init(file: SourceFile, sidecar: Sidecar = Sidecar(), hasSidecarFile: Bool = false, rawCompanion: SourceFile? = nil,
                xmpSidecar: SourceFile? = nil) {
        self.file = file
        self.sidecar = sidecar
        self.hasSidecarFile = hasSidecarFile
        self.rawCompanion = rawCompanion
        self.xmpSidecar = xmpSidecar
    }
}

extension PhotoSource {
    /// Ends the warning of a sidecar that cannot be used, when the build has nothing better.
    public static let withheldNote = "the photo is not published until its sidecar parses"

    /// A photo whose sidecar cannot be used: hidden, as that sidecar may have hidden it.
    public static func withheld(_ file: SourceFile) -> PhotoSource {
        var source = PhotoSource(file: file, hasSidecarFile: true)
        source.sidecar.hidden = true
        source.sidecarUnusable = true
        return source
    }
}

/// A folder of the library: its photos and sub-albums, in sorted, deterministic order.
public struct AlbumSource: Hashable, Sendable, Encodable {
    /// Path relative to the library root; "" for the root album.
    public var path: String
    public var settings: AlbumSettings
    /// Photos directly in this folder, sorted by path.
    public var photos: [PhotoSource]
    /// Sub-folders holding photos at any depth, sorted by name.
    public var albums: [AlbumSource]
    /// The private albums this album shows as locked cards: the site paths of their pages (`p/ID/index.html`), in
    /// the order of those paths (keyed digests: the order says nothing of their names). Set by the build, which
    /// alone holds the keys and knows which private albums it publishes; the scan leaves it empty.
    public var lockedAlbums: [String] = []
    /// The lines of the folder's GPX tracks (`*.gpx`, in name order), simplified to `trackTolerance` metres: exact
    /// positions, which only `TrackPrivacy` (VitrineSite) may turn into what a page shows.
    public var tracks: [[GeoPoint]] = []

    /// The Douglas–Peucker tolerance of the scan's tracks, in metres: finer than any map zoom a visitor sees them at.
    public static let trackTolerance = 5.0

    public init(path: String, settings: AlbumSettings = AlbumSettings(), photos: [PhotoSource] = [], albums: [AlbumSource] = []) {
        self.path = path
        self.settings = settings
        self.photos = photos
        self.albums = albums
    }

    /// The folder's own name; "" for the root.
    public var name: String { path.split(separator: "/").last.map(String.init) ?? "" }
}

/// Everything the scan learned about a library.
public struct LibrarySource: Sendable {
    public var settings: SiteSettings
    public var root: AlbumSource
    /// Skipped files, malformed sidecars and settings, unreadable folders.
    public var diagnostics: [Diagnostic]
    /// The private albums the scan left out, in scan order: only their encrypted copies may be published.
    public var privateAlbums: [PrivateAlbumSource] = []
    /// The JSON sidecars the scan read or took, for the next scan to take (`KnownSidecars`).
    public var knownSidecars = KnownSidecars()

    public init(settings: SiteSettings, root: AlbumSource, diagnostics: [Diagnostic]) {
        self.settings = settings
        self.root = root
        self.diagnostics = diagnostics
    }
}
