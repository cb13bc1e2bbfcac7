import Foundation
import VitrineCatalog
import VitrineImaging
import VitrineLibrary
import VitrineMetadata

/// Assembles the site model from the scan, the content ids and the facts (the long way's whole model, the sidecar
/// way's photos). Pure: no I/O.
public struct SiteModelBuilder {
    public var library: LibrarySource
    public var contentIDs: [String: ContentID]
    public var facts: [ContentID: PhotoFacts]
    public var formats: [ImageFormat]
    /// Places for sidecar positions, looked up by the build beforehand.
    public var sidecarPlaces: [GeoPoint: Place]
    /// XMP sidecar values by photo path (the build read them beforehand).
    public var xmpSidecars: [String: MetadataRecord] = [:]
    /// Each album's download policy (`LibrarySource.downloadPolicies`), worked out once.
    private let downloads: [String: DownloadPolicy]

    public init(library: LibrarySource, contentIDs: [String: ContentID], facts: [ContentID: PhotoFacts], formats: [ImageFormat],
                sidecarPlaces: [GeoPoint: Place], xmpSidecars: [String: MetadataRecord] = [:]) {
        self.library = library
        self.contentIDs = contentIDs
        self.facts = facts
        self.formats = formats
        self.sidecarPlaces = sidecarPlaces
        self.xmpSidecars = xmpSidecars
        downloads = library.downloadPolicies
    }

    public func build() -> SiteModel {
        var photos = PhotoTable()
        photos.reserveCapacity(contentIDs.count)  // growing an array of large values copies them each time
        let root = album(library.root, photos: &photos, isRoot: true)
        return SiteModel(settings: library.settings, root: root, photos: photos, downloads: downloads)
    }

    private func album(_ source: AlbumSource, photos: inout PhotoTable, isRoot: Bool = false) -> AlbumModel {
        var children = source.albums.map { album($0, photos: &photos) }
        // A sub-album with nothing published is not in the site: its locked cards go up to this album, so a
        // published private album always has its card somewhere (it names nothing of where it was).
        var locked = source.lockedAlbums
        for child in children where child.photoIDs.isEmpty && child.albums.isEmpty { locked += child.lockedAlbums }
        children.removeAll { $0.photoIDs.isEmpty && $0.albums.isEmpty }
        let models = Self.sorted(source.photos.compactMap { photoModel($0, albumPath: source.path) }, by: source.settings.sort)
        for model in models { photos[model.id] = model }
        let ids = models.map(\.id)
        let coverID = source.settings.cover.map { Self.join(source.path, $0) }.flatMap { ids.contains($0) ? $0 : nil }
        let title = isRoot ? library.settings.title : (source.settings.title ?? source.name)
        return AlbumModel(sourcePath: source.path, title: title, description: source.settings.description,
                          coverPhotoID: coverID ?? ids.first ?? children.lazy.compactMap(\.coverPhotoID).first,
                          albums: children, photoIDs: ids, lockedAlbums: locked.sorted(),
                          tracks: TrackPrivacy.published(source.tracks, precision: library.settings.location))
    }

    /// The photo's model as `build()` makes it; nil when it is not published: hidden, unreadable (no content id:
    /// already warned) or rejected (rated -1 by the photographer).
    public func photoModel(_ photo: PhotoSource, albumPath: String) -> PhotoModel? {
        guard !photo.sidecar.hidden, let id = contentIDs[photo.file.path] else { return nil }
        let metadata = photo.metadata(facts: facts[id], xmpSidecars: xmpSidecars).published(language: library.settings.language)
        guard !metadata.isRejected else { return nil }
        return model(photo, contentID: id, albumPath: albumPath, metadata: metadata)
    }

