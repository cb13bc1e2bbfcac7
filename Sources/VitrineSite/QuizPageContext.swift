import VitrineLibrary

/// The values `quiz.mustache` renders: page chrome and the album choices, never an answer (those stay in
/// the JSON block, `json`, written unescaped because `QuizScriptJSON` already made it inert).
struct QuizPageContext {
    var model: SiteModel
    var data: QuizData
    var json: String
    var stylesheets: [String]
    var script: String
    var icon: String?

    var values: [String: Any] {
        [
            "language": SiteRenderer.languageTag(model.settings.language),
            "siteTitle": model.settings.title,
            "homeURL": "../index.html",
            "stylesheets": stylesheets.map { ["href": $0] },
            "script": script,
            "icon": icon as Any,
            "playablePhotos": data.photos.count == 1 ? "1 photo" : "\(data.photos.count) photos",
            "albums": data.albums.enumerated().map { index, album in
                ["id": album.id, "title": album.title, "count": album.count, "inputID": "quiz-album-\(index)"] as [String: Any]
            },
            "hasAlbumChoice": data.albums.count > 1,
            "tiles": (0..<36).map { ["index": $0] },
            "quizJSON": json,
        ]
    }
}
