import Synchronization

/// Holds values until the process ends, so their storage is never freed piece by piece: the exit returns
/// all of it at once. For a command that exits right after building (see `BuildOptions.leavesMemoryToProcessExit`).
enum ProcessLifetime {
    /// Reachable from a global, so leak checkers (LeakSanitizer under `make sanitize`) see kept values, not leaks.
    private static let kept = Mutex<[any Sendable]>([])

    static func keep(_ values: any Sendable...) {
        kept.withLock { $0.append(values) }
    }
}
