import VitrineLibrary

/// The values `quiz.mustache` renders: page chrome, the words in the site's language (`t`, as on every page) and
/// the album choices, never an answer (those stay in the JSON block, `json`, written unescaped because
/// `QuizScriptJSON` already made it inert; so are the script's words, `scriptStrings`).
struct QuizPageContext {
    var model: SiteModel
    var data: QuizData
    var json: String
    var strings: ThemeStrings
    var scriptStrings: String
    var card: CardView?
    var feedHref: String?
    var stylesheets: [String]
    var script: String
    var icon: String?

    /// The credits line from `quizCredits`, its `{geonames}`, `{license}` and `{osm}` made links: each piece is text
    /// or a link, so the translation stays escaped by the template.
    var credits: [[String: Any]] {
        let links = [
            "geonames": ("GeoNames", "https://www.geonames.org/"),
            "license": ("CC BY 4.0", "https://creativecommons.org/licenses/by/4.0/"),
            "osm": ("OpenStreetMap", "https://www.openstreetmap.org/copyright"),
        ]
        var pieces: [[String: Any]] = []
        var rest = Substring(strings.text("quizCredits"))
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            guard let link = links[name] else {
                pieces.append(["text": String(rest[...open])])
                rest = rest[rest.index(after: open)...]
                continue
            }
            pieces.append(["text": String(rest[..<open]), "link": ["label": link.0, "href": link.1]])
            rest = rest[rest.index(after: close)...]
        }
        pieces.append(["text": String(rest)])
        return pieces
    }

    var values: [String: Any] {
        let site = UserText.display(model.settings.title)
        var values: [String: Any] = [
            "language": SiteRenderer.languageTag(model.settings.language),
            "t": strings.page,
            "pageTitle": "\(strings.text("quizTitle")) · \(site)",
            "siteTitle": site,
            "homeURL": "../index.html",
            "stylesheets": stylesheets.map { ["href": $0] },
            "script": script,
            "icon": icon as Any,
            "playablePhotos": strings.count(data.photos.count, one: "quizPlayableOne", other: "quizPlayableOther"),
            "sessionLengths": [5, 10, 20].map { length in
                ["length": length, "lengthText": strings.count(length, one: "photoCountOne", other: "photoCountOther"),
                 "isDefault": length == 10] as [String: Any]
            },
            "albums": data.albums.enumerated().map { index, album in
                ["id": album.id, "title": album.title, "count": strings.number(album.count),
                 "inputID": "quiz-album-\(index)"] as [String: Any]
            },
            "hasAlbumChoice": data.albums.count > 1,
            "tiles": (0..<36).map { ["index": $0] },
            "credits": credits,
            "quizJSON": json,
            "quizStrings": scriptStrings,
        ]
        if let card, let converted = TemplateValue.convert(card) { values["card"] = converted }
        if let feedHref { values["feedHref"] = feedHref }
        return values
    }
}
