import VitrineLibrary
import VitrineSite

/// A hand-built site: two albums with positioned photos, one without, and hostile strings in places.
enum QuizPageTestModel {
    static let hostileCity = "</script><!--<script>alert(1)</script>"
    static let lineSeparatorRegion = "Line\u{2028}Para\u{2029}End & <b>"

    static func images(_ name: String, bucket: Int = 1024) -> [ImageFile] {
        [ImageFormat.jpeg, .webp].flatMap { format in
            [350, 700, bucket].map { size in
                ImageFile(bucket: size, format: format, path: "images/\(name)-\(size).\(format.fileExtension)",
                          width: size, height: size * 3 / 4)
            }
        }
    }

    static func photo(_ id: String, album: String, location: GeoPoint?, place: Place?, date: String? = nil,
                      images: [ImageFile]? = nil) -> PhotoModel {
        var exif = ExifFacts()
        exif.dateTimeOriginal = date
        exif.offsetTimeOriginal = date == nil ? nil : "+02:00"
        return PhotoModel(id: id, contentID: ContentID(hash: String(repeating: "a", count: 32), size: 1), albumPath: album,
                          fileName: id.split(separator: "/").last.map(String.init) ?? id, exif: exif,
                          location: location, place: place, images: images ?? Self.images(id.replacingOccurrences(of: "/", with: "_")))
    }

    static func model(location: SiteSettings.LocationPrecision = .approximate) -> SiteModel {
        var settings = SiteSettings()
        settings.title = "Holiday <Pictures>"
        settings.location = location
        let arezzo = Place(city: "Arezzo", region: "Tuscany", countryCode: "IT", point: GeoPoint(latitude: 43.46, longitude: 11.88))
        let helsinki = Place(city: "Helsinki", region: "Uusimaa", countryCode: "FI", point: GeoPoint(latitude: 60.17, longitude: 24.94))
        let hostile = Place(city: hostileCity, region: lineSeparatorRegion, countryCode: "FJ", point: GeoPoint(latitude: -16.8, longitude: 179.9))
        let photos = [
            photo("trip/a.jpg", album: "trip", location: GeoPoint(latitude: 43.467, longitude: 11.885), place: arezzo, date: "2024:05:01 10:11:12"),
            photo("trip/b.jpg", album: "trip", location: GeoPoint(latitude: -16.8, longitude: 179.9), place: hostile, date: "0000:00:00 00:00:00"),
            photo("trip/broken.jpg", album: "trip", location: GeoPoint(latitude: 1, longitude: 1), place: nil, images: []),
            photo("trip/north/c.jpg", album: "trip/north", location: GeoPoint(latitude: 60.17, longitude: 24.94), place: helsinki),
            photo("studio/d.jpg", album: "studio", location: nil, place: nil, date: "2023:01:02 03:04:05"),
            photo("studio/e.jpg", album: "studio", location: GeoPoint(latitude: 95, longitude: 0), place: nil),
        ]
        let north = AlbumModel(sourcePath: "trip/north", title: "Northern leg", photoIDs: ["trip/north/c.jpg"])
        let trip = AlbumModel(sourcePath: "trip", title: "Summer & \"friends\"", albums: [north],
                              photoIDs: ["trip/a.jpg", "trip/b.jpg", "trip/broken.jpg"])
        let studio = AlbumModel(sourcePath: "studio", title: "Studio", photoIDs: ["studio/d.jpg", "studio/e.jpg"])
        let root = AlbumModel(sourcePath: "", title: settings.title, albums: [trip, studio])
        return SiteModel(settings: settings, root: root, photos: Dictionary(uniqueKeysWithValues: photos.map { ($0.id, $0) }))
    }
}
