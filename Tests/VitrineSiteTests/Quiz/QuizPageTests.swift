import Foundation
import Testing
import VitrineLibrary
import VitrineSite

@Suite struct QuizPageTests {
    private static let jsonStart = #"<script type="application/json" id="quiz-data">"#

    private func render(_ model: SiteModel = QuizPageTestModel.model()) throws -> (html: String, files: [SiteFile]) {
        let files = try QuizPage.render(model)
        let page = try #require(files.first { $0.path == QuizPage.path })
        return (String(decoding: page.contents, as: UTF8.self), files)
    }

    /// The JSON block's text and the page with that block cut out.
    private func split(_ html: String) throws -> (json: String, rest: String) {
        let start = try #require(html.range(of: Self.jsonStart))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        return (json, String(html[..<start.lowerBound]) + String(html[end.upperBound...]))
    }

    private func quizData(_ html: String) throws -> [String: Any] {
        let json = try split(html).json
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func rendersPageAndHashedAssets() throws {
        let (html, files) = try render()
        #expect(files.count == 3)
        let script = try #require(files.first { $0.path.hasPrefix("assets/quiz-") && $0.path.hasSuffix(".js") })
        let style = try #require(files.first { $0.path.hasPrefix("assets/quiz-") && $0.path.hasSuffix(".css") })
        for asset in [script, style] {
            let name = asset.path.dropFirst("assets/quiz-".count).prefix(8)
            #expect(name.count == 8 && name.allSatisfy { $0.isHexDigit })
            #expect(!asset.contents.isEmpty)
            // Pages are in quiz/, so assets are linked one level up.
            #expect(html.contains("\"../\(asset.path)\""))
        }
        #expect(html.contains(#"href="../index.html""#))
        #expect(html.components(separatedBy: #"class="quiz-tile""#).count - 1 == 36)
        #expect(html.contains(#"data-phase="setup""#))
        #expect(html.contains(" 3 photos can be played."))
        #expect(html.contains("GeoNames") && html.contains("CC BY 4.0"))
        // The timer's live value sits beside its label, not inside it: a label labels one control.
        #expect(html.contains(#"<label for="quiz-timer">Seconds to guess:</label>"#))
        #expect(html.contains(#"<output id="quiz-timer-value" for="quiz-timer">30</output>"#))
        for name in ["Reveal", "Next", "Quit", "Play again"] {
            #expect(html.contains(">\(name)</button>"))
        }
    }

    @Test func sameModelGivesSameBytes() throws {
        #expect(try render().files == render().files)
    }

    @Test func jsonBlockIsValidAndHoldsOnlyPlayablePhotos() throws {
        let data = try quizData(try render().html)
        let photos = try #require(data["photos"] as? [[String: Any]])
        // trip/a, trip/b, trip/north/c; not the undecodable one, nor the unpositioned or invalid ones.
        #expect(photos.count == 3)
        let arezzo = try #require(photos.first { $0["city"] as? String == "Arezzo" })
        #expect(arezzo["country"] as? String == "Italy")
        #expect(arezzo["date"] as? String == "2024-05-01T10:11:12+02:00")
        #expect(arezzo["jpeg"] as? String == "../images/trip_a.jpg-1024.jpg")
        #expect(arezzo["webp"] as? String == "../images/trip_a.jpg-1024.webp")
        #expect(arezzo["latitude"] as? Double == 43.467)
        #expect(arezzo["album"] as? String == "trip")
        let helsinki = try #require(photos.first { $0["city"] as? String == "Helsinki" })
        #expect(helsinki["date"] is NSNull)

        let albums = try #require(data["albums"] as? [[String: Any]])
        #expect(albums.map { $0["id"] as? String } == ["trip", "trip/north"])
        #expect(albums.map { $0["title"] as? String } == ["Summer & \"friends\"", "Summer & \"friends\" / Northern leg"])
    }

    @Test func hostileStringsStayInertInTheJSONBlock() throws {
        let html = try render().html
        let json = try split(html).json
        for forbidden in ["<", ">", "&", "\u{2028}", "\u{2029}"] {
            #expect(!json.contains(forbidden), "raw \(forbidden.unicodeScalars.first!.value) in the JSON block")
        }
        // The block still decodes to the original strings.
        let photos = try #require(try quizData(html)["photos"] as? [[String: Any]])
        let fiji = try #require(photos.first { $0["country"] as? String == "Fiji" })
        #expect(fiji["city"] as? String == QuizPageTestModel.hostileCity)
        #expect(fiji["region"] as? String == QuizPageTestModel.lineSeparatorRegion)
        #expect(fiji["date"] is NSNull)
        // Exactly the three real script elements: the external code, the data block and the script's words.
        #expect(html.components(separatedBy: "<script").count - 1 == 3)
        #expect(html.components(separatedBy: "</script>").count - 1 == 3)
    }

    @Test func noAnswerOutsideTheJSONBlock() throws {
        let rest = try split(try render().html).rest
        let answers = ["Arezzo", "Tuscany", "Italy", "Helsinki", "Uusimaa", "Finland", "Fiji", "alert(1)",
                       "2024", "43.46", "11.88", "60.17", "179.9"]
        for answer in answers {
            #expect(!rest.contains(answer), "\(answer) is readable outside the data block")
        }
        // No image at all until a round: quiz.js makes the <picture> and sets its source then.
        #expect(!rest.contains("<img") && !rest.contains("<source") && !rest.contains("../images/"))
        #expect(!rest.contains("title="))
        // The answer region is empty until the script fills it at a reveal.
        #expect(rest.contains(#"<div id="quiz-answer" class="quiz-answer" aria-live="polite"></div>"#))
    }

    @Test func albumChoicesAreEscapedAndOnlyPositioned() throws {
        let rest = try split(try render().html).rest
        #expect(rest.contains(#"value="trip""#) && rest.contains(#"value="trip/north""#))
        #expect(!rest.contains(#"value="studio""#))
        #expect(rest.contains("Summer &amp; &quot;friends&quot;"))
        #expect(rest.contains("Holiday &lt;Pictures&gt;"))
        #expect(!rest.contains("<Pictures>"))
    }

    @Test func countryNamesFollowTheSiteLanguage() throws {
        var model = QuizPageTestModel.model()
        model.settings.language = "fr"
        let photos = try #require(try quizData(try render(model).html)["photos"] as? [[String: Any]])
        #expect(photos.contains { $0["country"] as? String == "Italie" })
        #expect(try render(model).html.hasPrefix("<!doctype html>\n<html lang=\"fr\">"))
    }

    @Test func noQuizWhenLocationIsNone() throws {
        let model = QuizPageTestModel.model(location: .none)
        #expect(try QuizPage.render(model).isEmpty)
        #expect(!QuizPage.isAvailable(for: model))
    }

    @Test func noQuizWhenNothingIsPositioned() throws {
        var model = QuizPageTestModel.model()
        for id in model.photos.keys { model.photos[id]?.location = nil }
        #expect(try QuizPage.render(model).isEmpty)
        #expect(!QuizPage.isAvailable(for: model))
        #expect(QuizPage.isAvailable(for: QuizPageTestModel.model()))
    }

    @Test func sharedStylesheetsAreLinkedFirst() throws {
        let files = try QuizPage.render(QuizPageTestModel.model(), assets: .init(stylesheets: ["assets/site-12345678.css"]))
        let html = String(decoding: try #require(files.first { $0.path == QuizPage.path }).contents, as: UTF8.self)
        let site = try #require(html.range(of: "../assets/site-12345678.css"))
        let quiz = try #require(html.range(of: "../assets/quiz-"))
        #expect(site.lowerBound < quiz.lowerBound)
    }

    @Test func missingThemeIsAnErrorWithThePath() {
        let folder = URL(fileURLWithPath: "/nonexistent/theme")
        #expect {
            _ = try QuizPage.render(QuizPageTestModel.model(), assets: .init(themeDirectory: folder))
        } throws: { error in
            (error as? QuizPageError)?.path.hasPrefix(folder.path) == true
        }
    }
}
