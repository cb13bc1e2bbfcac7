/// Writes JSON in one stable form so files diff well in git: keys sorted (by UTF-8 bytes), two-space indent,
/// one value per line, a newline at the end, numbers in their shortest round-trip form (`1`, not `1.0`).
public enum JSONWriter {
    /// The text of `value`, ending in a newline.
    public static func string(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        output += "\n"
        return output
    }

    /// The UTF-8 bytes of `string(value)`.
    public static func bytes(_ value: JSONValue) -> [UInt8] { Array(string(value).utf8) }

    static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += format(number)
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (offset, element) in elements.enumerated() {
                output += spaces(indent + 1)
                write(element, indent: indent + 1, into: &output)
                output += offset == elements.count - 1 ? "\n" : ",\n"
            }
            output += spaces(indent) + "]"
        case .object(let object):
            guard !object.isEmpty else { output += "{}"; return }
            output += "{\n"
            let members = object.members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (offset, member) in members.enumerated() {
                output += spaces(indent + 1)
                writeString(member.key, into: &output)
                output += ": "
                write(member.value, indent: indent + 1, into: &output)
                output += offset == members.count - 1 ? "\n" : ",\n"
            }
            output += spaces(indent) + "}"
        }
    }

    /// Integers (exactly representable, below 2^53) without a fraction; others in Swift's shortest
    /// round-trip form, which is valid JSON. Non-finite values cannot come from the parser; they become null.
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return number.description
    }

    static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                output += "\\u" + JSONParser.hex4(scalar.value).lowercased()
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    static func spaces(_ level: Int) -> String { String(repeating: "  ", count: level) }
}
