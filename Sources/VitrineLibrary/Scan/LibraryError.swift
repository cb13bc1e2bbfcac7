/// A library problem that stops the build (the root is missing or unreadable).
public struct LibraryError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String
    public init(path: String, message: String) { self.path = path; self.message = message }
    public var description: String { "\(path): \(message)" }
}
