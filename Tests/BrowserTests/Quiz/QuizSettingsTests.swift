import Foundation
import Testing
import TestSupport

/// The quiz's settings (seed 004): kept in localStorage across visits, validated when read back, and the
/// album filter deciding which photos are played.
@Suite("Browser: quiz settings", .serialized, .requires(TestTool.browser))
struct QuizSettingsTests {
    /// The settings form as the visitor sees it: checked speed and length, timer value and its display, albums.
    struct ShownSettings: Decodable, Equatable {
        var revealSpeed: String
        var timer: String
        var timerDisplay: String
        var sessionLength: String
        var albums: [String]
    }

    static let defaults = ShownSettings(revealSpeed: "medium", timer: "30", timerDisplay: "30", sessionLength: "10", albums: [])

    private func shownSettings(_ browser: Browser) async throws -> ShownSettings {
        try await browser.evaluate("""
            var checked = function (name) { var box = document.querySelector('input[name="' + name + '"]:checked'); return box ? box.value : ''; };
            return {
                revealSpeed: checked('reveal-speed'),
                timer: document.getElementById('quiz-timer').value,
                timerDisplay: document.getElementById('quiz-timer-value').textContent,
                sessionLength: checked('session-length'),
                albums: Array.from(document.querySelectorAll('input[name="album"]:checked')).map(function (b) { return b.value; })
            };
            """, as: ShownSettings.self)
    }

    /// Clicks the radio button or checkbox whose label reads `label`, as a visitor would.
    private func choose(_ label: String, _ browser: Browser) async throws {
        for input in try await browser.findAll("#quiz-settings input[type=radio], #quiz-settings input[type=checkbox]") {
            if try await input.accessibleName().hasPrefix(label) {
                try await input.click()
                return
            }
        }
        Issue.record("no setting labelled \(label)")
    }

    @Test func choicesSurviveAReloadAndStartWithThem() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await browser.clearLocalStorage()
            try await quiz.reload()
            #expect(try await shownSettings(browser) == Self.defaults)

            try await choose("Fast", browser)
            try await choose("5 photos", browser)
            try await choose("Helsinki", browser)
            // The range input, set as dragging it would: a new value and an input event.
            try await browser.run("var r = document.getElementById('quiz-timer'); r.value = '45'; r.dispatchEvent(new Event('input', {bubbles: true}));")
            #expect(try await browser.find("#quiz-timer-value").text() == "45")

            try await quiz.reload()
            let shown = try await shownSettings(browser)
            #expect(shown == ShownSettings(revealSpeed: "fast", timer: "45", timerDisplay: "45", sessionLength: "5", albums: ["Helsinki"]))
            let stored = try #require(try await browser.localStorageItem(QuizPageDriver.settingsKey))
            #expect(stored.contains(#""timer":45"#))

