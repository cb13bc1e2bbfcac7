/// One photo as the search index holds it: its record (the JSON object its result tile is made from, as in an album's
/// `index.json`) and its words (normal form, each once, sorted). Kept as one text (`text`) in the build's site index,
/// so the sidecar way can make the index again from the other photos' entries without their models.
public struct SearchEntry: Sendable, Equatable {
    public var record: String
    public var words: [String]

    public init(record: String, words: [String]) {
        self.record = record
        self.words = words
    }

    /// The record, a line break (JSON text has none), the words separated by spaces (words have none).
    public var text: String { record + "\n" + words.joined(separator: " ") }

    /// The entry `text` holds; a text without a line break is a record with no words.
    public init(text: String) {
        guard let newline = text.utf8.firstIndex(of: 0x0A) else {
            self.init(record: text, words: [])
            return
        }
        let rest = text[text.index(after: newline)...]
        self.init(record: String(text[..<newline]), words: rest.split(separator: " ").map(String.init))
    }

    /// The month word of a date's month (`~m03` for March): matched by month names in every language the search box
    /// knows, never by typing (a word has no `~`).
    public static func monthWord(_ month: Int) -> String { month < 10 ? "~m0\(month)" : "~m\(month)" }
}
