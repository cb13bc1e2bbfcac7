/// Safe forms of text a user controls (titles, captions, tags, album names) before it reaches a page.
///
/// Mustache escapes HTML; this removes what escaping cannot neutralise: control characters and the
/// bidirectional embedding, override and isolate controls that could reorder the text around it.
enum UserText {
    static func display(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A: result.unicodeScalars.append(" ")
            case 0x00...0x1F, 0x7F...0x9F: continue
            case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: continue
            case 0x2028, 0x2029: result.unicodeScalars.append(" ")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result.trimmingWhitespace()
    }

    /// nil for nil or text that is empty once cleaned.
    static func displayOrNil(_ text: String?) -> String? {
        guard let text else { return nil }
        let cleaned = display(text)
        return cleaned.isEmpty ? nil : cleaned
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}

/// JSON for `<script type="application/json">` blocks and `.json` files.
enum JSONText {
    /// A JSON string literal with `<`, `>`, `&`, U+2028 and U+2029 as `\uXXXX`, so it can never close a
    /// script element, open a comment, or break a JavaScript parser.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x00...0x1F, 0x3C, 0x3E, 0x26, 0x2028, 0x2029, 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// A small JSON value with deterministic output (object keys sorted).
indirect enum JSONValue {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])

    var text: String {
        switch self {
        case .string(let s): return JSONText.string(s)
        case .int(let n): return String(n)
        case .bool(let b): return b ? "true" : "false"
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.sorted { $0.key < $1.key }.map { JSONText.string($0.key) + ":" + $0.value.text }
                .joined(separator: ",") + "}"
        }
    }
}
