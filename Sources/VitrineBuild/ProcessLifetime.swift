/// Holds values until the process ends, so their storage is never freed piece by piece: the exit returns
/// all of it at once. For a command that exits right after building (see `BuildOptions.leavesMemoryToProcessExit`).
enum ProcessLifetime {
    private final class Holder: @unchecked Sendable {
        // Written once at creation, never read: the values only need to stay referenced.
        let values: [Any]
        init(_ values: [Any]) { self.values = values }
    }

    static func keep(_ values: Any...) {
        _ = Unmanaged.passRetained(Holder(values))
    }
}
