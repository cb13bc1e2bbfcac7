import VitrineCore
import VitrineLibrary

/// Everything the pages are made from, assembled by the build stage. Plain values: no I/O happens here.
public struct SiteModel: Sendable, Encodable {
    public var settings: SiteSettings
    /// The library root as the home album.
    public var root: AlbumModel
    /// Every published photo (hidden ones are never here), keyed by `PhotoModel.id`.
    public var photos: PhotoTable
    /// What each album offers for download, by `AlbumModel.sourcePath`; an album not here offers nothing.
    public var downloads: [String: DownloadPolicy]

    public init(settings: SiteSettings, root: AlbumModel, photos: PhotoTable, downloads: [String: DownloadPolicy] = [:]) {
        self.settings = settings
        self.root = root
        self.photos = photos
        self.downloads = downloads
    }

    public init(settings: SiteSettings, root: AlbumModel, photos: [String: PhotoModel], downloads: [String: DownloadPolicy] = [:]) {
        self.init(settings: settings, root: root, photos: PhotoTable(photos), downloads: downloads)
    }

    /// The paths of the albums holding some photo of `photos`: the only albums whose ids a list of held photos
    /// (`PhotoList(_:ids:)`) need look up. A partial model's are a few of a large site's albums.
    var albumsHoldingPhotos: Set<String> { Set(photos.values.lazy.map(\.albumPath)) }
}

/// An album page's content.
public struct AlbumModel: Sendable, Encodable {
    /// Library-relative folder path; "" for the root.
    public var sourcePath: String
    /// `album.json` title, else the folder name; the site title for the root.
    public var title: String
    public var description: String?
    /// The cover photo's id: `album.json` cover, else the first photo in order, else a sub-album's cover.
    public var coverPhotoID: String?
    public var albums: [AlbumModel]
    /// Photo ids in display order (the album's sort already applied).
    public var photoIDs: [String]
    /// The private albums shown here as locked cards (`AlbumSource.lockedAlbums`): the site paths of their pages,
    /// sorted. A card shows nothing of its album (no title, cover, count or date), so nothing else depends on them.
    public var lockedAlbums: [String]
    /// The album folder's GPX tracks as its map draws them: simplified, and reduced by the `location` setting
    /// (none with `none`). Only this album's pages show them.
    public var tracks: [[GeoPoint]]

    public init(sourcePath: String, title: String, description: String? = nil, coverPhotoID: String? = nil,
                albums: [AlbumModel] = [], photoIDs: [String] = [], lockedAlbums: [String] = [], tracks: [[GeoPoint]] = []) {
        self.sourcePath = sourcePath
        self.title = title
        self.description = description
        self.coverPhotoID = coverPhotoID
        self.albums = albums
        self.photoIDs = photoIDs
        self.lockedAlbums = lockedAlbums
        self.tracks = tracks
    }
}

/// One published photo in one album (the same content in two albums is two PhotoModels sharing images).
///
/// What few photos have (a place, a video, a motion clip) is kept out of line (`PhotoModel+Storage`): the model
/// holds one per photo, in a table of 100,000 on a large library.
public struct PhotoModel: Sendable {
    /// Unique across the site: the library-relative source path.
    public var id: String
    public var contentID: ContentID
    /// Library-relative folder path of the album that holds it.
    public var albumPath: String
    /// Source file name, e.g. `DSCN0010.jpg`.
    public var fileName: String
    public var title: String?
    public var caption: String?
    public var exif: ExifFacts
    public var rating: Int
    public var favorite: Bool
    public var tags: [String]
    /// True when the sidecar carries a non-identity transform (seed 001's "modified" badge).
    public var isModified: Bool
    /// A photo, or a video whose images are its poster.
    public var kind: MediaKind = .photo
    /// Position after the privacy setting was applied; nil when none may be shown.
    public var location: GeoPoint?
    /// `City, Country` as named in XMP or IPTC, shown when the geocoder gave no place.
    public var placeName: String?
    /// The photographer's label (`xmp:Label`), e.g. "Red" or "To print".
    public var label: String?
    /// The rendered images, listed or as what names them (`images`, `PhotoModel+Images`).
    var imageStorage: ImageStorage
    /// Average colour as `#rrggbb`, shown until the image loads.
    public var placeholderColor: String
    /// Site-relative path of the published original, when originals are published.
    public var originalPath: String?
    /// Place, video and motion clip, when any is set.
    var rare: SharedBox<Rare>?

    public init(id: String, contentID: ContentID, albumPath: String, fileName: String, title: String? = nil,
                caption: String? = nil, exif: ExifFacts = ExifFacts(), rating: Int = 0, favorite: Bool = false,
                tags: [String] = [], isModified: Bool = false, location: GeoPoint? = nil, place: Place? = nil,
                placeName: String? = nil, label: String? = nil, images: [ImageFile] = [], placeholderColor: String = "#808080", originalPath: String? = nil) {
        self.id = id
        self.contentID = contentID
        self.albumPath = albumPath
        self.fileName = fileName
        self.title = title
        self.caption = caption
        self.exif = exif
        self.rating = rating
        self.favorite = favorite
        self.tags = tags
        self.isModified = isModified
        self.location = location
        self.placeName = placeName
        self.label = label
        imageStorage = .listed(images)
        self.placeholderColor = placeholderColor
        self.originalPath = originalPath
        self.place = place
    }

    /// The geocoder's place for the position shown.
    public var place: Place? {
        get { rare?.value.place }
        set { updateRare { $0.place = newValue } }
    }
    /// A video's length in seconds.
    public var duration: Double? {
        get { rare?.value.duration }
        set { updateRare { $0.duration = newValue } }
    }
    /// Site-relative path of a video's playable MP4; nil for a photo or a video shown by its poster only.
    public var videoPath: String? {
        get { rare?.value.videoPath }
        set { updateRare { $0.videoPath = newValue } }
    }
    /// Site-relative path of a Live Photo's motion clip (MP4), for pages and viewers to play on press or hover.
    public var motionClipPath: String? {
        get { rare?.value.motionClipPath }
        set { updateRare { $0.motionClipPath = newValue } }
    }
    /// The motion clip's content id, which names its file.
    public var motionClipContentID: ContentID? {
        get { rare?.value.motionClipContentID }
        set { updateRare { $0.motionClipContentID = newValue } }
    }
}

/// A rendered image file as pages refer to it.
public struct ImageFile: Hashable, Sendable, Encodable {
    /// The box the longest edge fits: 350, 700, 1024 or 2048.
    public var bucket: Int
    public var format: ImageFormat
    /// Site-relative path, `/`-separated.
    public var path: String
    public var width: Int
    public var height: Int

    public init(bucket: Int, format: ImageFormat, path: String, width: Int, height: Int) {
        self.bucket = bucket
        self.format = format
        self.path = path
        self.width = width
        self.height = height
    }
}

/// A file of the generated site: where it goes and its bytes.
public struct SiteFile: Hashable, Sendable {
    /// Site-relative path, `/`-separated.
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }
}
