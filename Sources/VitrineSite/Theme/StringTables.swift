/// One `strings-<language>.json`: `page` for templates and Swift-made text, `script` for site.js (put before it on
/// every page), `quiz` for quiz.js (put in the quiz page only, so other pages do not carry its words).
struct StringTables: Sendable {
    var page: [String: String] = [:]
    var script: [String: String] = [:]
    var quiz: [String: String] = [:]

    /// `other`'s keys over these (a more specific language's file, or a theme override holding a few words).
    mutating func merge(_ other: StringTables) {
        page.merge(other.page) { $1 }
        script.merge(other.script) { $1 }
        quiz.merge(other.quiz) { $1 }
    }
}
