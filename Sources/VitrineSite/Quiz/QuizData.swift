import Foundation
import VitrineLibrary

/// What the quiz script reads from the page's JSON block: the playable photos and the albums to pick from.
struct QuizData: Encodable, Equatable {
    var version = 1
    var albums: [QuizAlbum]
    var photos: [QuizPhoto]
}

/// An album that holds at least one playable photo.
struct QuizAlbum: Encodable, Equatable {
    /// The album's library-relative folder path: stable across builds, so saved selections survive.
    var id: String
    /// Titles from the home album down, e.g. "Europe / Italy".
    var title: String
    var count: Int
}

/// One round's photo and its answer. Optional fields are written as `null`, never left out.
struct QuizPhoto: Encodable, Equatable {
    var album: String
    /// Page-relative URLs (from `quiz/index.html`) of the display image.
    var jpeg: String?
    var webp: String?
    var width: Int
    var height: Int
    var color: String
    var latitude: Double
    var longitude: Double
    var city: String?
    var region: String?
    var country: String?
    /// `YYYY-MM-DDTHH:MM:SS`, with the EXIF offset when known; nil when the photo has no valid date.
    var date: String?
    /// The wrong places offered beside the right one (`QuizChoices`); empty when the photo's place has no city.
    /// The page shows them in a new order each round and marks none: the answer stays in `city` and `country`.
    var choices: [QuizChoice] = []
    /// The geocoder's place the choices are chosen around; not written to the page.
    var place: Place?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(album, forKey: .album)
        try container.encode(jpeg, forKey: .jpeg)
        try container.encode(webp, forKey: .webp)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(color, forKey: .color)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        try container.encode(city, forKey: .city)
        try container.encode(region, forKey: .region)
        try container.encode(country, forKey: .country)
        try container.encode(date, forKey: .date)
        try container.encode(choices, forKey: .choices)
    }

    private enum CodingKeys: String, CodingKey {
        case album, jpeg, webp, width, height, color, latitude, longitude, city, region, country, date, choices
    }
}

extension QuizData {
    /// The quiz's photos: every published photo with a shown, valid position and a rendered image, in album
    /// order. Empty when the location setting is `none`.
    init(_ model: SiteModel) {
        albums = []
        photos = []
        guard model.settings.location != .none else { return }
        collect(model.root, titles: [], model: model)
    }

    private mutating func collect(_ album: AlbumModel, titles: [String], model: SiteModel) {
        let path = album.sourcePath.isEmpty ? [model.root.title] : titles + [album.title]
        let playable = album.photoIDs.compactMap { model.photos[$0] }.compactMap { photo in
            QuizPhoto(photo, albumID: album.sourcePath, language: model.settings.language)
        }
        if !playable.isEmpty {
            albums.append(QuizAlbum(id: album.sourcePath, title: path.joined(separator: " / "), count: playable.count))
            photos += playable
        }
        for child in album.albums {
            collect(child, titles: album.sourcePath.isEmpty ? [] : path, model: model)
        }
    }
}

extension QuizPhoto {
    /// Nil when the photo cannot be played: no shown position, an invalid one, or no rendered image.
    init?(_ photo: PhotoModel, albumID: String, language: String) {
        guard let location = photo.location, location.isValid else { return nil }
        let display = QuizPhoto.displayImages(photo.images)
        guard let size = display.jpeg ?? display.webp else { return nil }
        album = albumID
        jpeg = display.jpeg.map { QuizPhoto.pageURL($0.path) }
        webp = display.webp.map { QuizPhoto.pageURL($0.path) }
        width = size.width
        height = size.height
        color = photo.placeholderColor
        latitude = location.latitude
        longitude = location.longitude
        city = photo.place.flatMap { $0.city.isEmpty ? nil : $0.city }
        region = photo.place.flatMap { $0.region.isEmpty ? nil : $0.region }
        country = photo.place.flatMap { QuizPhoto.countryName(code: $0.countryCode, language: language) }
        date = QuizPhoto.isoDate(exif: photo.exif)
        place = photo.place
    }

    /// The largest image up to the 1024 bucket, per format.
    static func displayImages(_ images: [ImageFile]) -> (jpeg: ImageFile?, webp: ImageFile?) {
        func best(_ format: ImageFormat) -> ImageFile? {
            images.filter { $0.format == format && $0.bucket <= 1024 }.max { $0.bucket < $1.bucket }
        }
        return (best(.jpeg), best(.webp))
    }

    /// A site-relative path as a URL relative to `quiz/index.html`, percent-encoded per segment.
    static func pageURL(_ sitePath: String) -> String {
        let segments = sitePath.split(separator: "/", omittingEmptySubsequences: true).map { segment in
            String(segment).addingPercentEncoding(withAllowedCharacters: .quizPathSegment) ?? String(segment)
        }
        return "../" + segments.joined(separator: "/")
    }

    static func countryName(code: String, language: String) -> String? {
        guard !code.isEmpty else { return nil }
        let name = Locale(identifier: language.isEmpty ? "en" : language).localizedString(forRegionCode: code.uppercased())
        return (name?.isEmpty ?? true) ? code : name
    }

    /// `YYYY:MM:DD HH:MM:SS` (+ optional `±HH:MM`) -> `YYYY-MM-DDTHH:MM:SS±HH:MM`; nil unless a real date.
    static func isoDate(exif: ExifFacts) -> String? {
        guard let text = exif.dateTimeOriginal?.trimmingCharacters(in: .whitespaces) else { return nil }
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == " " }).compactMap { Int($0) }
        guard text.count == 19, parts.count == 6,
              (1...9999).contains(parts[0]), (1...12).contains(parts[1]), (1...31).contains(parts[2]),
              (0...23).contains(parts[3]), (0...59).contains(parts[4]), (0...60).contains(parts[5]) else { return nil }
        var iso = String(format: "%04d-%02d-%02dT%02d:%02d:%02d", parts[0], parts[1], parts[2], parts[3], parts[4], parts[5])
        if let offset = exif.offsetTimeOriginal, offset.count == 6,
           offset.first == "+" || offset.first == "-",
           offset.dropFirst().allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ":") }) {
            iso += offset
        }
        return iso
    }
}

extension CharacterSet {
    /// Unreserved URL characters: anything else in a path segment is percent-encoded.
    static let quizPathSegment = CharacterSet(charactersIn:
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
