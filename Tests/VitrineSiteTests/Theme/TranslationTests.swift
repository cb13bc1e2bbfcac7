import Foundation
import Testing
import VitrineLibrary
@testable import VitrineSite

/// PRODUCT.md "Viewing and sharing": the theme speaks the site's `language`, from one strings file per language,
/// with `pt-BR`-style fallbacks to the base language, then English; dates and numbers written for it.
@Suite struct TranslationTests {
    /// Per language: the skip link, the photo page's date and exposure, the album's count and a viewer button.
    static let expected: [(language: String, skip: String, date: String, exposure: String, count: String, close: String)] = [
        ("en", "Skip to content", "12 March 2008, 14:05", "f/2.8", "3 photos", "Close"),
        ("fr", "Aller au contenu", "12 mars 2008, 14:05", "f/2,8", "3 photos", "Fermer"),
        ("de", "Zum Inhalt springen", "12. März 2008, 14:05", "f/2,8", "3 Fotos", "Schließen"),
        ("es", "Saltar al contenido", "12 de marzo de 2008, 14:05", "f/2,8", "3 fotos", "Cerrar"),
        ("it", "Vai al contenuto", "12 marzo 2008, 14:05", "f/2,8", "3 foto", "Chiudi"),
        // A regional variant falls back to its base language; an unknown language to English.
        ("fr-CA", "Aller au contenu", "12 mars 2008, 14:05", "f/2,8", "3 photos", "Fermer"),
        ("pt-BR", "Skip to content", "12 March 2008, 14:05", "f/2.8", "3 photos", "Close"),
    ]

    static func render(_ language: String) throws -> [SiteFile] {
        var model = SampleModels.library()
        model.settings.language = language
        return try SiteGenerator(themeDirectory: nil) { code, _ in code }.render(model)
    }

    @Test(arguments: 0..<expected.count)
    func pagesAndScriptSpeakTheLanguage(_ index: Int) throws {
        let want = Self.expected[index]
        let files = try Self.render(want.language)
        let album = try #require(files.text("albums/italy/index.html"))
        let photo = try #require(files.text("albums/italy/dscn0010.html"))
        #expect(album.contains("<html lang=\"\(want.language)\">"))
        #expect(album.contains(">\(want.skip)</a>"), "\(want.language)")
        #expect(album.contains(">\(want.count)</p>"), "\(want.language)")
        #expect(photo.contains(">\(want.date)</time>"), "\(want.language)")
        #expect(photo.contains(want.exposure), "\(want.language)")
        let script = try #require(files.first { $0.path.hasPrefix("assets/site-") && $0.path.hasSuffix(".js") })
        let text = String(decoding: script.contents, as: UTF8.self)
        #expect(text.hasPrefix("window.vitrineStrings={"))
        #expect(text.contains("\"close\":\"\(want.close)\""), "\(want.language)")
    }

    /// Every language file has every key English has, in both tables: a missing one would show English.
    @Test func everyLanguageHasEveryKey() throws {
        let theme = try ThemeFiles(directory: nil)
        let english = try #require(theme.languages["en"])
        #expect(Set(theme.languages.keys) == ["en", "fr", "de", "es", "it"])
        for (language, strings) in theme.languages {
            #expect(Set(strings.page.keys) == Set(english.page.keys), "\(language)")
            #expect(Set(strings.script.keys) == Set(english.script.keys), "\(language)")
            #expect(Set(strings.quiz.keys) == Set(english.quiz.keys), "\(language)")
        }
        #expect(!english.quiz.isEmpty)
    }

