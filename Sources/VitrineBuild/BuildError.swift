/// A problem that stops the build. The message says what to do.
public struct BuildError: Error, Sendable, CustomStringConvertible {
    public enum Step: String, Sendable { case options, lock, scan, catalog, render, pages, write, prune }
    public var path: String
    public var step: Step
    public var message: String

    public init(path: String, step: Step, message: String) {
        self.path = path
        self.step = step
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
