import Foundation
import Testing
import TestSupport

/// PRODUCT.md "Viewing and sharing": the theme speaks the site's `language`. A small library is built in each
/// language and every page type is read as a visitor's browser shows it (what the scripts write included: the open
/// viewer, the map's markers, a revealed quiz round): no word of the English strings file may be left, unless the
/// language writes it the same way, and dates and numbers are the language's.
@Suite("Browser: each language", .serialized, .requires(TestTool.browser))
struct LanguageTests {
    /// Per language: the photo page's date line, the quiz's date (the browser's own `Intl`, medium style) and the
    /// exposure's aperture, all for DSCN0010 (taken 22 October 2008 at 16:28, f/5.9).
    /// And the quiz's verdict on a picked place with its points, and the session's total (patterns).
    static let languages: [(tag: String, date: String, quizDate: String, aperture: String, quizPoints: String, quizTotal: String)] = [
        ("fr", "22 octobre 2008, 16:28", "22 oct. 2008", "f/5,9",
         #"^(Bonne réponse !|Mauvaise réponse : vous avez choisi .+\.) [\d\p{Zs}.]+ points? pour cette manche\.$"#, #"^Total : [\d\p{Zs}.]+ points?$"#),
        ("de", "22. Oktober 2008, 16:28", "22.10.2008", "f/5,9",
         #"^(Richtig!|Falsch: Sie haben .+ gewählt\.) [\d\p{Zs}.]+ Punkte? in dieser Runde\.$"#, #"^Gesamt: [\d\p{Zs}.]+ Punkte?$"#),
        ("es", "22 de octubre de 2008, 16:28", "22 oct 2008", "f/5,9",
         #"^(¡Correcto!|Incorrecto: eligió .+\.) [\d\p{Zs}.]+ puntos? en esta ronda\.$"#, #"^Total: [\d\p{Zs}.]+ puntos?$"#),
        ("it", "22 ottobre 2008, 16:28", "22 ott 2008", "f/5,9",
         #"^(Giusto!|Sbagliato: hai scelto .+\.) [\d\p{Zs}.]+ punt[oi] in questo turno\.$"#, #"^Totale: [\d\p{Zs}.]+ punt[oi]$"#),
    ]

    /// Every page type of the library below.
    static let pages = ["index.html", "albums/alba/index.html", "albums/alba/dscn0010.html", "favorites.html",
                        "tags/index.html", "tags/zq.html", "map.html", "quiz/index.html", "404.html"]

    /// Three geotagged photos in one album; every word a visitor could read that is not the theme's is made up, so
    /// it cannot be taken for an English string.
    static func library(in folder: URL, language: String) throws -> LibraryFixture {
        let library = try LibraryFixture(in: folder)
        for name in ["DSCN0010", "DSCN0012", "DSCN0021"] {
            try library.add("gps/\(name).jpg", to: "Alba")
        }
        try library.write(#"{"title": "Qx10", "caption": "Zzq", "rating": 4, "favorite": true, "tags": ["zq"]}"#,
                          at: "Alba/DSCN0010.jpg.json")
        try library.write(#"{"title": "Qx12", "tags": ["zq"]}"#, at: "Alba/DSCN0012.jpg.json")
        try library.write(#"{"title": "Qx21"}"#, at: "Alba/DSCN0021.jpg.json")
        try library.write(#"{"title": "Qz", "author": "Qy", "baseURL": "https://qz.example/g/", "language": "\#(language)", "showRatings": true}"#,
                          at: "vitrine.json")
        return library
    }

    /// What a visitor can read: the title, every text node, and the attributes that are read out or shown (alt,
    /// labels, titles, the card tags).
    static let readable = """
        var out = [document.title];
        var walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          var node = walker.currentNode, parent = node.parentNode;
          if (parent && /^(SCRIPT|STYLE)$/.test(parent.tagName)) continue;
          if (node.nodeValue.trim()) out.push(node.nodeValue.trim());
        }
        document.querySelectorAll('[alt], [aria-label], [title], [placeholder], meta[content]').forEach(function (e) {
          ['alt', 'aria-label', 'title', 'placeholder'].forEach(function (a) { if (e.hasAttribute(a)) out.push(e.getAttribute(a)); });
          var key = e.getAttribute('property') || e.getAttribute('name') || '';
          if (/^(og|twitter):(title|description|image:alt)$/.test(key)) out.push(e.getAttribute('content'));
        });
        return out;
        """

    /// The literal pieces (placeholders cut out) of every English string that `language` writes differently, each
    /// with its key: pieces of fewer than four letters are left out, and so are pieces the language's own strings
    /// contain (`Photo` in French, `Timer` in Italian) or write with their placeholders filled (French `{n} photo`
    /// is English's `1 photo`).
    static func englishPieces(for language: String) throws -> [(key: String, piece: String)] {
        func tables(_ name: String) throws -> [String: [String: String]] {
            let url = Fixtures.repositoryRoot.appendingPathComponent("Templates/theme/strings-\(name).json")
            return try JSONDecoder().decode([String: [String: String]].self, from: Data(contentsOf: url))
        }
        let english = try tables("en"), translated = try tables(language)
        let theirs = translated.values.flatMap(\.values)
        // The language's counts as patterns (`{n} photo` as `^[0-9]+ photo$`); only numbers fill them.
        let filled = theirs.filter { $0.contains("{n}") || $0.contains("{i}") }.map { text in
            "^" + text.replacingOccurrences(of: #"\{[ni]\}"#, with: "\u{0}", options: .regularExpression)
                .split(separator: "\u{0}", omittingEmptySubsequences: false)
                .map { NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: "[0-9]+") + "$"
        }
        var pieces: [(String, String)] = []
        for (table, strings) in english {
            for (key, text) in strings where translated[table]?[key] != text {
                let parts = text.replacingOccurrences(of: #"\{[a-z]+\}"#, with: "\u{0}", options: .regularExpression)
                    .split(separator: "\u{0}")
                    .map { $0.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters).union(CharacterSet(charactersIn: "←→★"))) }
                for part in parts where part.filter(\.isLetter).count >= 4 && !theirs.contains(where: { $0.contains(part) })
                    && !filled.contains(where: { part.range(of: $0, options: .regularExpression) != nil }) {
                    pieces.append(("\(table).\(key)", part))
                }
            }
        }
        return pieces
    }

    /// True when `piece` occurs in `text` as whole words (`Map` is not in `OpenStreetMap`, nor `Date` in `Datum`).
    static func contains(_ text: String, _ piece: String) -> Bool {
        let pattern = #"(?<![\p{L}\p{N}])"# + NSRegularExpression.escapedPattern(for: piece) + #"(?![\p{L}\p{N}])"#
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    @Test(arguments: 0..<languages.count)
    func everyPageTypeSpeaksTheLanguage(_ index: Int) async throws {
        let want = Self.languages[index]
        let temp = try TemporaryDirectory("vitrine-browser-language")
        defer { temp.remove() }
        let library = try Self.library(in: temp.url, language: want.tag)
        let site = try await BuiltSite(library: library.root)
        let pieces = try Self.englishPieces(for: want.tag)
        #expect(pieces.count > 50, "the English strings file was read: \(pieces.count) pieces")
        var seen: [(page: String, texts: [String])] = []
        try await Browser.with { browser in
            for page in Self.pages {
                try await browser.openFresh(site.url(page))
                #expect(try await browser.evaluate("return document.documentElement.lang", as: String.self) == want.tag, "\(page)")
                if page == "map.html" {
                    try await browser.waitFor("return document.querySelectorAll('.map-marker').length > 0")
                }
                seen.append((page, try await browser.evaluate(Self.readable, as: [String].self)))
            }
            // The viewer, opened over the album: its buttons, position and link are site.js's words.
            try await browser.openFresh(site.url("albums/alba/index.html"))
            try await browser.openViewer()
            seen.append(("the viewer", try await browser.evaluate(Self.readable, as: [String].self)))
            // The quiz, one round revealed: quiz.js's words, its date and coordinates.
            let quiz = QuizPageDriver(browser: browser, site: site)
            try await quiz.open()
            try await browser.find("#quiz-start").click()
            try await quiz.waitForPhase("revealing")
            // The places offered, then the first picked with its key: the verdict and the points in the language.
            #expect(try await quiz.choices().labels.count > 1)
            seen.append(("a quiz round's choices", try await browser.evaluate(Self.readable, as: [String].self)))
            try await browser.press("1")
            try await quiz.waitForPhase("revealed")
            seen.append(("a revealed quiz round", try await browser.evaluate(Self.readable, as: [String].self)))
            let result = try await quiz.result().text
            #expect(result.range(of: want.quizPoints, options: .regularExpression) != nil, "\(want.tag): \(result)")
            let date = try await browser.text(of: "#quiz-answer .quiz-date")
            let coordinates = try await browser.text(of: "#quiz-answer .quiz-coordinates")
            #expect(date == want.quizDate, "\(want.tag): \(date)")
            #expect(coordinates.range(of: #"^\d+,\d{4}° N ?; \d+,\d{4}° [EO]$"#, options: .regularExpression) != nil,
                    "\(want.tag): \(coordinates)")
            try await browser.find("#quiz-quit").click()
            try await quiz.waitForPhase("complete")
            seen.append(("the quiz's end", try await browser.evaluate(Self.readable, as: [String].self)))
            let total = try await browser.text(of: "#quiz-total")
            #expect(total.range(of: want.quizTotal, options: .regularExpression) != nil, "\(want.tag): \(total)")
        }
        for (page, texts) in seen {
            let text = texts.joined(separator: "\n")
            for (key, piece) in pieces where Self.contains(text, piece) {
                Issue.record("\(want.tag), \(page): English \"\(piece)\" (\(key)) is on the page")
            }
        }
        let photo = try #require(seen.first { $0.page == "albums/alba/dscn0010.html" }).texts
        #expect(photo.contains(want.date), "\(want.tag): \(photo)")
        #expect(photo.contains { $0.contains(want.aperture) }, "\(want.tag): \(photo)")
        // The feed says which language its entries are in.
        let feed = try String(contentsOf: site.folder.appendingPathComponent("feed.xml"), encoding: .utf8)
        #expect(feed.contains("xml:lang=\"\(want.tag)\""))
    }

    /// The check above can fail: an English page of the same library shows the English words it looks for.
    @Test func theCheckFindsEnglishOnAnEnglishPage() async throws {
        let temp = try TemporaryDirectory("vitrine-browser-language")
        defer { temp.remove() }
        let site = try await BuiltSite(library: try Self.library(in: temp.url, language: "en").root)
        let pieces = try Self.englishPieces(for: "fr")
        try await Browser.with { browser in
            try await browser.openFresh(site.url("albums/alba/dscn0010.html"))
            let text = try await browser.evaluate(Self.readable, as: [String].self).joined(separator: "\n")
            let found = Set(pieces.filter { Self.contains(text, $0.piece) }.map(\.piece))
            #expect(found.isSuperset(of: ["Skip to content", "October", "Camera", "Exposure"]), "\(found.sorted())")
        }
    }
}
