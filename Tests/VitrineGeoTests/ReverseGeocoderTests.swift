import Foundation
import Testing
import TestSupport
@testable import VitrineGeo
import VitrineLibrary

@Suite struct ReverseGeocoderTests {
    static let geocoder = Result { try ReverseGeocoder.loadDefault() }

    private func nearest(_ latitude: Double, _ longitude: Double) throws -> Place? {
        try Self.geocoder.get().nearest(to: GeoPoint(latitude: latitude, longitude: longitude))
    }

    @Test func loadsTheShippedTable() throws {
        #expect(try Self.geocoder.get().placeCount > 140_000)
    }

    @Test func arezzoArea() throws {
        let place = try #require(try nearest(43.4674, 11.8851))
        #expect(place.countryCode == "IT")
        #expect(place.region == "Tuscany")
        // The answer is a real place of the table, close to the query.
        #expect(abs(place.point.latitude - 43.4674) < 0.1 && abs(place.point.longitude - 11.8851) < 0.1)
    }

    @Test func helsinki() throws {
        let place = try #require(try nearest(60.17, 24.94))
        #expect(place.city == "Helsinki")
        #expect(place.countryCode == "FI")
        #expect(place.point == GeoPoint(latitude: 60.16952, longitude: 24.93545))
    }

    @Test(arguments: [179.99, -179.99, 180, -180])
    func acrossTheAntimeridianFindsFiji(longitude: Double) throws {
        let place = try #require(try nearest(-16.8, longitude))
        #expect(place.countryCode == "FJ")
    }

    @Test func bothSidesOfTheAntimeridianAgree() throws {
        #expect(try nearest(-16.8, 179.99) == nearest(-16.8, -179.99))
    }

    @Test func nearTheNorthPole() throws {
        let place = try #require(try nearest(78.22, 15.65))
        #expect(place.city == "Longyearbyen")
        #expect(place.countryCode == "SJ")
        // At the pole itself every longitude is the same point; the answer must still be a real place.
        #expect(try nearest(90, 0) == nearest(90, 123))
        #expect(try nearest(90, 0) != nil)
    }

    @Test func nearTheSouthPole() throws {
        #expect(try nearest(-89.9, 0)?.countryCode == "AQ")
    }

    @Test(arguments: [
        GeoPoint(latitude: 91, longitude: 0), GeoPoint(latitude: 0, longitude: 180.5),
        GeoPoint(latitude: .nan, longitude: 0), GeoPoint(latitude: 0, longitude: .infinity),
        GeoPoint(latitude: -90.0001, longitude: 10),
    ])
    func invalidPointsHaveNoPlace(point: GeoPoint) throws {
        #expect(try Self.geocoder.get().nearest(to: point) == nil)
    }

    @Test func agreesWithBruteForceEverywhere() throws {
        // The k-d tree must find the same distance as checking every place, on a grid that includes the
        // poles and both sides of the antimeridian.
        let table = try Self.geocoder.get().table
        for latitude in stride(from: -90.0, through: 90, by: 22.5) {
            for longitude in stride(from: -180.0, through: 180, by: 45) {
                let target = UnitVector(GeoPoint(latitude: latitude, longitude: longitude))
                let found = try #require(table.nearestIndex(to: target))
                var brute = Double.infinity
                for index in 0..<table.count {
                    brute = min(brute, table.vector(at: index).squaredDistance(to: target))
                }
                #expect(table.vector(at: found).squaredDistance(to: target) == brute, "at \(latitude), \(longitude)")
            }
        }
    }

    @Test func countryNamesInEnglishAndFrench() {
        #expect(ReverseGeocoder.countryName(code: "IT", language: "en") == "Italy")
        #expect(ReverseGeocoder.countryName(code: "FI", language: "en") == "Finland")
        #expect(ReverseGeocoder.countryName(code: "IT", language: "fr") == "Italie")
        #expect(ReverseGeocoder.countryName(code: "DE", language: "fr") == "Allemagne")
        #expect(ReverseGeocoder.countryName(code: "fi", language: "fr") == "Finlande")
    }

    @Test func unknownCountryCodeFallsBackToTheCode() {
        #expect(ReverseGeocoder.countryName(code: "Q9", language: "en") == "Q9")
    }
}
