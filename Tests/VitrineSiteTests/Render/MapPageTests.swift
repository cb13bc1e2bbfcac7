import Foundation
import Testing
import VitrineLibrary
@testable import VitrineSite

/// The map page: a list by place (offline) that site.js turns into a tile map, only for photos with a position
/// the privacy setting lets pages show.
@Suite struct MapPageTests {
    static func model(located: Bool) -> SiteModel {
        var model = SampleModels.library()
        for id in model.photos.keys.sorted() {
            model.photos[id]?.location = located ? GeoPoint(latitude: 43.46276, longitude: 11.88068) : nil
            model.photos[id]?.place = located ? Place(city: "Arezzo", region: "Tuscany", countryCode: "IT",
                                                      point: GeoPoint(latitude: 43.46, longitude: 11.88)) : nil
        }
        return model
    }

    @Test func locatedPhotosAreListedByPlaceWithTheirPositions() throws {
        let model = Self.model(located: true)
        let files = try SiteGenerator(themeDirectory: nil) { code, _ in code == "IT" ? "Italy" : nil }.render(model)
        let map = try #require(files.text("map.html"))
        #expect(map.contains("<h2 dir=\"auto\">Arezzo, Italy <span class=\"place-count\">"))
        let markers = map.components(separatedBy: "data-lat=\"43.46276\" data-lon=\"11.88068\"").count - 1
        // Each content once (the sample has the same photo in two albums).
        #expect(markers == Set(model.photos.values.map(\.contentID)).count)
        #expect(map.contains("<a href=\"https://www.openstreetmap.org/copyright\">OpenStreetMap</a>"))
        #expect(try #require(files.text("index.html")).contains("<a href=\"map.html\">Map</a>"))
    }

    @Test func withoutPositionsThereIsNoMapPage() throws {
        let files = try SiteGenerator(themeDirectory: nil) { code, _ in code }.render(Self.model(located: false))
        #expect(files.text("map.html") == nil)
        #expect(try #require(files.text("index.html")).contains("map.html") == false)
    }
}
