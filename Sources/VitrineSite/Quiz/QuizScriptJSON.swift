import Foundation

/// JSON that is safe inside `<script type="application/json">`: nothing in it can end the element, open a
/// comment, or break a JavaScript string (U+2028/U+2029), while it still parses to the same values.
enum QuizScriptJSON {
    static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(value), as: UTF8.self)
        return escape(json)
    }

    /// These characters only occur inside JSON strings, where `\uXXXX` means the same character.
    static func escape(_ json: String) -> String {
        var result = ""
        result.reserveCapacity(json.utf8.count)
        ScalarEscaping.append(json, to: &result) { scalar in
            switch scalar {
            case "<": "\\u003c"
            case ">": "\\u003e"
            case "&": "\\u0026"
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            default: nil
            }
        }
        return result
    }
}
