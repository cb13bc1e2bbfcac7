import VitrineLibrary

/// The map page: the geotagged photos (positions already reduced by the privacy setting, none with `none`) as a
/// list by place that works offline, which site.js turns into a map of OpenStreetMap tiles with clustered markers;
/// the list's entries are tiles the viewer walks, so a marker opens its photo in the viewer.
extension SiteRenderer {
    static let mapPath = "map.html"

    /// Photos with a position to show, each content once, in site order.
    static func mappedPhotos(_ photoOrder: PhotoList) -> PhotoList {
        photoOrder.uniqueContent().only { $0.location.map(\.isValid) == true }
    }

    /// The map page; nil when no photo has a position to show.
    func mapFile() throws -> SiteFile? {
        let photos = mappedPhotos
        guard !photos.isEmpty else { return nil }
        let path = Self.mapPath
        var places: [String: [PhotoModel]] = [:]
        for photo in photos {
            let name = placeText(photo) ?? photo.location.map {
                // The language's decimal separator; where it is a comma, the pair is split by something else.
                strings.text("coordinates", ["lat": strings.decimal(FactText.coordinate($0.latitude)),
                                             "lon": strings.decimal(FactText.coordinate($0.longitude))])
            } ?? ""
            places[name, default: []].append(photo)
        }
        let groups = places.keys.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }.map { name in
            MapPlaceView(placeName: name, placeCount: countText(places[name]?.count ?? 0),
                         placePhotos: (places[name] ?? []).map { photo in
                             let alt = Self.label(photo)
                             return MapPhotoView(photoHref: href(path, layout.photoPagePath(photo.id) ?? ""),
                                                 latitude: FactText.decimal(photo.location?.latitude ?? 0, places: 5),
                                                 longitude: FactText.decimal(photo.location?.longitude ?? 0, places: 5),
                                                 thumb: imageView(photo, page: path, buckets: Self.tileBuckets,
                                                                  sizes: { _, _ in "96px" }, alt: alt, lazy: true),
                                                 photoAlt: alt)
                         })
        }
        let view = MapPageView(chrome: chrome(page: path, title: strings.text("mapTitle"), section: .map,
                                              summary: countText(photos.count), cardPhoto: photos.first),
                               heading: strings.text("mapTitle"), places: groups)
        return file(path, try render("map", view))
    }
}

extension SiteRenderer {
    /// An album's own map (map.js, the map page's module): its photos with a position to show and its GPX tracks
    /// (both already reduced by the privacy setting); nil when it has neither. On the album's first page only: every
    /// page carrying all of a large album's points would repeat them.
    func albumMap(_ album: AlbumModel, photos: PhotoList, page: String) -> AlbumMapView? {
        let located = Self.mappedPhotos(photos)
        let tracks = album.tracks.filter { $0.count > 1 }
        guard !located.isEmpty || !tracks.isEmpty else { return nil }
        let points = located.map { photo in
            MapPointView(photoHref: href(page, layout.photoPagePath(photo.id) ?? ""),
                         latitude: FactText.decimal(photo.location?.latitude ?? 0, places: 5),
                         longitude: FactText.decimal(photo.location?.longitude ?? 0, places: 5),
                         src: imageView(photo, page: page, buckets: [350], sizes: { _, _ in "44px" }, alt: "", lazy: true)?.src ?? "",
                         photoAlt: Self.label(photo))
        }
        let lines = tracks.map { track in
            MapTrackView(points: track.map {
                FactText.decimal($0.latitude, places: 5) + "," + FactText.decimal($0.longitude, places: 5)
            }.joined(separator: " "))
        }
        return AlbumMapView(mapPoints: points, mapTracks: lines, hasMapData: true)
    }
}

struct MapPointView {
    var photoHref: String
    var latitude: String
    var longitude: String
    var src: String
    var photoAlt: String
}

struct MapTrackView {
    var points: String
}

struct AlbumMapView {
    var mapPoints: [MapPointView]
    var mapTracks: [MapTrackView]
    var hasMapData: Bool
}

struct MapPhotoView {
    var photoHref: String
    var latitude: String
    var longitude: String
    var thumb: ImageView?
    var photoAlt: String
}

struct MapPlaceView {
    var placeName: String
    var placeCount: String
    var placePhotos: [MapPhotoView]
}

struct MapPageView {
    var chrome: ChromeView
    var heading: String
    var places: [MapPlaceView]
}
