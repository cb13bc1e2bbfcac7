import Foundation
import Testing
import TestSupport

/// One round on its own: the 6x6 tiles, the countdown running out by itself, and no answer before the reveal.
@Suite("Browser: a quiz round", .serialized, .requires(TestTool.browser))
struct QuizRoundTests {
    /// The shortest round the settings allow: a 10 s timer and the fast (5 s) reveal.
    static let shortRound = #"{"revealSpeed":"fast","timer":10,"sessionLength":"5","albums":[]}"#

    @Test func thirtySixTilesInASixBySixGridUncoverOverTimeThenTheTimerRevealsByItself() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await quiz.storeSettings(Self.shortRound)
            // Records the order the tiles open in, in how many separate steps, and how many were open when the
            // answer showed: judged by the page's own events, so a slow machine cannot make the test flaky.
            try await browser.run("""
                window.tileLog = { order: [], steps: 0, openAtReveal: -1 };
                new MutationObserver(function () {
                    if (document.getElementById('quiz').dataset.phase === 'revealed' && window.tileLog.openAtReveal < 0)
                        window.tileLog.openAtReveal = window.tileLog.order.length;
                }).observe(document.getElementById('quiz'), { attributes: true, attributeFilter: ['data-phase'] });
                new MutationObserver(function (records) {
                    var opened = records.filter(function (r) { return r.target.hasAttribute('data-open') && r.oldValue === null; });
                    if (opened.length === 0) return;
                    window.tileLog.steps += 1;
                    opened.forEach(function (r) { window.tileLog.order.push(Number(r.target.dataset.tile)); });
                }).observe(document.getElementById('quiz-tiles'), { subtree: true, attributes: true,
                    attributeFilter: ['data-open'], attributeOldValue: true });
                """)
            try await quiz.start()

            // 36 tiles laid out in 6 columns and 6 rows over the photo.
            let grid = try await browser.evaluate("""
                var tiles = Array.from(document.querySelectorAll('#quiz-tiles .quiz-tile'));
                var boxes = tiles.map(function (t) { return t.getBoundingClientRect(); });
                var columns = new Set(boxes.map(function (b) { return Math.round(b.left); }));
                var rows = new Set(boxes.map(function (b) { return Math.round(b.top); }));
                return [tiles.length, columns.size, rows.size];
                """, as: [Int].self)
            #expect(grid == [36, 6, 6])

            // Nobody presses Reveal: the tiles uncover, the countdown reaches zero and the answer shows.
            try await quiz.waitForPhase("revealed", seconds: 60)
            // Each tile once, in a shuffled order, over many steps rather than all at once, and all 36 open
            // (the 5 s reveal) before the 10 s timer ran out.
            struct TileLog: Decodable { var order: [Int]; var steps: Int; var openAtReveal: Int }
            let log = try await browser.evaluate("return window.tileLog", as: TileLog.self)
            #expect(log.order.sorted() == Array(0..<36))
            #expect(log.order != Array(0..<36), "tiles open in document order, not at random")
            #expect(log.steps >= 6, "\(log.steps) steps")
            #expect(log.openAtReveal == 36, "\(log.openAtReveal) tiles open when the timer ran out")
            #expect(try await quiz.countdown() == "0")
            #expect(try await !quiz.revealedPlace().isEmpty)
            #expect(try await browser.control(named: "Next").isDisplayed())
            let errors = try await quiz.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func revealingAtOnceOpensEveryTile() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await quiz.storeSettings(#"{"revealSpeed":"slow","timer":120,"sessionLength":"5","albums":[]}"#)
            try await quiz.start()
            try await browser.control(named: "Reveal").click()
            try await quiz.waitForPhase("revealed")
            #expect(try await quiz.tileCounts() == (open: 36, total: 36))
        }
    }

    @Test func noAnswerIsReadableBeforeTheReveal() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await quiz.storeSettings(#"{"revealSpeed":"fast","timer":120,"sessionLength":"5","albums":[]}"#)
            try await quiz.start()
            for _ in 1...5 {
                // Wait until the photo is fully uncovered: the most a visitor can see before the reveal.
                try await browser.waitFor("""
                    var img = document.querySelector('#quiz-stage img');
                    return img && img.complete && img.naturalWidth > 0
                        && document.querySelectorAll('#quiz-tiles .quiz-tile[data-open]').length === 36;
                    """, seconds: 60)
                #expect(try await quiz.phase() == "revealing")
                let readable = try await quiz.readableText()
                for word in SamplePlaces.answerWords + SamplePlaces.fileNameWords {
                    #expect(!readable.localizedCaseInsensitiveContains(word), "\(word) is readable before the reveal")
                }
                // Not even the coordinates or the date.
                #expect(readable.firstMatch(of: /\d+\.\d{2,}°/) == nil)
                #expect(!readable.contains("2008") && !readable.contains("Date unknown"))
                #expect(try await browser.find("#quiz-answer").text().isEmpty)

                try await browser.control(named: "Reveal").click()
                try await quiz.waitForPhase("revealed")
                // The same look now finds the answer: the check above can see one.
                let place = try await quiz.revealedPlace()
                let afterReveal = try await quiz.readableText()
                #expect(!place.isEmpty && afterReveal.contains(place))
                try await browser.control(named: "Next").click()
                try await browser.waitFor("var p = document.getElementById('quiz').dataset.phase; return p === 'revealing' || p === 'complete';")
            }
            try await quiz.waitForPhase("complete")
        }
    }
}

