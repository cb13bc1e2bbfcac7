import Testing
import VitrineLibrary
import VitrineSite

@Suite struct LocationPrivacyTests {
    let point = GeoPoint(latitude: 43.467_412, longitude: 11.885_123)
    let place = Place(city: "Arezzo", region: "Tuscany", countryCode: "IT", point: GeoPoint(latitude: 43.4631, longitude: 11.8781))

    @Test func exactKeepsThePoint() {
        #expect(LocationPrivacy.published(point, place: place, precision: .exact) == point)
    }

    @Test func approximateRoundsToAboutOneKilometre() throws {
        let published = try #require(LocationPrivacy.published(point, place: place, precision: .approximate))
        #expect(published == GeoPoint(latitude: 43.47, longitude: 11.89))
        #expect(abs(published.latitude - point.latitude) <= 0.005)
    }

    @Test func cityUsesThePlacesOwnCoordinates() {
        #expect(LocationPrivacy.published(point, place: place, precision: .city) == place.point)
        #expect(LocationPrivacy.published(point, place: nil, precision: .city) == nil)
    }

    @Test func noneHidesEverything() {
        #expect(LocationPrivacy.published(point, place: place, precision: .none) == nil)
    }
}