    /// Counts are grouped as each language writes them: `1,234` and `1.234`, French with a narrow no-break space,
    /// Spanish only from five digits (CLDR's minimum grouping); small numbers are never grouped.
    @Test(arguments: [("en", "1,234", "12,345"), ("fr", "1\u{202F}234", "12\u{202F}345"), ("de", "1.234", "12.345"),
                      ("es", "1234", "12.345"), ("it", "1.234", "12.345"), ("pt-BR", "1,234", "1,234,567")])
    func numbersAreGroupedForTheLanguage(_ language: String, _ four: String, _ more: String) throws {
        let strings = try ThemeFiles(directory: nil).strings(for: language)
        #expect(strings.number(1234) == four)
        #expect(strings.number(language == "pt-BR" ? 1_234_567 : 12_345) == more)
        #expect(strings.number(999) == "999" && strings.number(-1234).hasPrefix("-"))
        #expect(strings.count(1234, one: "photoCountOne", other: "photoCountOther").hasPrefix(four))
    }

    /// Placeholders are filled in one pass: every `{name}` given, wherever and however often it stands; unknown
    /// names and stray braces stay; a value is not read again for placeholders (a title holding `{n}`).
    @Test func placeholdersAreFilledWhereTheyStand() throws {
        let strings = ThemeStrings(language: "en", page: ["a": "{n} of {total}, {n} again", "b": "{x{n}} {", "c": "no braces"], script: [:])
        #expect(strings.text("a", ["n": "3", "total": "{n}"]) == "3 of {n}, 3 again")
        #expect(strings.text("b", ["n": "3"]) == "{x3} {")
        #expect(strings.text("b", [:]) == "{x{n}} {" && strings.text("c", ["n": "3"]) == "no braces")
        #expect(strings.text("missing {n}", ["n": "1"]) == "missing 1")
        // Dates in the forms cameras write (read a byte at a time) and in others (read generally) alike.
        let french = try ThemeFiles(directory: nil).strings(for: "fr")
        #expect(FactText.date("2019:03:12 14:05:09", french) == FactText.date(" 2019-3-12 14:05 ", french))
        #expect(FactText.date("2019:03:12 14:05:09", french)?.contains("mars") == true)
        #expect(FactText.date("2019-03-12", french) == FactText.date("2019:3:12", french))
        #expect(FactText.date("2019-03-12T14:05") == "12 March 2019, 14:05" && FactText.date("2019-13-12") == nil)
    }

    /// The quiz page speaks the language too: its template's words, its script's words (in a JSON block of their own)
    /// and its counts.
    @Test func theQuizPageIsTranslated() throws {
        let french = try #require(Self.render("fr").text(QuizPage.path))
        #expect(french.contains("<h1>Quiz photo</h1>"))
        #expect(french.contains(">Dévoiler</button>") && french.contains(">Commencer</button>"))
        #expect(french.contains("> 20 photos</label>") && french.contains("Noms de lieux : <a href=\"https://www.geonames.org/\">GeoNames</a>"))
        #expect(french.contains(#"<script type="application/json" id="quiz-strings">"#) && french.contains(#""west":"O""#))
        #expect(!french.contains("Reveal speed") && !french.contains("Where was this taken?"))
        let english = try #require(Self.render("en").text(QuizPage.path))
        #expect(english.contains(">Reveal</button>") && english.contains(#""progress":"Photo {i} of {n}""#))
    }

    /// No English word of a template is left in a French page: every `page` string that French translates
    /// differently is absent from the French album and photo pages (placeholders aside).
    @Test func aFrenchPageKeepsNoEnglishTemplateText() throws {
        let theme = try ThemeFiles(directory: nil)
        let english = try #require(theme.languages["en"]).page, french = try #require(theme.languages["fr"]).page
        let files = try Self.render("fr")
        let pages = try ["albums/italy/index.html", "albums/italy/dscn0010.html", "index.html", "tags/index.html"]
            .map { try #require(files.text($0)) }.joined()
        for (key, text) in english where french[key] != text && !text.contains("{") && french[key]?.contains("{") == false && text.count > 4 {
            let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "'", with: "&#39;")
                .replacingOccurrences(of: "\"", with: "&quot;")
            #expect(!pages.contains(">\(escaped)<") && !pages.contains("\"\(escaped)\""), "\(key): \(text)")
        }
    }
}
