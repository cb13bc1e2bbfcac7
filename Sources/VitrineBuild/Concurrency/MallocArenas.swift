import Glibc

/// How many heaps glibc's malloc keeps for the process's threads.
///
/// By default glibc gives threads up to 8 heaps a core (16 here), and memory freed in one is only reused by the
/// threads on it: a long way of 100,000 photos peaked at 372 MB, 336 MB with two. The build's threads are at most
/// `--jobs`, so as many heaps keep them from waiting on each other. `mallopt` is looked up at run time (Swift's
/// Glibc module leaves it out); without it, or when `MALLOC_ARENA_MAX` is set, malloc is left as it is.
enum MallocArenas {
    /// glibc's `M_ARENA_MAX` (malloc.h).
    private static let arenaMaximum: Int32 = -8

    /// Caps the heaps at `count` (at least 2), before the build's threads first allocate.
    static func limit(to count: Int) {
        guard getenv("MALLOC_ARENA_MAX") == nil,
              let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        _ = unsafeBitCast(symbol, to: MallOpt.self)(arenaMaximum, Int32(clamping: max(2, count)))
    }
}
