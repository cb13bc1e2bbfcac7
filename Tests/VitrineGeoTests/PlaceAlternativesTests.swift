import Foundation
import Testing
import TestSupport
@testable import VitrineGeo
import VitrineLibrary

/// The quiz's wrong answers: three other real places, plausible (near, the same country first), never the answer
/// or a district of it, and the same for the same place every time.
@Suite struct PlaceAlternativesTests {
    private func place(_ city: String, _ country: String, _ latitude: Double, _ longitude: Double) -> Place {
        Place(city: city, region: "", countryCode: country, point: GeoPoint(latitude: latitude, longitude: longitude))
    }

    @Test func arezzoGetsThreeDistinctItalianPlacesAtASensibleDistance() throws {
        let geocoder = try ReverseGeocoderTests.geocoder.get()
        let answer = try #require(geocoder.nearest(to: GeoPoint(latitude: 43.4674, longitude: 11.8851)))
        let choices = geocoder.alternatives(to: answer)
        #expect(choices.count == 3)
        #expect(Set(choices.map(\.city)).count == 3)
        for choice in choices {
            #expect(choice.city != answer.city)
            #expect(choice.countryCode == "IT", "\(choice)")
            let distance = PlaceAlternatives.kilometres(choice.point, answer.point)
            #expect(distance >= PlaceAlternatives.minimumKilometres && distance <= 300, "\(choice.city): \(distance) km")
        }
        // Choices are not districts of one another either.
        for (i, a) in choices.enumerated() {
            for b in choices[(i + 1)...] {
                #expect(PlaceAlternatives.kilometres(a.point, b.point) >= PlaceAlternatives.minimumKilometres)
            }
        }
        #expect(geocoder.alternatives(to: answer) == choices, "the same place gets the same choices")
    }

    @Test func differentPlacesGetDifferentChoices() throws {
        let geocoder = try ReverseGeocoderTests.geocoder.get()
        let helsinki = try #require(geocoder.nearest(to: GeoPoint(latitude: 60.17, longitude: 24.94)))
        let espoo = try #require(geocoder.nearest(to: GeoPoint(latitude: 60.205, longitude: 24.652)))
        #expect(helsinki.city != espoo.city)
        #expect(geocoder.alternatives(to: helsinki) != geocoder.alternatives(to: espoo))
        #expect(geocoder.alternatives(to: helsinki).allSatisfy { $0.countryCode == "FI" })
    }

    @Test func theSameCityADistrictOfItAndNeighboursTooCloseAreLeftOut() {
        let answer = place("Roma", "IT", 41.89, 12.48)
        let candidates = [
            place("Roma", "IT", 42.5, 12.0),            // the same name elsewhere
            place("Roma Capitale", "IT", 42.6, 13.0),   // a name holding the answer's
            place("Ciampino", "IT", 41.80, 12.60),      // 14 km away: the same place for a player
            place("Latina", "IT", 41.47, 12.90),
            place("Latina Scalo", "IT", 41.53, 13.02),  // holds another choice's name
            place("Terni", "IT", 42.56, 12.65),
        ]
        let choices = PlaceAlternatives.pick(for: answer, from: candidates)
        #expect(Set(choices.map(\.city)) == ["Latina", "Terni"] || Set(choices.map(\.city)) == ["Latina Scalo", "Terni"])
        #expect(choices.count == 2, "fewer places than choices: as many as there are")
    }

    @Test func theAnswersCountryComesFirst() {
        let answer = place("Strasbourg", "FR", 48.58, 7.75)
        let candidates = [place("Karlsruhe", "DE", 49.01, 8.40), place("Colmar", "FR", 48.08, 7.36),
                          place("Nancy", "FR", 48.69, 6.18), place("Metz", "FR", 49.12, 6.18), place("Basel", "CH", 47.56, 7.59)]
        #expect(Set(PlaceAlternatives.pick(for: answer, from: candidates).map(\.city)) == ["Colmar", "Nancy", "Metz"])
        #expect(PlaceAlternatives.pick(for: answer, from: []).isEmpty)
        #expect(PlaceAlternatives.pick(for: answer, from: [answer]).isEmpty)
    }

    @Test func aPlaceWithoutANameGetsNoChoices() throws {
        let geocoder = try ReverseGeocoderTests.geocoder.get()
        #expect(geocoder.alternatives(to: place("", "IT", 43.46, 11.88)).isEmpty)
        #expect(geocoder.alternatives(to: place("Nowhere", "", 95, 0)).isEmpty)
    }

    @Test func greatCircleDistances() {
        // Paris to London, about 344 km; antipodes, half the circumference.
        let paris = GeoPoint(latitude: 48.8566, longitude: 2.3522), london = GeoPoint(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(PlaceAlternatives.kilometres(paris, london) - 344) < 3)
        #expect(abs(PlaceAlternatives.kilometres(GeoPoint(latitude: 0, longitude: 0), GeoPoint(latitude: 0, longitude: 180)) - 20015) < 1)
    }
}