            // A session takes the saved settings: 45 s on the clock, at most 5 photos (Helsinki has 2).
            try await quiz.start()
            #expect(try await browser.find("#quiz-progress").text() == "Photo 1 of 2")
            #expect(Int(try await quiz.countdown()).map { (40...45).contains($0) } == true)
        }
    }

    /// Stored settings and what the form must show after a reload: each field on its own, a valid value is
    /// kept and anything else is the default.
    static let storedAndShown: [(stored: String, shown: ShownSettings)] = [
        (#"{"revealSpeed":"warp","timer":5,"sessionLength":"7","albums":["Nowhere"]}"#, defaults),
        (#"{"revealSpeed":"fast","timer":121,"sessionLength":"endless","albums":[]}"#,
         ShownSettings(revealSpeed: "fast", timer: "30", timerDisplay: "30", sessionLength: "endless", albums: [])),
        (#"{"revealSpeed":null,"timer":"30","sessionLength":10.5,"albums":"Helsinki"}"#, defaults),
        (#"{"revealSpeed":"slow","timer":12.5,"sessionLength":"20","albums":[7,null,"Helsinki","Helsinki"]}"#,
         ShownSettings(revealSpeed: "slow", timer: "30", timerDisplay: "30", sessionLength: "20", albums: ["Helsinki"])),
        (#"{"revealSpeed":"medium","timer":9,"sessionLength":"5"}"#,
         ShownSettings(revealSpeed: "medium", timer: "30", timerDisplay: "30", sessionLength: "5", albums: [])),
        (#"{"timer":-1e309}"#, defaults),
        ("not json {", defaults),
        ("[1,2,3]", defaults),
        ("null", defaults),
        ("", defaults),
    ]

    @Test func storedGarbageFallsBackToTheDefaults() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            for (stored, expected) in Self.storedAndShown {
                try await quiz.storeSettings(stored)
                #expect(try await shownSettings(browser) == expected, "stored: \(stored)")
            }
            // The edges of the timer's range are valid.
            for timer in [10, 120] {
                try await quiz.storeSettings(#"{"revealSpeed":"medium","timer":\#(timer),"sessionLength":"10","albums":[]}"#)
                #expect(try await shownSettings(browser).timer == String(timer))
            }
            // And the quiz still plays after garbage.
            try await quiz.storeSettings("not json {")
            try await quiz.start()
            let left = try #require(Int(try await quiz.countdown()))
            // At most the default 30 s (how much has run already depends on the machine's load).
            #expect((1...30).contains(left), "the default timer is 30 s")
            let errors = try await quiz.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func oneAlbumPicked_everyPhotoPlayedComesFromIt() async throws {
        let site = try await BuiltSite.sample()
        let index = try QuizPhotoIndex(site: site.folder)
        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await browser.clearLocalStorage()
            try await quiz.reload()
            // Only albums with geotagged photos are offered: not Orientation.
            let offered = try await browser.evaluate(
                "return Array.from(document.querySelectorAll('input[name=\"album\"]')).map(function (b) { return b.value; });",
                as: [String].self)
            #expect(offered == ["Cameras", "Cameras/Nikon", "Helsinki", "Tuscany 2008"])

            try await choose("Cameras (", browser)
            try await choose("Endless", browser)
            try await quiz.start()
            #expect(try await browser.find("#quiz-progress").text() == "Photo 1")
            // Endless: play the album's 4 photos twice over; every one is from Cameras, not its Nikon sub-album.
            let rounds = try await quiz.playWithButtons(index, limit: 8)
            #expect(rounds.count == 8)
            for round in rounds {
                let page = try #require(round.page)
                #expect(page.hasPrefix("albums/cameras/") && !page.hasPrefix("albums/cameras/nikon/"), "\(page)")
                #expect(round.place == SamplePlaces.byPhotoPage[page]?.description, "\(page)")
            }
            #expect(Set(rounds.prefix(4).compactMap(\.page)).count == 4)
            #expect(Set(rounds.compactMap(\.page)).count == 4)
        }
    }

    @Test func changeSettingsAfterASessionStartsTheNextOneWithTheNewChoices() async throws {
        let site = try await BuiltSite.sample()
        let index = try QuizPhotoIndex(site: site.folder)
        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await quiz.storeSettings(#"{"revealSpeed":"medium","timer":120,"sessionLength":"5","albums":["Helsinki"]}"#)
            try await quiz.start()
            try await browser.control(named: "Quit").click()
            try await quiz.waitForPhase("complete")

            try await browser.control(named: "Change settings").click()
            try await quiz.waitForPhase("setup")
            #expect(try await shownSettings(browser).albums == ["Helsinki"])
            try await choose("Helsinki", browser)
            try await choose("Cameras / Nikon", browser)
            try await quiz.start()
            #expect(try await browser.find("#quiz-progress").text() == "Photo 1 of 1")
            let rounds = try await quiz.playWithButtons(index)
            #expect(rounds.map(\.page) == ["albums/cameras/nikon/nikon-coolpix-p1.html"])
            #expect(rounds.map(\.place) == ["Sendai, Japan"])
            try await quiz.waitForPhase("complete")
            #expect(try await browser.find("#quiz-summary").text() == "You played 1 photo.")
            // Saved for the next visit too.
            try await quiz.reload()
            #expect(try await shownSettings(browser).albums == ["Cameras/Nikon"])
        }
    }
}
