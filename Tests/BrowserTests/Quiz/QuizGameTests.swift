import Foundation
import Testing
import TestSupport

/// The quiz as a game (issue 34): the player answers before the reveal, by one of the offered places (keys 1 to 4
/// or a click) or online by a click on the map; the reveal says right or wrong, or how far, and the round's points;
/// the summary adds them up. Scores: 1000 × accuracy × pace (quiz-score.js), so a right answer is worth 500 to 1000.
@Suite("Browser: quiz game", .serialized, .requires(TestTool.browser))
struct QuizGameTests {
    /// "850 points this round." -> 850, from English text with the language's digit grouping.
    private func points(in text: String) -> Int? {
        text.firstMatch(of: /([\d,]+) points?/).flatMap { Int($0.1.replacingOccurrences(of: ",", with: "")) }
    }

    @Test func aRightAndAWrongChoiceScoreAndTheSummaryAddsThemUp() async throws {
        let site = try await BuiltSite.sample()
        let index = try QuizPhotoIndex(site: site.folder)
        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await browser.setLocalStorageItem("vitrine.quiz.best", #"{"5": 99999, "10": -3, "20": "x"}"#)
            try await quiz.storeSettings(#"{"revealSpeed":"slow","timer":120,"sessionLength":"5","albums":[]}"#)
            try await quiz.start()
            var scores: [Int] = []
            for round in 0..<2 {
                let page = try #require(try await quiz.currentPhotoPage(index))
                let place = try #require(SamplePlaces.byPhotoPage[page]).description
                let offered = try await quiz.choices()
                #expect(offered.labels.count == 4, "\(page): \(offered.labels)")
                #expect(offered.labels.filter { $0 == place }.count == 1, "\(place) among \(offered.labels)")
                #expect(Set(offered.labels).count == offered.labels.count)
                // Nothing but the words tells the right one: every button's markup is the same without its text.
                #expect(Set(offered.markup).count == 1, "\(offered.markup)")
                let right = try #require(offered.labels.firstIndex(of: place))
                if round == 0 {
                    try await browser.press(String(right + 1))
                } else {
                    let wrong = offered.labels.indices.first { $0 != right } ?? 0
                    try await browser.findAll("#quiz-guess .quiz-choice")[wrong].click()
                }
                try await quiz.waitForPhase("revealed")
                let result = try await quiz.result()
                let score = try #require(points(in: result.text), "\(result.text)")
                if round == 0 {
                    #expect(result.kind == "right" && result.text.hasPrefix("Right!"), "\(result)")
                    #expect((500...1000).contains(score), "\(result)")
                } else {
                    #expect(result.kind == "wrong" && result.text.hasPrefix("Wrong: you picked "), "\(result)")
                    #expect(score == 0, "\(result)")
                }
                #expect(try await quiz.revealedPlace() == place)
                // Answered: the choices are gone with the round.
                #expect(try await browser.findAll("#quiz-guess .quiz-choice").isEmpty)
                scores.append(score)
                try await browser.control(named: "Next").click()
                try await quiz.waitForPhase("revealing")
            }
            try await browser.control(named: "Quit").click()
            try await quiz.waitForPhase("complete")
            let total = try await browser.text(of: "#quiz-total")
            #expect(total == "Total: \(scores.reduce(0, +).formatted(.number.locale(Locale(identifier: "en")))) points", "\(total)")
            let rounds = try await browser.evaluate("return Array.prototype.map.call(document.querySelectorAll('#quiz-places li'), function (li) { return li.textContent; })",
                                                    as: [String].self)
            #expect(rounds.count == 2)
            #expect(zip(rounds, scores).allSatisfy { points(in: $0.0) == $0.1 }, "\(rounds)")
            // The stored best was out of range for 5 rounds, so it was forgotten: this total is the new best.
            #expect(try await browser.text(of: "#quiz-best") == "A new best score for this length!")
            let best = try await browser.evaluate("return JSON.parse(localStorage.getItem('vitrine.quiz.best'))", as: [String: Int].self)
            #expect(best == ["5": scores.reduce(0, +)])
            #expect(try await quiz.consoleErrors().isEmpty)
        }
    }

    @Test func theTimerRunningOutScoresNothing() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await browser.setLocalStorageItem("vitrine.quiz.best", #"{"5": 400}"#)
            try await quiz.storeSettings(#"{"revealSpeed":"fast","timer":10,"sessionLength":"5","albums":[]}"#)
            try await quiz.start()
            try await quiz.waitForPhase("revealed", seconds: 60)
            let result = try await quiz.result()
            #expect(result.kind == "none" && result.text == "No answer. 0 points this round.", "\(result)")
            try await browser.control(named: "Quit").click()
            try await quiz.waitForPhase("complete")
            #expect(try await browser.text(of: "#quiz-total") == "Total: 0 points")
            // A lower total keeps the best, and says what it is.
            #expect(try await browser.text(of: "#quiz-best") == "Best for this length: 400 points")
        }
    }

    /// Online (here the tile server is the site itself: every tile is one of its images), the player may click the
    /// map instead: the reveal says how far the guess was and scores it, and shows the answer's map.
    @Test func aClickOnTheMapIsAGuessScoredByItsDistance() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(.desktop) { browser in
            let quiz = try await startWithTheGuessMap(browser, site: site)
            #expect(try await browser.text(of: "#quiz-guess .quiz-guess-hint") == "Or click the map where you think it was.")
            try await browser.find("#quiz-guess .quiz-guess-map .quiz-map-view").click()
            try await quiz.waitForPhase("revealed")
            let result = try await quiz.result()
            #expect(result.kind == "map", "\(result)")
            let distance = try #require(result.text.firstMatch(of: #/^Your guess was ([\d,.]+) km away\. /#), "\(result.text)")
            let kilometres = try #require(Double(distance.1.replacingOccurrences(of: ",", with: "")))
            #expect(kilometres >= 0 && kilometres < 20_016)
            let score = try #require(points(in: result.text))
            // At most the accuracy allows, at least half of it (pace): 1000 × exp(−d / 1000) × ½...1, whole points.
            let accuracy = 1000 * exp(-kilometres / 1000)
            #expect(Double(score) <= accuracy + 1 && Double(score) >= accuracy / 2 - 1, "\(result.text)")
            try await browser.waitFor("return document.getElementById('quiz-answer').dataset.map === 'online'", seconds: 20)
            try await expectAnswerAndGuessInView(browser)
            #expect(try await quiz.consoleErrors().isEmpty)
        }
    }

