import Foundation
import Testing
import TestSupport

/// Reveals far from the sample's places: southern and western hemispheres, near the antimeridian, exact
/// positions, and a photo without a date.
@Suite("Browser: quiz places worldwide", .serialized, .requires(TestTool.browser))
struct QuizPlacesTests {
    /// A sidecar-placed photo and what its reveal must say.
    struct Expected: Sendable {
        var fixture: String
        var latitude: Double
        var longitude: Double
        var place: String
        var coordinates: String
    }

    /// Orientation pictures carry no GPS and no date: the sidecar places them, the date is unknown.
    static let photos = [
        Expected(fixture: "orientation/landscape_1.jpg", latitude: 35.6895, longitude: 139.6917,
                 place: "Tokyo, Japan", coordinates: "35.6895° N, 139.6917° E"),
        Expected(fixture: "orientation/landscape_3.jpg", latitude: -34.6083, longitude: -58.3712,
                 place: "Buenos Aires, Argentina", coordinates: "34.6083° S, 58.3712° W"),
        Expected(fixture: "orientation/portrait_1.jpg", latitude: -18.1416, longitude: 178.4419,
                 place: "Suva, Fiji", coordinates: "18.1416° S, 178.4419° E"),
        Expected(fixture: "orientation/portrait_3.jpg", latitude: 64.1466, longitude: -21.9426,
                 place: "Reykjavik, Iceland", coordinates: "64.1466° N, 21.9426° W"),
    ]

    /// Parses "35.6895° N, 139.6917° E" into signed degrees.
    static func degrees(_ text: String) -> (latitude: Double, longitude: Double)? {
        guard let match = text.wholeMatch(of: /(\d+\.\d+)° ([NS]), (\d+\.\d+)° ([EW])/),
              let lat = Double(match.1), let lon = Double(match.3) else { return nil }
        return (match.2 == "S" ? -lat : lat, match.4 == "W" ? -lon : lon)
    }

    @Test(arguments: ["exact", "approximate"])
    func revealsTheRightPlaceCoordinatesAndDateUnknown(location: String) async throws {
        let temp = try TemporaryDirectory("vitrine-quiz-world")
        defer { temp.remove() }
        let library = try LibraryFixture(in: temp.url)
        for photo in Self.photos {
            let file = try library.add(photo.fixture, to: "World")
            try library.write(#"{"location": {"latitude": \#(photo.latitude), "longitude": \#(photo.longitude)}}"#,
                              at: "World/\(file.lastPathComponent).json")
        }
        try library.write(#"{"title": "World", "location": "\#(location)"}"#, at: "vitrine.json")
        let site = try await BuiltSite(library: library.root)

        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await quiz.storeSettings(#"{"revealSpeed":"medium","timer":120,"sessionLength":"5","albums":[]}"#)
            try await quiz.start()
            var revealed: [String] = []
            while try await quiz.phase() == "revealing" {
                try await browser.control(named: "Reveal").click()
                try await quiz.waitForPhase("revealed")
                let place = try await quiz.revealedPlace()
                let expected = try #require(Self.photos.first { $0.place == place }, "unexpected place \(place)")
                let coordinates = try await browser.find("#quiz-answer .quiz-coordinates").text()
                if location == "exact" {
                    #expect(coordinates == expected.coordinates)
                } else {
                    // About 1 km: rounded to hundredths of a degree, never more than half of one away.
                    let shown = try #require(Self.degrees(coordinates), "\(coordinates)")
                    #expect(abs(shown.latitude - expected.latitude) <= 0.0051 && abs(shown.longitude - expected.longitude) <= 0.0051)
                    #expect(coordinates != expected.coordinates)
                    #expect(coordinates.wholeMatch(of: /\d+\.\d\d00° [NS], \d+\.\d\d00° [EW]/) != nil, "\(coordinates)")
                }
                #expect(try await browser.find("#quiz-answer .quiz-date").text() == "Date unknown")
                revealed.append(place)
                try await browser.control(named: "Next").click()
                try await browser.waitFor("var p = document.getElementById('quiz').dataset.phase; return p === 'revealing' || p === 'complete';")
            }
            #expect(revealed.sorted() == Self.photos.map(\.place).sorted())
            let errors = try await quiz.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }
}
