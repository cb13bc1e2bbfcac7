/// Text for HTML written without a template (`TileView.html`): the characters Mustache's `{{name}}` escapes, escaped
/// the same way, so a page is the same bytes either way.
///
/// Mustache looks at whole characters, this at scalars: a quote that a combining mark joins into one character
/// (`"` + U+0301) Mustache leaves as it is, inside an attribute; here it is escaped. Text otherwise gets the same bytes.
enum HTMLText {
    /// Appends `text` to `out`, escaped; text with nothing to escape (most of it: paths, numbers) is appended whole.
    static func append(_ text: String, to out: inout String) {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            out += text
            return
        }
        ScalarEscaping.append(text, to: &out) { scalar in
            switch scalar {
            case "<": "&lt;"
            case ">": "&gt;"
            case "&": "&amp;"
            case "\"": "&quot;"
            case "'": "&#39;"
            default: nil
            }
        }
    }
}
