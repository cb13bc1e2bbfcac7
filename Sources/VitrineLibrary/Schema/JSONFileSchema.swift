import VitrineCore

/// A JSON file of the library (a sidecar, `album.json`, `vitrine.json`): parsed and validated from its bytes, and
/// read through the bounded read (at most `FileIO.metadataLimit` bytes).
///
/// Two readings: strict (`init(jsonBytes:)`, `load(from:)`: any broken rule is an error; the edit verbs, which must
/// not rewrite what they do not understand) and lenient (`read(jsonBytes:)`, `read(from:)`: the build's, where an
/// invalid value loses only its key, unless the key is one of `guardedKeys`).
public protocol JSONFileSchema: Sendable {
    /// The keys whose invalid value must not be dropped but stop the build: privacy fails closed (a wrong `hidden`
    /// must not publish a photo, a wrong `location` must not publish positions).
    static var guardedKeys: Set<String> { get }
    /// Reads a parsed document: every valid key's value, and a `SchemaError` for each rule broken (that key keeps
    /// its default).
    static func decode(_ document: JSONDocument) -> SchemaReading<Self>
}

/// A file's values as read leniently, with the problems that cost a key its value, in document order.
public struct SchemaReading<Value: Sendable>: Sendable {
    public var value: Value
    public var problems: [SchemaError]
    /// Keys the schema does not define (a typo, most likely): warnings, never errors, as the edit verbs keep them.
    public var unknownKeys: [SchemaError]
    /// Where each key of the root object's value starts, for warnings found later (a `cover` naming no photo).
    public var positions: [String: SourcePosition]

    public init(value: Value, problems: [SchemaError], unknownKeys: [SchemaError] = [], positions: [String: SourcePosition] = [:]) {
        self.value = value
        self.problems = problems
        self.unknownKeys = unknownKeys
        self.positions = positions
    }
}

extension JSONFileSchema {
    /// Parses and validates the file's bytes strictly: every rule broken is a `SchemaError` at the offending value.
    public init(jsonBytes bytes: [UInt8]) throws(JSONFileError) {
        let reading = try Self.decode(SchemaReader.parse(bytes))
        guard reading.problems.isEmpty else { throw .schema(reading.problems) }
        self = reading.value
    }

    /// Reads and validates the file at `path` strictly.
    public static func load(from path: String) throws(JSONFileError) -> Self {
        try Self(jsonBytes: readBytes(path))
    }

    /// Reads the file's bytes leniently: throws only when there is nothing to read (a syntax error, a root that is
    /// not an object); otherwise each invalid value is a problem and loses only its key.
    public static func read(jsonBytes bytes: [UInt8]) throws(JSONFileError) -> SchemaReading<Self> {
        let reading = try Self.decode(SchemaReader.parse(bytes))
        if let whole = reading.problems.first(where: { $0.key.isEmpty }) { throw .schema([whole]) }
        return reading
    }

    /// Reads the file at `path` leniently (`read(jsonBytes:)`).
    public static func read(from path: String) throws(JSONFileError) -> SchemaReading<Self> {
        try read(jsonBytes: readBytes(path))
    }

    private static func readBytes(_ path: String) throws(JSONFileError) -> [UInt8] {
        do { return try FileIO.read(path, limit: FileIO.metadataLimit) } catch { throw .read(error) }
    }
}

extension SchemaReading where Value: JSONFileSchema {
    /// The problems with a guarded key: each one stops the build.
    public var guardedProblems: [SchemaError] { problems.filter { Value.guardedKeys.contains($0.key) } }
    /// The problems that lose only their key.
    public var droppedKeys: [SchemaError] { problems.filter { !Value.guardedKeys.contains($0.key) } }
}