    private func model(_ photo: PhotoSource, contentID: ContentID, albumPath: String, metadata: ResolvedMetadata) -> PhotoModel {
        let sidecar = photo.sidecar
        let facts = facts[contentID] ?? PhotoFacts(exif: ExifFacts(), width: 0, height: 0, decodeError: "unknown")
        let (location, place) = publishedLocation(metadata, facts: facts)
        var exif = facts.exif
        if let created = metadata.created, created.origin != .exif {
            exif.dateTimeOriginal = created.value.dateTime
            exif.offsetTimeOriginal = created.value.offset
        }
        // Held as what names and sizes them, not as their 8 paths (`RenderedImages`).
        let rendered = facts.decodeError == nil && facts.width > 0 && facts.height > 0
            ? RenderedImages(contentID: contentID, transform: sidecar.transform, width: facts.width, height: facts.height,
                             orientation: facts.exif.orientation, formats: formats)
            : nil
        var model = PhotoModel(
            id: photo.file.path, contentID: contentID, albumPath: albumPath, fileName: photo.file.name,
            title: metadata.title?.value, caption: metadata.caption?.value, exif: exif, rating: max(0, metadata.rating?.value ?? 0),
            favorite: sidecar.favorite, tags: metadata.tags?.value ?? [], isModified: !sidecar.transform.isIdentity,
            location: location, place: place,
            placeName: library.settings.location == .none || metadata.locationHidden ? nil : metadata.placeName?.value,
            label: metadata.label?.value,
            placeholderColor: facts.averageColor ?? "#808080",
            originalPath: offersOriginal(albumPath: albumPath) && !(rendered?.formats.isEmpty ?? true) ? Self.originalPath(photo.file, contentID, keepsPosition: library.settings.location == .exact) : nil)
        if let rendered { model.imageStorage = .rendered(rendered) }
        addVideo(to: &model, photo, facts: facts)
        return model
    }

    /// The position and place a page may show, after the sidecar override and the privacy setting.
    /// The position comes from the precedence rule: the Vitrine sidecar, XMP, then EXIF (its place cached in the facts).
    private func publishedLocation(_ metadata: ResolvedMetadata, facts: PhotoFacts) -> (GeoPoint?, Place?) {
        let precision = library.settings.location
        guard precision != .none, !metadata.locationHidden, let found = metadata.gps else { return (nil, nil) }
        let point: GeoPoint? = found.value
        let place: Place? = found.origin == .exif ? facts.place : sidecarPlaces[found.value]
        guard let point, point.isValid else { return (nil, nil) }
        return (LocationPrivacy.published(point, place: place, precision: precision), place)
    }

    /// Where a photo's original is published (`publishOriginals`), named after its content.
    /// Whether the photos of the album offer their originals: `publishOriginals`, or the album's downloads are
    /// `originals`. The build may still leave one out (its position cannot be removed: `LongWay.publishOriginals`).
    private func offersOriginal(albumPath: String) -> Bool {
        library.settings.publishOriginals || downloads[albumPath] == .originals
    }

    /// Where an original is published: named by its content, and by whether it keeps its position, so that a name
    /// never gets other bytes (hosts cache `originals/` for good) when `location` changes.
    public static func originalPath(_ file: SourceFile, _ id: ContentID, keepsPosition: Bool) -> String {
        let ext = file.name.split(separator: ".").last.map { $0.lowercased() } ?? "jpg"
        return "originals/\(id.hash.prefix(2))/\(id.hash.prefix(16))\(keepsPosition ? "" : "-nogps").\(ext)"
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : "\(folder)/\(name)"
    }

    /// Album order (seed 003: newest first by default). Photos without a date go last, by name; ties by path.
    static func sorted(_ photos: [PhotoModel], by sort: AlbumSettings.Sort) -> [PhotoModel] {
        func date(_ p: PhotoModel) -> String? { p.exif.dateTimeOriginal }
        func byDate(_ a: PhotoModel, _ b: PhotoModel, newestFirst: Bool) -> Bool {
            switch (date(a), date(b)) {
            case let (x?, y?) where x != y: return newestFirst ? x > y : x < y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return a.id < b.id
            }
        }
        return photos.sorted { a, b in
            switch sort {
            case .newest: return byDate(a, b, newestFirst: true)
            case .oldest: return byDate(a, b, newestFirst: false)
            case .name: return (a.fileName.lowercased(), a.id) < (b.fileName.lowercased(), b.id)
            case .rating: return a.rating != b.rating ? a.rating > b.rating : byDate(a, b, newestFirst: true)
            }
        }
    }
}

extension PhotoSource {
    /// The sources of this photo's metadata in a build (its sidecar, its XMP sidecar's values, its facts' embedded
    /// metadata and EXIF), for the one precedence rule (`PhotoMetadata`): the jobs, the build's choice of what to
    /// render and the model all ask it.
    public func metadata(facts: PhotoFacts?, xmpSidecars: [String: MetadataRecord]) -> PhotoMetadata {
        PhotoMetadata(sidecar: sidecar, xmpSidecar: xmpSidecars[file.path], embedded: facts?.embedded, exif: facts?.exif)
    }
}