extension QuizRoundTests {
    @Test func eachRoundDownloadsOnlyTheImageFormatTheBrowserShows() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await quiz.storeSettings(#"{"revealSpeed":"medium","timer":120,"sessionLength":"5","albums":[]}"#)
            try await quiz.start()
            for _ in 1...3 {
                try await browser.waitFor("var img = document.querySelector('#quiz-stage img'); return img && img.complete && img.naturalWidth > 0;")
                try await browser.control(named: "Reveal").click()
                try await quiz.waitForPhase("revealed")
                try await browser.control(named: "Next").click()
                try await quiz.waitForPhase("revealing")
            }
            try await browser.waitFor("var img = document.querySelector('#quiz-stage img'); return img && img.complete && img.naturalWidth > 0;")
            let shown = try await browser.evaluate("return document.querySelector('#quiz-stage img').currentSrc", as: String.self)
            let shownFormat = try #require(shown.split(separator: ".").last.map(String.init))
            // Every photo image the page fetched (the rounds' and the preloads') is in the format it shows.
            // 4 rounds shown and the 5th preloaded while the 4th played.
            try await browser.waitFor("""
                return performance.getEntriesByType('resource')
                    .filter(function (e) { return e.name.indexOf('/images/') >= 0; }).length >= 5;
                """)
            let fetched = try await browser.evaluate("""
                return performance.getEntriesByType('resource').map(function (e) { return e.name; })
                    .filter(function (name) { return name.indexOf('/images/') >= 0; });
                """, as: [String].self)
            let otherFormat = fetched.filter { !$0.hasSuffix("." + shownFormat) }
            #expect(otherFormat.isEmpty, "shows .\(shownFormat) but also fetched \(otherFormat)")
        }
    }
}

extension QuizRoundTests {
    @Test func revealingBeforeThePhotoLoadsStopsTheCountdownForGood() async throws {
        let site = try await BuiltSite.sample()
        try await Browser.with(.desktop) { browser in
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await quiz.storeSettings(#"{"revealSpeed":"fast","timer":10,"sessionLength":"5","albums":[]}"#)
            // Start and reveal in one go: the first photo cannot have loaded yet (nothing is cached).
            try await browser.run("document.getElementById('quiz-start').click(); document.getElementById('quiz-reveal').click();")
            try await quiz.waitForPhase("revealed")
            let atReveal = try await quiz.countdown()
            try await browser.waitFor("var img = document.querySelector('#quiz-stage img'); return img.complete && img.naturalWidth > 0;")
            // The photo arriving after the reveal must not start the round's clock: the countdown stays put.
            // (A bounded wait that should run out: the clock, if running, changes within a second.)
            await #expect(throws: (any Error).self) {
                try await browser.waitFor("return document.getElementById('quiz-countdown').textContent !== arguments[0];",
                                          [atReveal], seconds: 2.5)
            }
            #expect(try await quiz.phase() == "revealed")
        }
    }
}
