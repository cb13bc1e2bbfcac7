import Foundation

/// The sanitizer `make sanitize` runs this test run under (`VITRINE_SANITIZER`), for waits on instrumented code.
public enum Sanitizer {
    /// `address`, `thread`, or nil for a plain build.
    public static let current: String? = ProcessInfo.processInfo.environment["VITRINE_SANITIZER"]

    /// How many times longer a wait on the instrumented vitrine binary may take: ThreadSanitizer slows it most
    /// (5 to 15 times), AddressSanitizer about 2 to 3 times, and `make sanitize` shares the machine's two cores.
    public static var slowdown: Double {
        switch current {
        case "thread": 10
        case "address": 4
        default: 1
        }
    }
}
