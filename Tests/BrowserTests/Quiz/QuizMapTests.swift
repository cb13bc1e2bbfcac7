import Foundation
import Testing
import TestSupport

/// The answer's map offline: the test browser has no internet, so the reveal falls back to coordinates alone,
/// and no map tile is even tried (only the one probe per page view).
@Suite("Browser: quiz map offline", .serialized, .requires(TestTool.browser))
struct QuizMapTests {
    @Test func offlineTheRevealShowsCoordinatesAloneWithoutFailedTileLoads() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await quiz.start()
            var errors: [String] = []
            for _ in 1...2 {
                try await browser.control(named: "Reveal").click()
                try await quiz.waitForPhase("revealed")
                let coordinates = try await browser.find("#quiz-answer .quiz-coordinates").text()
                #expect(coordinates.wholeMatch(of: /\d{1,2}\.\d{4}° [NS], \d{1,3}\.\d{4}° [EW]/) != nil, "\(coordinates)")
                #expect(try await browser.find("#quiz-answer .quiz-date").text() != "")
                // The page settles on no map: it says so, and shows none.
                try await browser.waitFor("return document.getElementById('quiz-answer').dataset.map === 'offline'", seconds: 20)
                #expect(try await browser.findAll("#quiz-answer .quiz-map, #quiz-answer img").isEmpty)
                errors += try await browser.consoleErrors()
                try await browser.control(named: "Next").click()
                try await quiz.waitForPhase("revealing")
            }
            // Two reveals, one probe: its failure at most, and not a single tile.
            let probeFailures = errors.filter { $0.hasPrefix(QuizPageDriver.mapProbeURL + " ") }
            #expect(probeFailures.count <= 1, "\(probeFailures)")
            let others = errors.filter { !$0.hasPrefix(QuizPageDriver.mapProbeURL + " ") }
            #expect(others.isEmpty, "\(others)")
        }
    }
}
