import VitrineCore
import VitrineLibrary

/// Hashes what a build's stamp covers (`SiteStamp.inputs`) in one walk over the scan's values, field by field.
///
/// Written out rather than going through `Encodable`: on a library of 100,000 photos the encoder's containers
/// and boxed values took a sixth of a no-op rebuild. The price is that a field added to a model type must be added
/// here too; `StampHasherTests` counts each type's stored properties so that one left out fails a test.
///
/// Every value is hashed in a fixed order, strings with their length first and optionals with a presence word,
/// so that a value moving from one field to the next changes the result.
struct StampHasher {
    private var hasher = FingerprintHasher(seed: 0x7669_7472_696e_6532)

    func finalize() -> UInt64 { hasher.finalize() }

    mutating func add(_ value: UInt64) { hasher.combine(value) }
    mutating func add(_ value: Int) { hasher.combine(UInt64(bitPattern: Int64(value))) }
    mutating func add(_ value: Int64) { hasher.combine(UInt64(bitPattern: value)) }
    mutating func add(_ value: Bool) { hasher.combine(value ? 1 : 0) }
    mutating func add(_ value: Double) { hasher.combine(value.bitPattern) }

    mutating func add(_ text: String) {
        hasher.combine(UInt64(text.utf8.count))
        hasher.combine(text)
    }

    mutating func add(_ text: String?) {
        guard let text else { return hasher.combine(0) }
        hasher.combine(1)
        add(text)
    }

    mutating func add(_ file: SourceFile) {
        add(file.path)
        add(file.size)
        add(file.modified)
    }

    mutating func add(_ file: SourceFile?) {
        guard let file else { return hasher.combine(0) }
        hasher.combine(1)
        add(file)
    }

    mutating func add(_ transform: Transform) {
        add(transform.rotation)
        add(transform.scale)
    }

    mutating func add(_ settings: SiteSettings) {
        add(settings.title)
        add(settings.author)
        add(settings.baseURL)
        add(settings.language)
        add(settings.location.rawValue)
        add(settings.publishOriginals)
        add(settings.maxMegapixels)
        add(settings.video.rawValue)
        add(settings.headers)
        add(settings.grid.rawValue)
        add(settings.showRatings)
        add(settings.downloads.rawValue)
        add(settings.slideshow.interval)
        add(settings.slideshow.loop)
        // A photo whose decoder ran out of time under a shorter limit is tried again when the limit changes.
        add(settings.decodeTimeout)
    }

    mutating func add(_ settings: AlbumSettings) {
        add(settings.title)
        add(settings.description)
        add(settings.cover)
        add(settings.sort.rawValue)
        add(settings.privacy != nil)
        add(settings.privacy?.passwordEnv)
        add(settings.privacy?.listed ?? true)
        add(settings.downloads?.rawValue)
    }

    mutating func add(_ sidecar: Sidecar) {
        add(sidecar.title)
        add(sidecar.caption)
        add(sidecar.rating)
        add(sidecar.favorite)
        add(sidecar.tags.count)
        for tag in sidecar.tags { add(tag) }
        add(sidecar.transform)
        add(sidecar.history.count)
        for snapshot in sidecar.history {
            add(snapshot.transform)
            add(snapshot.at)
        }
        switch sidecar.location {
        case .fromExif: add(0)
        case .hidden: add(1)
        case .point(let point):
            add(2)
            add(point.latitude)
            add(point.longitude)
        }
        add(sidecar.hidden)
    }

    mutating func add(_ photo: PhotoSource) {
        add(photo.file)
        add(photo.sidecar)
        add(photo.hasSidecarFile)
        add(photo.sidecarUnusable)
        add(photo.kind.rawValue)
        add(photo.motionClip)
        add(photo.rawCompanion)
        add(photo.xmpSidecar)
    }

    /// The album, its photos and its albums, depth first; the counts keep a photo from passing for a sub-album's.
    mutating func add(_ album: AlbumSource) {
        add(album.path)
        add(album.settings)
        add(album.photos.count)
        // Read in place: copying each photo out of the album retained and released its texts (100,000 on every build).
        album.photos.withUnsafeBufferPointer { photos in
            for index in photos.indices { add(photos[index]) }
        }
        add(album.albums.count)
        for child in album.albums.indices { add(album.albums[child]) }
        add(album.lockedAlbums.count)
        for page in album.lockedAlbums { add(page) }
        add(album.tracks)
    }

    /// An album's GPX lines: a changed track is a changed input of its album's pages.
    mutating func add(_ tracks: [[GeoPoint]]) {
        add(tracks.count)
        for line in tracks {
            add(line.count)
            for point in line { add(point.latitude); add(point.longitude) }
        }
    }
}
