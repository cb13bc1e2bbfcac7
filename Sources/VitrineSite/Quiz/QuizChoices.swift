import VitrineGeo
import VitrineLibrary

/// A place offered as an answer: named as the right one is (city, and country in the site's language), so the
/// wording tells nothing.
struct QuizChoice: Encodable, Equatable {
    var city: String
    var country: String?
}

/// The quiz's wrong answers, chosen at build time from the shipped place table by `PlaceAlternatives`' rule: three
/// other real places near each photo's place, the same ones for the same library.
enum QuizChoices {
    /// How many wrong places beside the right one.
    static let wrongPerRound = 3

    /// The shipped table, loaded once per process and only when a quiz page is made.
    static var geocoder: ReverseGeocoder? { try? ReverseGeocoder.loadDefault() }

    /// `data` with each photo's wrong choices; photos without a city, or whose place has no neighbour in the table,
    /// get none (the page then offers the map alone, or no answer but the reveal).
    static func adding(to data: QuizData, language: String, alternatives: (Place) -> [Place]) -> QuizData {
        var data = data
        var known: [Place: [QuizChoice]] = [:]
        for index in data.photos.indices {
            guard let place = data.photos[index].place, !place.city.isEmpty else { continue }
            if known[place] == nil {
                known[place] = alternatives(place).map { other in
                    QuizChoice(city: other.city, country: QuizPhoto.countryName(code: other.countryCode, language: language))
                }
            }
            data.photos[index].choices = known[place] ?? []
        }
        return data
    }
}
