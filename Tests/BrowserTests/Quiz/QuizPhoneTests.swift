import Foundation
import Testing
import TestSupport

/// The quiz on a phone in portrait: the round fits the screen and plays by taps.
@Suite("Browser: quiz on a phone", .serialized, .requires(TestTool.browser))
struct QuizPhoneTests {
    @Test func aSessionPlaysByTapsAndFitsAPortraitScreen() async throws {
        let site = try await BuiltSite.sample()
        let index = try QuizPhotoIndex(site: site.folder)
        try await Browser.with(.phone) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await quiz.storeSettings(#"{"revealSpeed":"fast","timer":60,"sessionLength":"5","albums":[]}"#)
            try await quiz.start()

            // Nothing wider than the screen; the photo and the Reveal button are both on it.
            let layout = try await browser.evaluate("""
                var stage = document.getElementById('quiz-stage').getBoundingClientRect();
                var reveal = document.getElementById('quiz-reveal').getBoundingClientRect();
                return [document.documentElement.scrollWidth, window.innerWidth, stage.width, stage.height,
                        reveal.right, reveal.height];
                """, as: [Double].self)
            #expect(layout[0] <= layout[1], "the page scrolls sideways: \(layout)")
            #expect(layout[2] > 0 && layout[2] <= layout[1] && layout[3] > 0)
            #expect(layout[4] <= layout[1] && layout[5] >= 44, "Reveal is off screen or too small to tap: \(layout)")

            let rounds = try await quiz.playWithButtons(index)
            #expect(rounds.count == 5)
            for round in rounds {
                let page = try #require(round.page)
                #expect(round.place == SamplePlaces.byPhotoPage[page]?.description, "\(page)")
            }
            try await quiz.waitForPhase("complete")
            #expect(try await browser.find("#quiz-summary").text() == "You played 5 photos.")

            // Play again, then Quit mid-round.
            try await browser.control(named: "Play again").click()
            try await quiz.waitForPhase("revealing")
            try await browser.control(named: "Quit").click()
            try await quiz.waitForPhase("complete")
            #expect(try await browser.find("#quiz-summary").text() == "You played 0 photos.")
            let errors = try await quiz.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }
}
