import Foundation
import Testing
import TestSupport

/// The quiz exists only where there is something to play: a published position.
@Suite("Browser: when there is no quiz", .serialized, .requires(TestTool.browser))
struct QuizAvailabilityTests {
    /// Builds a library of `fixtures` (with `settings` as its vitrine.json, if any) and serves it.
    private func site(_ fixtures: [String], settings: String? = nil) async throws -> (BuiltSite, TemporaryDirectory) {
        let temp = try TemporaryDirectory("vitrine-quiz-library")
        let library = try LibraryFixture(in: temp.url)
        for fixture in fixtures { try library.add(fixture, to: "Trip") }
        if let settings { try library.write(settings, at: "vitrine.json") }
        return (try await BuiltSite(library: library.root), temp)
    }

    /// Asserts the home page loads without a quiz link and the site has no quiz page.
    private func expectNoQuiz(_ site: BuiltSite) async throws {
        #expect(!FileManager.default.fileExists(atPath: site.folder.appendingPathComponent("quiz/index.html").path))
        try await Browser.with(.desktop) { browser in
            try await browser.open(site.url())
            let photos = try await browser.findAll("main a")
            #expect(!photos.isEmpty, "the home page shows no photos")
            let quizLinks = try await browser.evaluate(
                "return Array.from(document.querySelectorAll('a')).filter(function (a) { return /quiz/i.test(a.getAttribute('href') + ' ' + a.textContent); }).length;",
                as: Int.self)
            #expect(quizLinks == 0)
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func aLibraryWithoutGeotaggedPhotosHasNoQuizPageAndNoLink() async throws {
        let (site, temp) = try await site(["cameras/Canon_40D.jpg", "cameras/Nikon_D70.jpg", "orientation/landscape_1.jpg"])
        defer { temp.remove() }
        try await expectNoQuiz(site)
    }

    @Test func locationNoneHidesTheQuizEvenWithGeotags() async throws {
        let (site, temp) = try await site(["gps/DSCN0010.jpg", "gps/DSCN0021.jpg"], settings: #"{"location": "none"}"#)
        defer { temp.remove() }
        try await expectNoQuiz(site)
    }

    @Test func oneGeotaggedPhotoIsEnoughForAQuiz() async throws {
        let (site, temp) = try await site(["cameras/Canon_40D.jpg", "gps/DSCN0010.jpg"])
        defer { temp.remove() }
        try await Browser.with(.desktop) { browser in
            try await browser.open(site.url())
            try await browser.control(named: "Quiz").click()
            try await browser.waitFor("return document.getElementById('quiz') && document.getElementById('quiz').dataset.phase === 'setup'")
            #expect(try await browser.currentURL() == site.url("quiz/index.html"))
            try await browser.control(named: "Start").click()
            try await browser.control(named: "Reveal").click()
            try await browser.waitFor("return document.getElementById('quiz').dataset.phase === 'revealed'")
            let place = try await browser.find("#quiz-answer .quiz-place").text()
            #expect(place == SamplePlaces.arezzo.description)
        }
    }

    @Test func hiddenPhotosAndHiddenPositionsAreNeverPlayed() async throws {
        let temp = try TemporaryDirectory("vitrine-quiz-hidden")
        defer { temp.remove() }
        let library = try LibraryFixture(in: temp.url)
        try library.add("gps/DSCN0010.jpg", to: "Trip")
        // Geotagged but hidden; placed in Tokyo by its sidecar and hidden; geotagged with the position hidden.
        try library.add("gps/DSCN0021.jpg", to: "Trip")
        try library.write(#"{"hidden": true}"#, at: "Trip/DSCN0021.jpg.json")
        try library.add("orientation/landscape_1.jpg", to: "Trip")
        try library.write(#"{"hidden": true, "location": {"latitude": 35.6895, "longitude": 139.6917}}"#,
                          at: "Trip/landscape_1.jpg.json")
        try library.add("gps/DSCN0025.jpg", to: "Trip")
        try library.write(#"{"location": null}"#, at: "Trip/DSCN0025.jpg.json")
        let site = try await BuiltSite(library: library.root)

        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await quiz.storeSettings(#"{"revealSpeed":"medium","timer":120,"sessionLength":"endless","albums":[]}"#)
            let intro = try await browser.find("#quiz-setup .quiz-intro").text()
            #expect(intro.hasSuffix(" 1 photo can be played."), "\(intro)")
            try await quiz.start()
            // Endless over one photo: the same one, round after round.
            for round in 1...3 {
                #expect(try await browser.find("#quiz-progress").text() == "Photo \(round)")
                try await browser.control(named: "Reveal").click()
                try await quiz.waitForPhase("revealed")
                #expect(try await quiz.revealedPlace() == SamplePlaces.arezzo.description)
                try await browser.control(named: "Next").click()
                try await quiz.waitForPhase("revealing")
            }
        }
    }
}
