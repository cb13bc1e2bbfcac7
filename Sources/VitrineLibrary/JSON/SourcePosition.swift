/// A place in a text file, both 1-based. Columns count characters (Unicode scalars), not bytes.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "line \(line), column \(column)" }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// Where a value sits inside a JSON document: `tags[2]`, `transform.scale`, or "" for the whole document.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) { self.components = components }

    public static let root = JSONPath()

    public func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }
    public func appending(_ index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key):
                let plain = !key.isEmpty && key.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
                }
                if plain {
                    text += text.isEmpty ? key : ".\(key)"
                } else {
                    text += "[\"\(key)\"]"
                }
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}

/// A parsed JSON file: its value and where each value in it starts.
public struct JSONDocument: Sendable {
    public var value: JSONValue
    /// Start of every value, by path.
    public var positions: [JSONPath: SourcePosition]

    public init(value: JSONValue, positions: [JSONPath: SourcePosition]) {
        self.value = value
        self.positions = positions
    }

    /// Where the value at `path` starts; for a path that is not in the document, the nearest enclosing value.
    public func position(of path: JSONPath) -> SourcePosition {
        var components = path.components
        while true {
            if let position = positions[JSONPath(components)] { return position }
            if components.isEmpty { return SourcePosition(line: 1, column: 1) }
            components.removeLast()
        }
    }
}
