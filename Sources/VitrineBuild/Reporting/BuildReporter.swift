/// Receives progress while a build runs. Called from many tasks: implementations must be thread-safe.
public protocol BuildReporter: Sendable {
    /// A new stage starts, e.g. "Scanning", "Rendering".
    func stage(_ name: String)
    /// `done` of `total` items of the current stage are finished.
    func progress(done: Int, total: Int)
}

/// A reporter that says nothing (tests, library use).
public struct SilentReporter: BuildReporter {
    public init() {}
    public func stage(_ name: String) {}
    public func progress(done: Int, total: Int) {}
}
