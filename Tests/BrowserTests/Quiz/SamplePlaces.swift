import Foundation

/// Where each playable photo of the sample library was taken, as a visitor should read it at the reveal.
///
/// Keyed by the photo page's path (`albums/<album>/<photo>.html`), which the site derives from the file name.
/// Positions come from the GPS EXIF (Tuscany, Helsinki) or the sidecars' `location` overrides (Cameras);
/// the names are the nearest GeoNames place with 1,000 people or more, and its country in English.
enum SamplePlaces {
    struct Place: Equatable, Sendable, CustomStringConvertible {
        var city: String
        var country: String
        /// What the quiz shows at the reveal: "City, Country".
        var description: String { "\(city), \(country)" }
    }

    static let arezzo = Place(city: "Arezzo", country: "Italy")
    static let helsinki = Place(city: "Helsinki", country: "Finland")

    static let byPhotoPage: [String: Place] = [
        // Tuscany 2008: GPS EXIF around Arezzo's old town. DSCN0040 is not here: its sidecar hides the position.
        "albums/tuscany-2008/dscn0010.html": arezzo,
        "albums/tuscany-2008/dscn0012.html": arezzo,
        "albums/tuscany-2008/dscn0021.html": arezzo,
        "albums/tuscany-2008/dscn0025.html": arezzo,
        "albums/tuscany-2008/dscn0027.html": arezzo,
        "albums/tuscany-2008/dscn0029.html": arezzo,
        "albums/tuscany-2008/dscn0038.html": arezzo,
        "albums/tuscany-2008/dscn0042.html": arezzo,
        // Helsinki: one from GPS EXIF, Jolla from its sidecar (60.16952, 24.95247, Senate Square).
        "albums/helsinki/hmd-nokia-8-3-5g.html": helsinki,
        "albums/helsinki/jolla.html": helsinki,
        // Cameras: sidecar positions on four continents.
        "albums/cameras/ricoh-caplio-rr330.html": Place(city: "Richmond", country: "Canada"), // Steveston, 49.1249, -123.1858
        "albums/cameras/olympus-c8080wz.html": Place(city: "Manado", country: "Indonesia"), // 1.4748, 124.8421
        "albums/cameras/panasonic-dmc-fz30.html": Place(city: "Sherrebek", country: "Denmark"), // Rømø, 55.1425, 8.5431
        "albums/cameras/samsung-digimax-i50-mp3.html": Place(city: "Poggio A Caiano", country: "Italy"), // 43.8176, 11.05
        "albums/cameras/nikon/nikon-coolpix-p1.html": Place(city: "Sendai", country: "Japan"), // 38.2527, 140.8564
    ]

    /// Every name a reveal can show (cities, regions, countries), which must not be on the page before it.
    static let answerWords: [String] = {
        let names = byPhotoPage.values.flatMap { [$0.city, $0.country] }
        let regions = ["Tuscany", "Uusimaa", "British Columbia", "North Sulawesi", "South Denmark", "Miyagi"]
        return Array(Set(names + regions)).sorted()
    }()

    /// Parts of the library's file names, which must not show in the page's image addresses or text either.
    static let fileNameWords = ["DSCN", "jolla", "Nokia", "Ricoh", "Olympus", "Panasonic", "Samsung", "Nikon", "COOLPIX"]
}
