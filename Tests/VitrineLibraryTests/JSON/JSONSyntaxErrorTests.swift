import Testing
import VitrineLibrary

/// One malformed input and what the parser must say about it.
struct SyntaxCase: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var line: Int
    var column: Int
    /// A fragment the message must contain.
    var message: String

    init(_ name: String, _ text: String, line: Int, column: Int, _ message: String) {
        self.init(name, Array(text.utf8), line: line, column: column, message)
    }

    init(_ name: String, _ bytes: [UInt8], line: Int, column: Int, _ message: String) {
        self.name = name
        self.bytes = bytes
        self.line = line
        self.column = column
        self.message = message
    }

    var testDescription: String { name }
}

/// Every syntax error names the right line and column and says what is wrong.
@Suite struct JSONSyntaxErrorTests {
    static let truncated: [SyntaxCase] = [
        SyntaxCase("object without its brace", #"{"a": 1"#, line: 1, column: 8, "the object opened at line 1, column 1 is not closed"),
        SyntaxCase("array ending after a comma", "{\n  \"a\": [1, 2,\n", line: 3, column: 1, "unexpected end of file; expected a value"),
        SyntaxCase("array without its bracket", "[1, 2", line: 1, column: 6, "the array opened at line 1, column 1 is not closed"),
        SyntaxCase("string without its quote", #"{"a": "abc"#, line: 1, column: 11, "the string that starts at line 1, column 7 has no closing quote"),
        SyntaxCase("key without a value", #"{"a":"#, line: 1, column: 6, "expected a value"),
        SyntaxCase("key without a colon", #"{"a""#, line: 1, column: 5, "is not closed"),
        SyntaxCase("escape at the end", #""ab\"#, line: 1, column: 5, "end of file inside an escape"),
        SyntaxCase("empty file", "", line: 1, column: 1, "the file is empty"),
        SyntaxCase("only white space", "  \n  ", line: 2, column: 3, "the file is empty"),
    ]

    static let punctuation: [SyntaxCase] = [
        SyntaxCase("trailing comma in an array", "[1, 2,]", line: 1, column: 6, "trailing comma before ']'"),
        SyntaxCase("trailing comma in an object", "{\"a\": 1,\n}", line: 1, column: 8, "trailing comma before '}'"),
        SyntaxCase("missing colon", #"{"a" 1}"#, line: 1, column: 6, "expected ':' after the key \"a\""),
        SyntaxCase("missing comma in an array", "[1 2]", line: 1, column: 4, "expected ',' or ']'"),
        SyntaxCase("missing comma in an object", #"{"a": 1 "b": 2}"#, line: 1, column: 9, "expected ',' or '}' after the value of \"a\""),
        SyntaxCase("key without quotes", "{a: 1}", line: 1, column: 2, "expected a key in double quotes"),
        SyntaxCase("single quotes", "['a']", line: 1, column: 2, "double quotes"),
        SyntaxCase("comment", "{\n// note\n}", line: 2, column: 1, "comments are not allowed"),
        SyntaxCase("two values", "{} []", line: 1, column: 4, "after the end of the JSON value"),
        SyntaxCase("unknown word", "[nul]", line: 1, column: 2, "unexpected word 'nul'"),
        SyntaxCase("CRLF line ends", "{\r\n  \"a\": tru\r\n}", line: 2, column: 8, "unexpected word 'tru'"),
        SyntaxCase("column counts characters, not bytes", "{\"é€\": x}", line: 1, column: 8, "unexpected word 'x'"),
    ]

    static let strings: [SyntaxCase] = [
        SyntaxCase("unknown escape", #"{"a": "x\q"}"#, line: 1, column: 9, #"invalid escape \q"#),
        SyntaxCase("short unicode escape", #"["\u12G4"]"#, line: 1, column: 3, #"\u must be followed by 4 hex digits"#),
        SyntaxCase("lone high surrogate", #"["\uD800"]"#, line: 1, column: 3, "lone surrogate \\uD800"),
        SyntaxCase("high surrogate without a low one", #"["\uD800\u0041"]"#, line: 1, column: 3, "is not a low surrogate"),
        SyntaxCase("lone low surrogate", #"["\uDC00"]"#, line: 1, column: 3, "a low surrogate must follow a high one"),
        SyntaxCase("tab inside a string", "[\"a\tb\"]", line: 1, column: 4, "write it as \\t"),
        SyntaxCase("newline inside a string", "[\"a\nb\"]", line: 1, column: 4, "write it as \\n"),
        SyntaxCase("invalid UTF-8 in a string", [0x5B, 0x22, 0xFF, 0x22, 0x5D], line: 1, column: 3, "invalid UTF-8 (byte 0xFF)"),
        SyntaxCase("overlong UTF-8", [0x5B, 0x22, 0xC0, 0x80, 0x22, 0x5D], line: 1, column: 3, "invalid UTF-8 (byte 0xC0)"),
        SyntaxCase("UTF-8 surrogate", [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], line: 1, column: 3, "invalid UTF-8 (byte 0xED)"),
        SyntaxCase("truncated UTF-8 sequence", [0x5B, 0x22, 0xC3, 0xA9, 0xE2, 0x82, 0x22, 0x5D], line: 1, column: 4, "invalid UTF-8 (byte 0xE2)"),
        SyntaxCase("invalid UTF-8 outside a string", [0x7B, 0x7D, 0x0A, 0xFE], line: 2, column: 1, "invalid UTF-8 (byte 0xFE)"),
        SyntaxCase("UTF-16 byte order mark", [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], line: 1, column: 1, "invalid UTF-8 (byte 0xFF)"),
        SyntaxCase("byte order mark after the start", [0x20, 0xEF, 0xBB, 0xBF, 0x7B, 0x7D], line: 1, column: 2, "U+FEFF"),
    ]

    static let numbers: [SyntaxCase] = [
        SyntaxCase("NaN", #"{"a": NaN}"#, line: 1, column: 7, "NaN is not allowed in JSON"),
        SyntaxCase("Infinity", "[Infinity]", line: 1, column: 2, "Infinity is not allowed in JSON"),
        SyntaxCase("minus Infinity", "[-Infinity]", line: 1, column: 2, "Infinity is not allowed in JSON"),
        SyntaxCase("minus NaN", "[-NaN]", line: 1, column: 2, "NaN is not allowed in JSON"),
        SyntaxCase("overflowing number", "[1, -1e400]", line: 1, column: 5, "the number -1e400 is too large to represent"),
        SyntaxCase("long overflowing number", "[" + String(repeating: "9", count: 400) + "]", line: 1, column: 2, "is too large to represent"),
        SyntaxCase("leading zero", "[01]", line: 1, column: 2, "leading zeros are not allowed"),
        SyntaxCase("bare fraction", "[.5]", line: 1, column: 2, "expected a value, found '.'"),
        SyntaxCase("point without digits", "[1.]", line: 1, column: 4, "expected a digit after the decimal point"),
        SyntaxCase("exponent without digits", "[1e+]", line: 1, column: 5, "expected a digit in the exponent"),
        SyntaxCase("minus alone", "[-]", line: 1, column: 3, "expected a digit after '-'"),
        SyntaxCase("plus sign", "[+1]", line: 1, column: 2, "expected a value, found '+'"),
        SyntaxCase("hexadecimal", "[0x10]", line: 1, column: 3, "expected ',' or ']'"),
    ]

    static let structure: [SyntaxCase] = [
        SyntaxCase("duplicate key", "{\"a\": 1,\n \"a\": 2}", line: 2, column: 2, "duplicate key \"a\" (first at line 1, column 2)"),
        SyntaxCase("duplicate key in a nested object", #"{"t": {"x": 1, "x": 1}}"#, line: 1, column: 16, "duplicate key \"x\""),
        SyntaxCase("100,000 open brackets", String(repeating: "[", count: 100_000), line: 1, column: 65, "nested more than 64 levels deep"),
        SyntaxCase("100,000 open objects", String(repeating: #"{"a":"#, count: 100_000), line: 1, column: 321, "nested more than 64 levels deep"),
    ]

    @Test(arguments: truncated + punctuation + strings + numbers + structure)
    func reportsLineColumnAndMessage(_ example: SyntaxCase) throws {
        let error = try #require(ErrorCapture.syntax(example.bytes), "\(example.name) parsed")
        #expect(error.line == example.line, "\(error)")
        #expect(error.column == example.column, "\(error)")
        #expect(error.message.contains(example.message), "\(error)")
        #expect(error.description == "line \(example.line), column \(example.column): \(error.message)")
    }

    @Test func depthLimitIsConfigurable() throws {
        let deep = String(repeating: "[", count: 5) + String(repeating: "]", count: 5)
        #expect(ErrorCapture.syntax(Array(deep.utf8), maxDepth: 5) == nil)
        let error = try #require(ErrorCapture.syntax(Array(deep.utf8), maxDepth: 4))
        #expect(error.column == 5)
        #expect(error.message.contains("more than 4 levels"))
    }
}