    /// The guess map from the keyboard: the view takes the focus (in the tab order, described by its keys), arrow
    /// keys and + move it, Enter guesses its centre; the reveal's map shows the answer and the guess. axe finds
    /// nothing with the map on the page.
    @Test(.requires(.axe)) func theMapGuessWorksFromTheKeyboardAndTheRevealShowsIt() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(.desktop) { browser in
            let quiz = try await startWithTheGuessMap(browser, site: site)
            let view = "#quiz-guess .quiz-guess-map .quiz-map-view"
            let violations = try await browser.accessibilityViolations()
            #expect(violations.isEmpty, "\(violations)")
            #expect(try await browser.evaluate("return document.querySelector('\(view)').tabIndex", as: Int.self) == 0)
            let described = try await browser.evaluate(
                "return document.getElementById(document.querySelector('\(view)').getAttribute('aria-describedby')).textContent", as: String.self)
            #expect(described.contains("Enter"), "\(described)")
            try await browser.run("document.querySelector('\(view)').focus()")
            let tiles = "return Array.prototype.map.call(document.querySelectorAll('\(view) .quiz-map-tile'), function (t) { return t.src + '@' + t.style.left; }).join()"
            let before = try await browser.evaluate(tiles, as: String.self)
            try await browser.press(Browser.Key.arrowRight)
            try await browser.press(Browser.Key.arrowRight)
            #expect(try await browser.evaluate(tiles, as: String.self) != before, "the arrow keys moved nothing")
            try await browser.press("+")
            #expect(try await quiz.phase() == "revealing")
            try await browser.press(Browser.Key.enter)
            try await quiz.waitForPhase("revealed")
            let result = try await quiz.result()
            #expect(result.kind == "map", "\(result)")
            #expect(result.text.hasPrefix("Your guess was "), "\(result.text)")
            try await browser.waitFor("return document.getElementById('quiz-answer').dataset.map === 'online'", seconds: 20)
            try await expectAnswerAndGuessInView(browser)
            #expect(try await quiz.consoleErrors().isEmpty)
        }
    }

    /// A game started online, its tiles served by the site itself (every tile is one of its images), once the
    /// first round's guess map has its tiles.
    private func startWithTheGuessMap(_ browser: Browser, site: BuiltSite) async throws -> QuizPageDriver {
        let quiz = QuizPageDriver(browser: browser, site: site)
        try await quiz.open()
        let tile = try await browser.evaluate("""
            return new URL(JSON.parse(document.getElementById('quiz-data').textContent).photos[0].jpeg, location.href).href;
            """, as: String.self)
        try await browser.runBeforeEveryPage("window.vitrineTiles = \(String(reflecting: tile + "?{z}/{x}/{y}"));")
        try await quiz.storeSettings(#"{"revealSpeed":"slow","timer":120,"sessionLength":"5","albums":[]}"#)
        try await quiz.start()
        try await browser.waitFor("return document.querySelectorAll('#quiz-guess .quiz-guess-map .quiz-map-tile').length > 0", seconds: 20)
        return quiz
    }

    /// The reveal's map holds the answer's marker and the guess's, both inside its view.
    private func expectAnswerAndGuessInView(_ browser: Browser) async throws {
        try await browser.waitFor("return document.querySelectorAll('#quiz-answer .quiz-map-marker').length === 2", seconds: 20)
        let inside = try await browser.evaluate("""
            var view = document.querySelector('#quiz-answer .quiz-map-view').getBoundingClientRect();
            return Array.prototype.map.call(document.querySelectorAll('#quiz-answer .quiz-map-marker'), function (m) {
              var box = m.getBoundingClientRect(), x = box.left + box.width / 2, y = box.top + box.height / 2;
              return (m.classList.contains('quiz-guess-marker') ? 'guess' : 'answer') + ':' +
                (x >= view.left && x <= view.right && y >= view.top && y <= view.bottom);
            }).sort();
            """, as: [String].self)
        #expect(inside == ["answer:true", "guess:true"], "\(inside)")
    }

    @Test(.requires(.axe)) func axeFindsNothingInAnyPhase() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await quiz.storeSettings(#"{"revealSpeed":"slow","timer":120,"sessionLength":"5","albums":[]}"#)
            var violations = try await browser.accessibilityViolations().map { "setup: \($0)" }
            try await quiz.start()
            violations += try await browser.accessibilityViolations().map { "revealing: \($0)" }
            try await browser.press("1")
            try await quiz.waitForPhase("revealed")
            violations += try await browser.accessibilityViolations().map { "revealed: \($0)" }
            try await browser.control(named: "Quit").click()
            try await quiz.waitForPhase("complete")
            violations += try await browser.accessibilityViolations().map { "complete: \($0)" }
            #expect(violations.isEmpty, "\(violations)")
        }
    }
}
