import Foundation
import Testing
import TestSupport

/// Whole sessions on the sample gallery: every reveal names the right place, the summary lists the session.
@Suite("Browser: quiz sessions", .serialized, .enabled(if: ChromeDriver.isAvailable && VitrineProcess.isAvailable))
struct QuizSessionTests {
    @Test func aSessionWithRevealAndNextNamesEachPhotosPlaceThenSumsUp() async throws {
        let site = try BuiltSite.sample.get()
        let index = try QuizPhotoIndex(site: site.folder)
        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await quiz.start()
            let progress = try await browser.find("#quiz-progress").text()
            #expect(progress == "Photo 1 of 10")

            let rounds = try await quiz.playWithButtons(index)
            // The default session is 10 photos, each played once.
            #expect(rounds.count == 10)
            let pages = rounds.compactMap(\.page)
            #expect(pages.count == rounds.count, "a round showed an image no photo page shows")
            #expect(Set(pages).count == pages.count, "a photo came twice: \(pages)")
            for round in rounds {
                let page = try #require(round.page)
                let expected = try #require(SamplePlaces.byPhotoPage[page], "\(page) is not a playable photo")
                #expect(round.place == expected.description, "\(page)")
            }

            try await quiz.waitForPhase("complete")
            #expect(try await browser.find("#quiz-summary").text() == "You played 10 photos.")
            let listed = try await browser.findAll("#quiz-places li")
            #expect(listed.count == 10)
            for (item, round) in zip(listed, rounds) {
                #expect(try await item.text().hasPrefix(round.place + " · "))
            }

            // Play again starts a fresh session with the same settings.
            try await browser.control(named: "Play again").click()
            try await quiz.waitForPhase("revealing")
            #expect(try await browser.find("#quiz-progress").text() == "Photo 1 of 10")
            #expect(try await quiz.revealedPlace().isEmpty)
            let errors = try await quiz.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func theKeyboardPlaysSpaceAndEnterRevealAndGoOnEscapeQuits() async throws {
        let site = try BuiltSite.sample.get()
        let index = try QuizPhotoIndex(site: site.folder)
        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await quiz.storeSettings(#"{"revealSpeed":"medium","timer":120,"sessionLength":"5","albums":[]}"#)
            try await quiz.start()

            var played: [String] = []
            for round in 1...3 {
                #expect(try await browser.find("#quiz-progress").text() == "Photo \(round) of 5")
                let page = try #require(try await quiz.currentPhotoPage(index))
                // Space reveals, whatever the focus.
                try await browser.press(Browser.Key.space)
                try await quiz.waitForPhase("revealed")
                let expected = try #require(SamplePlaces.byPhotoPage[page])
                #expect(try await quiz.revealedPlace() == expected.description, "\(page)")
                played.append(page)
                // Enter goes on to the next photo, and only one photo on.
                try await browser.press(Browser.Key.enter)
                try await quiz.waitForPhase("revealing")
                #expect(try await browser.find("#quiz-progress").text() == "Photo \(round + 1) of 5")
            }
            // Enter also reveals; Escape then quits with the rounds played so far.
            try await browser.press(Browser.Key.enter)
            try await quiz.waitForPhase("revealed")
            try await browser.press(Browser.Key.escape)
            try await quiz.waitForPhase("complete")
            #expect(try await browser.find("#quiz-summary").text() == "You played 4 photos.")
            #expect(Set(played).count == 3)
            let errors = try await quiz.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func escapeQuitsInTheMiddleOfARound() async throws {
        let site = try BuiltSite.sample.get()
        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await quiz.start()
            try await browser.press(Browser.Key.escape)
            try await quiz.waitForPhase("complete")
            // A round quit before its reveal was not played.
            #expect(try await browser.find("#quiz-summary").text() == "You played 0 photos.")
            #expect(try await browser.findAll("#quiz-places li").isEmpty)
        }
    }
}
