import Foundation
import Testing
import TestSupport

/// Whole sessions on the sample gallery: every reveal names the right place, the summary lists the session.
@Suite("Browser: quiz sessions", .serialized, .requires(TestTool.browser))
struct QuizSessionTests {
    @Test func aSessionWithRevealAndNextNamesEachPhotosPlaceThenSumsUp() async throws {
        let site = try await BuiltSite.sample()
        let index = try QuizPhotoIndex(site: site.folder)
        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            // 20 photos asked, 15 playable: the session is every playable photo once.
            try await quiz.storeSettings(#"{"revealSpeed":"medium","timer":120,"sessionLength":"20","albums":[]}"#)
            try await quiz.start()
            #expect(try await browser.find("#quiz-progress").text() == "Photo 1 of 15")

            let rounds = try await quiz.playWithButtons(index)
            #expect(rounds.count == 15)
            let pages = rounds.compactMap(\.page)
            #expect(pages.count == rounds.count, "a round showed an image no photo page shows")
            // Each playable photo exactly once; never DSCN0040 (position hidden), the hidden photo or one without GPS.
            #expect(pages.sorted() == SamplePlaces.byPhotoPage.keys.sorted())
            for round in rounds {
                let page = try #require(round.page)
                let expected = try #require(SamplePlaces.byPhotoPage[page], "\(page) is not a playable photo")
                #expect(round.place == expected.description, "\(page)")
            }

            try await quiz.waitForPhase("complete")
            #expect(try await browser.find("#quiz-summary").text() == "You played 15 photos.")
            #expect(try await browser.find("#quiz-total").text() == "Total: 0 points")
            let listed = try await browser.findAll("#quiz-places li")
            #expect(listed.count == 15)
            for (item, round) in zip(listed, rounds) {
                let text = try await item.text()
                #expect(text.hasPrefix(round.place + " · "), "\(text)")
                // The Tuscany walk was on 22 October 2008 (EXIF DateTimeOriginal), in medium style; revealed unanswered,
                // each round scored nothing.
                if round.page?.hasPrefix("albums/tuscany-2008/") == true {
                    #expect(text == round.place + " · Oct 22, 2008 · 0 points")
                }
                #expect(text.hasSuffix(" · 0 points"), "\(text)")
            }

            // Play again starts a fresh session with the same settings.
            try await browser.control(named: "Play again").click()
            try await quiz.waitForPhase("revealing")
            #expect(try await browser.find("#quiz-progress").text() == "Photo 1 of 15")
            #expect(try await quiz.revealedPlace().isEmpty)
            let errors = try await quiz.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func theDefaultSessionIsTenPhotos() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await browser.clearLocalStorage()
            try await quiz.reload()
            try await quiz.start()
            #expect(try await browser.find("#quiz-progress").text() == "Photo 1 of 10")
        }
    }

    @Test func theKeyboardPlaysSpaceAndEnterRevealAndGoOnEscapeQuits() async throws {
        let site = try await BuiltSite.sample()
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
            // Enter also reveals, and Space also goes on: one photo on, still covered.
            try await browser.press(Browser.Key.enter)
            try await quiz.waitForPhase("revealed")
            try await browser.press(Browser.Key.space)
            try await quiz.waitForPhase("revealing")
            #expect(try await browser.find("#quiz-progress").text() == "Photo 5 of 5")
            #expect(try await quiz.revealedPlace().isEmpty)
            // Escape then quits with the rounds played so far.
            try await browser.press(Browser.Key.enter)
            try await quiz.waitForPhase("revealed")
            try await browser.press(Browser.Key.escape)
            try await quiz.waitForPhase("complete")
            #expect(try await browser.find("#quiz-summary").text() == "You played 5 photos.")
            #expect(Set(played).count == 3)
            let errors = try await quiz.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func escapeQuitsInTheMiddleOfARound() async throws {
        let site = try await BuiltSite.sample()
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
