/// A warning for the user: what went wrong, where, and at which step. Builds go on after one.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The pipeline step that found the problem.
    public enum Step: String, Sendable, Codable {
        case scan, sidecar, settings, hash, exif, decode, render, write, catalog, geocode
    }

    /// The file concerned (library-relative where possible).
    public var path: String
    public var step: Step
    /// What is wrong and, where it helps, what to do.
    public var message: String

    public init(path: String, step: Step, message: String) {
        self.path = path
        self.step = step
        self.message = message
    }

    public var description: String { "\(path): \(step.rawValue): \(message)" }
}
