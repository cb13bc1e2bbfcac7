import Foundation
import TestSupport

/// Plays the quiz page through a browser the way a visitor does, and reads what the visitor sees.
struct QuizPageDriver {
    let browser: Browser
    let site: BuiltSite

    /// The `localStorage` key under which the page keeps its settings.
    static let settingsKey = "vitrine.quiz.settings"

    /// The one tile the page fetches to learn whether maps can load. Offline (as in these tests) its failed load
    /// is logged once per page view; no other request may fail.
    static let mapProbeURL = "https://tile.openstreetmap.org/0/0/0.png"

    /// Console errors since the last call, leaving out the map probe's failed load.
    func consoleErrors() async throws -> [String] {
        try await browser.consoleErrors().filter { !$0.hasPrefix(Self.mapProbeURL + " ") }
    }

    /// Opens the quiz page and waits until its script has shown the settings.
    func open() async throws {
        try await browser.open(site.url("quiz/index.html"))
        try await waitForPhase("setup")
    }

    /// Reloads the page (settings are read again from storage) and waits for the settings form.
    func reload() async throws {
        try await browser.reload()
        try await waitForPhase("setup")
    }

    /// Writes raw settings JSON (or garbage) where the page keeps them, then reloads so the page reads them.
    func storeSettings(_ json: String) async throws {
        try await browser.setLocalStorageItem(Self.settingsKey, json)
        try await reload()
    }

    /// The phase the page is in: setup, revealing, revealed or complete.
    func phase() async throws -> String {
        try await browser.evaluate("return document.getElementById('quiz').dataset.phase", as: String.self)
    }

    func waitForPhase(_ phase: String, seconds: Double = 20) async throws {
        try await browser.waitFor("return document.getElementById('quiz').dataset.phase === arguments[0]", [phase],
                                  seconds: seconds)
    }

    /// Presses Start and waits for the first round.
    func start() async throws {
        try await browser.control(named: "Start").click()
        try await waitForPhase("revealing")
    }

    /// The photo page of the photo on the stage, from the image the browser shows (or is loading).
    func currentPhotoPage(_ index: QuizPhotoIndex) async throws -> String? {
        let url = try await browser.evaluate("""
            var img = document.querySelector('#quiz-stage img');
            return img ? (img.currentSrc || img.src || '') : '';
            """, as: String.self)
        return index.page(forImage: url)
    }

    /// What the reveal says: the place line ("City, Country").
    func revealedPlace() async throws -> String {
        try await browser.evaluate("var p = document.querySelector('#quiz-answer .quiz-place'); return p ? p.textContent : '';",
                                   as: String.self)
    }

    /// How many of the stage's tiles are open, and how many there are.
    func tileCounts() async throws -> (open: Int, total: Int) {
        let counts = try await browser.evaluate(
            "var t = document.querySelectorAll('#quiz-tiles .quiz-tile'); "
                + "return [document.querySelectorAll('#quiz-tiles .quiz-tile[data-open]').length, t.length];",
            as: [Int].self)
        return (counts[0], counts[1])
    }

    /// The countdown's text.
    func countdown() async throws -> String {
        try await browser.evaluate("return document.getElementById('quiz-countdown').textContent", as: String.self)
    }

    /// The text a visitor reads: rendered text, plus the alt, title and aria-label of everything, plus every
    /// image address, so a test can look for answers anywhere a glance (or a hover) would find them. The offered
    /// places are left out: the right one is among them by design (`choices()` checks they mark none).
    func readableText() async throws -> String {
        try await browser.evaluate("""
            var choices = document.querySelector('.quiz-choices');
            if (choices) choices.hidden = true;
            var parts = [document.title, document.body.innerText];
            if (choices) choices.hidden = false;
            document.querySelectorAll('[alt], [title], [aria-label], img, source').forEach(function (node) {
                ['alt', 'title', 'aria-label', 'src', 'srcset'].forEach(function (name) {
                    var value = node.getAttribute(name);
                    if (value) parts.push(value);
                });
                if (node.currentSrc) parts.push(node.currentSrc);
            });
            return parts.join('\\n');
            """, as: String.self)
    }

    /// The places offered this round, in the page's order, and each button's markup with its text cut out: the
    /// same for every button when none is marked.
    func choices() async throws -> (labels: [String], markup: [String]) {
        let found = try await browser.evaluate("""
            return Array.prototype.map.call(document.querySelectorAll('#quiz-guess .quiz-choice'), function (b) {
              var bare = b.cloneNode(true);
              bare.textContent = '';
              bare.removeAttribute('aria-keyshortcuts');
              return [b.textContent.replace(/^\\s*\\d\\s*/, ''), bare.outerHTML];
            });
            """, as: [[String]].self)
        return (found.map { $0[0] }, found.map { $0[1] })
    }

    /// What the reveal says of the player's answer, and how it was taken (right, wrong, map or none).
    func result() async throws -> (text: String, kind: String) {
        let found = try await browser.evaluate("""
            var p = document.querySelector('#quiz-answer .quiz-result');
            return p ? [p.textContent, p.getAttribute('data-result')] : ['', ''];
            """, as: [String].self)
        return (found[0], found[1])
    }

    /// Plays rounds with the Reveal and Next buttons until the session completes; returns, for each round,
    /// the photo page of the photo shown and the place revealed.
    func playWithButtons(_ index: QuizPhotoIndex, limit: Int = 40) async throws -> [(page: String?, place: String)] {
        var rounds: [(page: String?, place: String)] = []
        while try await phase() == "revealing", rounds.count < limit {
            let page = try await currentPhotoPage(index)
            try await browser.control(named: "Reveal").click()
            try await waitForPhase("revealed")
            rounds.append((page, try await revealedPlace()))
            try await browser.control(named: "Next").click()
            try await browser.waitFor("var p = document.getElementById('quiz').dataset.phase; return p === 'revealing' || p === 'complete';")
        }
        return rounds
    }
}
