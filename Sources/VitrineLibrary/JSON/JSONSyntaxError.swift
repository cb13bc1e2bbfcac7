/// Why a file is not valid JSON, and where.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var position: SourcePosition
    /// What is wrong, in plain words.
    public var message: String

    public init(_ message: String, at position: SourcePosition) {
        self.position = position
        self.message = message
    }

    public var line: Int { position.line }
    public var column: Int { position.column }

    /// `line L, column C: what is wrong`.
    public var description: String { "\(position): \(message)" }
}
