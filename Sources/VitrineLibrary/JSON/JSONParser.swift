/// A strict JSON parser (RFC 8259) that reports every error with its line and column.
///
/// Refused, each with a plain message: invalid UTF-8, comments, trailing commas, single quotes, NaN and
/// Infinity, numbers that overflow, duplicate keys, control characters and lone surrogates in strings,
/// and nesting deeper than `maxDepth` (checked before recursing, so hostile input cannot exhaust the stack).
/// A UTF-8 byte order mark at the start is skipped.
public struct JSONParser {
    /// The default nesting limit: far above what a sidecar needs, far below what the stack can take.
    public static let defaultMaxDepth = 64

    var bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1
    var depth = 0
    let maxDepth: Int
    var positions: [JSONPath: SourcePosition] = [:]

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// Parses one JSON value filling the whole of `bytes`, remembering where each value starts.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONDocument {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        guard parser.index < bytes.count else {
            throw JSONSyntaxError("the file is empty; expected a JSON value such as {}", at: parser.position)
        }
        let value = try parser.parseValue(at: .root)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON value; a file holds one value")
        }
        return JSONDocument(value: value, positions: parser.positions)
    }

    /// Parses a string of JSON text.
    public static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONDocument {
        try parse(Array(text.utf8), maxDepth: maxDepth)
    }

    // MARK: - Values

    mutating func parseValue(at path: JSONPath) throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard let byte = current else {
            throw error("unexpected end of file; expected a value")
        }
        positions[path] = position
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(at: path)
        case UInt8(ascii: "["): return try parseArray(at: path)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return try parseWord()
        case UInt8(ascii: "'"): throw error("strings must be in double quotes (\"), not single quotes")
        case UInt8(ascii: "/"): throw error("comments are not allowed in JSON")
        default: throw error("expected a value, found \(describeCurrent())")
        }
    }

    mutating func parseObject(at path: JSONPath) throws(JSONSyntaxError) -> JSONValue {
        let start = position
        try enterContainer()
        advance()
        var object = JSONObject()
        var keyPositions: [String: SourcePosition] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return .object(object)
        }
        while true {
            skipWhitespace()
            guard let byte = current else { throw unclosed("object", start) }
            guard byte == UInt8(ascii: "\"") else {
                if byte == UInt8(ascii: "/") { throw error("comments are not allowed in JSON") }
                throw error("expected a key in double quotes, found \(describeCurrent())")
            }
            let keyPosition = position
            let key = try parseString()
            if let first = keyPositions[key] {
                throw JSONSyntaxError("duplicate key \"\(key)\" (first at \(first))", at: keyPosition)
            }
            keyPositions[key] = keyPosition
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                if current == nil { throw unclosed("object", start) }
                throw error("expected ':' after the key \"\(key)\", found \(describeCurrent())")
            }
            advance()
            object.appendNewMember(key: key, value: try parseValue(at: path.appending(key)))
            skipWhitespace()
            guard let next = current else { throw unclosed("object", start) }
            if next == UInt8(ascii: "}") {
                advance()
                depth -= 1
                return .object(object)
            }
            guard next == UInt8(ascii: ",") else {
                throw error("expected ',' or '}' after the value of \"\(key)\", found \(describeCurrent())")
            }
            let comma = position
            advance()
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                throw JSONSyntaxError("trailing comma before '}'; remove it", at: comma)
            }
        }
    }

    mutating func parseArray(at path: JSONPath) throws(JSONSyntaxError) -> JSONValue {
        let start = position
        try enterContainer()
        advance()
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue(at: path.appending(elements.count)))
            skipWhitespace()
            guard let next = current else { throw unclosed("array", start) }
            if next == UInt8(ascii: "]") {
                advance()
                depth -= 1
                return .array(elements)
            }
            guard next == UInt8(ascii: ",") else {
                throw error("expected ',' or ']' after an array element, found \(describeCurrent())")
            }
            let comma = position
            advance()
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                throw JSONSyntaxError("trailing comma before ']'; remove it", at: comma)
            }
        }
    }

    mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > maxDepth {
            throw error("values are nested more than \(maxDepth) levels deep")
        }
    }

    mutating func parseWord() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        let first = index
        while let byte = current, isLetter(byte) { advance() }
        let word = String(decoding: bytes[first..<index], as: UTF8.self)
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case "NaN", "Infinity": throw JSONSyntaxError("\(word) is not allowed in JSON; numbers must be finite", at: start)
        default:
            throw JSONSyntaxError("unexpected word '\(word)'; strings need double quotes and the literals are true, false and null", at: start)
        }
    }

    func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    // MARK: - Reading position

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    var position: SourcePosition { SourcePosition(line: line, column: column) }

    /// Moves past one character of `length` bytes on the current line.
    mutating func advance(_ length: Int = 1) {
        index += length
        column += 1
    }

    mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                column = 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                advance()
            default:
                return
            }
        }
    }

    func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(message, at: position) }

    func unclosed(_ kind: String, _ start: SourcePosition) -> JSONSyntaxError {
        error("unexpected end of file; the \(kind) opened at \(start) is not closed")
    }

    /// The character at the read position, quoted for a message; invalid UTF-8 is named as such.
    func describeCurrent() -> String {
        guard let byte = current else { return "the end of the file" }
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return "control character \(Self.hex(UInt32(byte)))" }
        switch UTF8Scalar.decode(bytes, at: index) {
        case .valid(let scalar, _): return "'\(Character(scalar))' (\(Self.hex(scalar.value)))"
        case .invalid: return "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))"
        }
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
