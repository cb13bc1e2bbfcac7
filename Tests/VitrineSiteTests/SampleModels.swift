import VitrineLibrary
import VitrineSite

/// Hand-built site models for the page tests: no scan, no images decoded, every value chosen here.
enum SampleModels {
    static func contentID(_ n: Int) -> ContentID {
        let hex = String(n, radix: 16)
        return ContentID(hash: String(repeating: "0", count: 32 - hex.count) + hex, size: Int64(1000 + n))
    }

    /// The images the build would write for a photo: 350, 700, 1024 and 2048, JPEG and WebP, landscape 3:2.
    static func images(_ n: Int) -> [ImageFile] {
        let key = contentID(n).hash.suffix(8)
        return [(350, 233), (700, 467), (1024, 683), (2048, 1365)].flatMap { bucket, height in
            ImageFormat.allCases.map { format in
                ImageFile(bucket: bucket, format: format, path: "images/\(key)-\(bucket).\(format.fileExtension)",
                          width: bucket, height: height)
            }
        }
    }

    static func photo(_ n: Int, album: String, file: String, title: String? = nil, rating: Int = 0, favorite: Bool = false,
                      tags: [String] = [], decoded: Bool = true, configure: (inout PhotoModel) -> Void = { _ in }) -> PhotoModel {
        let id = album.isEmpty ? file : "\(album)/\(file)"
        var photo = PhotoModel(id: id, contentID: contentID(n), albumPath: album, fileName: file, title: title,
                               rating: rating, favorite: favorite, tags: tags, images: decoded ? images(n) : [],
                               placeholderColor: "#8a7b6c")
        configure(&photo)
        return photo
    }

    /// A small library: two root photos, an Italy album with a Rome sub-album, tags, favourites and a broken photo.
    static func library() -> SiteModel {
        var settings = SiteSettings()
        settings.title = "Holiday Photos"
        settings.author = "Ada"
        let photos: [PhotoModel] = [
            photo(1, album: "", file: "Sunrise.jpg", title: "Sunrise", rating: 5, favorite: true, tags: ["Sky"]),
            photo(2, album: "", file: "IMG_0002.JPG"),
            photo(3, album: "Italy", file: "DSCN0010.jpg", title: "Piazza Grande", rating: 4, favorite: true,
                  tags: ["italy", "market"]) { photo in
                photo.caption = "Saturday market"
                photo.exif.dateTimeOriginal = "2008:03:12 14:05:09"
                photo.exif.make = "NIKON CORPORATION"
                photo.exif.model = "NIKON D70"
                photo.exif.lens = "18-70 mm f/3.5-4.5"
                photo.exif.exposureTime = 0.004
                photo.exif.fNumber = 2.8
                photo.exif.iso = 100
                photo.exif.focalLength = 35
                photo.isModified = true
                photo.location = GeoPoint(latitude: 43.4674, longitude: 11.8851)
                photo.place = Place(city: "Arezzo", region: "Tuscany", countryCode: "IT",
                                    point: GeoPoint(latitude: 43.46, longitude: 11.88))
            },
            photo(4, album: "Italy", file: "DSCN0012.jpg", rating: 2, tags: ["Italy"]),
            photo(5, album: "Italy", file: "broken.jpg", decoded: false),
            photo(6, album: "Italy/Rome", file: "colosseum.jpg", title: "Colosseum", rating: 3, tags: ["italy", "Rome"]),
        ]
        let rome = AlbumModel(sourcePath: "Italy/Rome", title: "Rome", coverPhotoID: "Italy/Rome/colosseum.jpg",
                              photoIDs: ["Italy/Rome/colosseum.jpg"])
        let italy = AlbumModel(sourcePath: "Italy", title: "Italy", description: "Spring 2008",
                               coverPhotoID: "Italy/DSCN0010.jpg", albums: [rome],
                               photoIDs: ["Italy/DSCN0010.jpg", "Italy/DSCN0012.jpg", "Italy/broken.jpg"])
        let root = AlbumModel(sourcePath: "", title: "Holiday Photos", coverPhotoID: "Sunrise.jpg", albums: [italy],
                              photoIDs: ["Sunrise.jpg", "IMG_0002.JPG"])
        return SiteModel(settings: settings, root: root,
                         photos: Dictionary(uniqueKeysWithValues: photos.map { ($0.id, $0) }))
    }

    /// An album of `count` photos in the root, for pagination.
    static func bigAlbum(count: Int) -> SiteModel {
        let photos = (0..<count).map { photo($0 + 1, album: "Big", file: "p\($0).jpg", rating: $0 % 6, favorite: $0 % 7 == 0) }
        let big = AlbumModel(sourcePath: "Big", title: "Big", photoIDs: photos.map(\.id))
        return SiteModel(settings: SiteSettings(), root: AlbumModel(sourcePath: "", title: "Gallery", albums: [big]),
                         photos: Dictionary(uniqueKeysWithValues: photos.map { ($0.id, $0) }))
    }

    static func empty() -> SiteModel {
        SiteModel(settings: SiteSettings(), root: AlbumModel(sourcePath: "", title: "Gallery"), photos: [:])
    }
}

extension [SiteFile] {
    /// The file at `path` as text; nil when there is none.
    func text(_ path: String) -> String? {
        first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) }
    }

    var paths: [String] { map(\.path) }
}
