import Foundation
import Testing
import VitrineLibrary
import VitrineSite

/// The places offered before the reveal: chosen at build time from the place table, written only in the page's
/// data block beside the answer, in the site's language, and the same for the same library.
@Suite struct QuizChoicesTests {
    private func photos(_ assets: QuizPage.Assets = QuizPage.Assets(),
                        model: SiteModel = QuizPageTestModel.model()) throws -> (photos: [[String: Any]], html: String) {
        let files = try QuizPage.render(model, assets: assets)
        let html = String(decoding: try #require(files.first { $0.path == QuizPage.path }).contents, as: UTF8.self)
        let start = try #require(html.range(of: #"<script type="application/json" id="quiz-data">"#))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        let rest = String(html[..<start.lowerBound]) + String(html[end.upperBound...])
        return (try #require(data["photos"] as? [[String: Any]]), rest)
    }

    @Test func eachPlaceGetsThreeOtherRealPlacesNamedLikeTheAnswer() throws {
        let (photos, rest) = try photos()
        let arezzo = try #require(photos.first { $0["city"] as? String == "Arezzo" })
        let choices = try #require(arezzo["choices"] as? [[String: Any]])
        #expect(choices.count == 3)
        let cities = choices.compactMap { $0["city"] as? String }
        #expect(Set(cities).count == 3 && !cities.contains("Arezzo"))
        // Italian places, named with the country as the answer is: the wording tells nothing.
        #expect(choices.allSatisfy { $0["country"] as? String == "Italy" }, "\(choices)")
        // Like the answer, no choice is readable outside the data block before a round.
        for city in cities { #expect(!rest.contains(city), "\(city) outside the data block") }
        // The same library, the same choices.
        let again = try self.photos().photos.first { $0["city"] as? String == "Arezzo" }?["choices"] as? [[String: Any]]
        #expect(again?.compactMap { $0["city"] as? String } == cities)
    }

    @Test func countryNamesOfChoicesFollowTheSiteLanguage() throws {
        var model = QuizPageTestModel.model()
        model.settings.language = "fr"
        let helsinki = try #require(try photos(model: model).photos.first { $0["city"] as? String == "Helsinki" })
        let choices = try #require(helsinki["choices"] as? [[String: Any]])
        #expect(!choices.isEmpty && choices.allSatisfy { $0["country"] as? String == "Finlande" }, "\(choices)")
    }

    @Test func fewerPlacesNearbyGiveFewerChoicesAndNoneGivesNoChoiceAtAll() throws {
        var assets = QuizPage.Assets()
        assets.alternatives = { place in
            place.city == "Arezzo" ? [Place(city: "Siena", region: "Tuscany", countryCode: "IT", point: GeoPoint(latitude: 43.32, longitude: 11.33))] : []
        }
        let photos = try photos(assets).photos
        let arezzo = try #require(photos.first { $0["city"] as? String == "Arezzo" })
        #expect((arezzo["choices"] as? [[String: Any]])?.compactMap { $0["city"] as? String } == ["Siena"])
        let helsinki = try #require(photos.first { $0["city"] as? String == "Helsinki" })
        #expect((helsinki["choices"] as? [Any])?.isEmpty == true)
    }

    @Test func theScriptIsEveryModuleJoinedInOneFunction() throws {
        let files = try QuizPage.render(QuizPageTestModel.model())
        let script = String(decoding: try #require(files.first { $0.path.hasSuffix(".js") }).contents, as: UTF8.self)
        #expect(script.hasPrefix("(function () {\n\"use strict\";\n") && script.hasSuffix("})();\n"))
        for function in ["function say(", "function validBest(", "function guessScore(", "function buildGuessMap(",
                         "function showGuesses(", "function startSession("] {
            #expect(script.components(separatedBy: function).count == 2, "\(function) once")
        }
    }
}
