/// Reads typed values out of a parsed document, collecting a `SchemaError` (with position) for each bad one.
struct SchemaReader {
    let document: JSONDocument
    /// What the file is, for the root message: "a sidecar", "vitrine.json".
    let fileKind: String
    private(set) var errors: [SchemaError] = []

    init(_ document: JSONDocument, fileKind: String) {
        self.document = document
        self.fileKind = fileKind
    }

    mutating func fail(_ path: JSONPath, _ message: String) {
        let position = document.position(of: path)
        var key = ""
        if case .key(let name)? = path.components.first { key = name }
        errors.append(SchemaError(path: path.description, key: key, line: position.line, column: position.column, message: message))
    }

    /// The collected errors, in document order.
    var sortedErrors: [SchemaError] { errors.sorted { $0.position < $1.position } }

    /// Parses a file's bytes; a syntax error is the file's error.
    static func parse(_ bytes: [UInt8]) throws(JSONFileError) -> JSONDocument {
        do { return try JSONParser.parse(bytes) } catch { throw .syntax(error) }
    }

    /// The one walk of a sidecar or settings file: each member of the root object handed to `member` with its key,
    /// value and path; returns `value` with every error recorded, in document order. A member whose value is invalid
    /// is left at its default by `member`, so the other keys still count. A key not in `known` (nor starting with
    /// `$`, as `$comment`) is an unknown key, with the closest known one when one is close.
    static func readMembers<Value>(of document: JSONDocument, fileKind: String, known: Set<String>, into value: inout Value,
                                   _ member: (_ reader: inout SchemaReader, _ value: inout Value, _ key: String, _ member: JSONValue, _ path: JSONPath) -> Void)
        -> SchemaReading<Value> {
        var reader = SchemaReader(document, fileKind: fileKind)
        var unknown: [SchemaError] = []
        var positions: [String: SourcePosition] = [:]
        if let root = reader.rootObject() {
            for entry in root.members {
                let path = JSONPath.root.appending(entry.key)
                let position = document.position(of: path)
                positions[entry.key] = position
                if !known.contains(entry.key) && !entry.key.hasPrefix("$") {
                    let guess = KeySuggestion.closest(to: entry.key, among: known).map { "; did you mean \"\($0)\"?" } ?? ""
                    unknown.append(SchemaError(path: path.description, key: entry.key, line: position.line, column: position.column,
                                               message: "\"\(entry.key)\" is not a key of \(fileKind)\(guess) It is ignored"))
                }
                member(&reader, &value, entry.key, entry.value, path)
            }
        }
        return SchemaReading(value: value, problems: reader.sortedErrors, unknownKeys: unknown, positions: positions)
    }

    /// The root object, or nil (with an error) when the document is something else.
    mutating func rootObject() -> JSONObject? {
        guard case .object(let object) = document.value else {
            fail(.root, "\(fileKind) must be a JSON object ({ ... }), found \(document.value.kindDescription)")
            return nil
        }
        return object
    }

    mutating func object(_ value: JSONValue, at path: JSONPath) -> JSONObject? {
        guard case .object(let object) = value else {
            fail(path, "\(path) must be an object, found \(value.kindDescription)")
            return nil
        }
        return object
    }

    /// A string; `null` reads as absent.
    mutating func optionalString(_ value: JSONValue, at path: JSONPath) -> String? {
        switch value {
        case .string(let text): return text
        case .null: return nil
        default:
            fail(path, "\(path) must be a string, found \(value.kindDescription)")
            return nil
        }
    }

    /// A string that passes `isValid`; nil when absent, or with the error `message` makes of it when it does not.
    mutating func string(_ value: JSONValue, at path: JSONPath, where isValid: (String) -> Bool,
                         else message: (String) -> String) -> String? {
        guard let text = optionalString(value, at: path) else { return nil }
        guard isValid(text) else {
            fail(path, message(text))
            return nil
        }
        return text
    }

    mutating func bool(_ value: JSONValue, at path: JSONPath) -> Bool? {
        guard case .bool(let flag) = value else {
            fail(path, "\(path) must be true or false, found \(value.kindDescription)")
            return nil
        }
        return flag
    }

    mutating func number(_ value: JSONValue, at path: JSONPath) -> Double? {
        guard case .number(let number) = value else {
            fail(path, "\(path) must be a number, found \(value.kindDescription)")
            return nil
        }
        return number
    }

    mutating func integer(_ value: JSONValue, at path: JSONPath, in range: ClosedRange<Int>) -> Int? {
        let message = "\(path) must be a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard case .number(let number) = value else {
            fail(path, "\(message), found \(value.kindDescription)")
            return nil
        }
        guard number == number.rounded(), number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            fail(path, "\(message), found \(JSONWriter.format(number))")
            return nil
        }
        return Int(number)
    }

    mutating func choice<T: RawRepresentable & CaseIterable>(_ value: JSONValue, at path: JSONPath, of type: T.Type) -> T?
    where T.RawValue == String {
        let names = T.allCases.map(\.rawValue).joined(separator: ", ")
        guard case .string(let text) = value else {
            fail(path, "\(path) must be one of \(names), found \(value.kindDescription)")
            return nil
        }
        guard let choice = T(rawValue: text) else {
            fail(path, "\(path) must be one of \(names), found \"\(text)\"")
            return nil
        }
        return choice
    }
}
