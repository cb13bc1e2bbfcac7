import VitrineCore

/// A value in a sidecar or settings file that breaks the schema: where it is, and what is wrong with it.
public struct SchemaError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value's JSON path, e.g. `tags[2]` or `transform.scale`; "" for the whole document.
    public var path: String
    /// The root object's key the value sits under (`transform` for `transform.scale`); "" for the whole document.
    public var key: String
    public var line: Int
    public var column: Int
    /// What is wrong, naming the key, e.g. `rating must be a whole number from 0 to 5, found 7`.
    public var message: String

    public init(path: String, key: String, line: Int, column: Int, message: String) {
        self.path = path
        self.key = key
        self.line = line
        self.column = column
        self.message = message
    }

    public var position: SourcePosition { SourcePosition(line: line, column: column) }

    /// `line L, column C: what is wrong`.
    public var description: String { "\(position): \(message)" }
}

/// Why a sidecar or settings file could not be used. The file is left as it is.
public enum JSONFileError: Error, Hashable, Sendable, CustomStringConvertible {
    case read(FileReadError)
    case syntax(JSONSyntaxError)
    /// One or more schema problems, in document order.
    case schema([SchemaError])

    /// Where the (first) problem is, when the file could be read.
    public var position: SourcePosition? {
        switch self {
        case .read: nil
        case .syntax(let error): error.position
        case .schema(let errors): errors.first?.position
        }
    }

    /// `line L, column C: what is wrong` (all schema problems, `; `-separated), or the read problem.
    public var description: String {
        switch self {
        case .read(let error): error.message
        case .syntax(let error): error.description
        case .schema(let errors): errors.map(\.description).joined(separator: "; ")
        }
    }
}
