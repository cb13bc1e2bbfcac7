import Glibc
import VitrineCore

/// How many heaps glibc's malloc keeps for the process's threads.
///
/// By default glibc gives threads up to 8 heaps a core (16 here), and memory freed on one is only reused by the
/// threads on it: a long way of 100,000 photos peaked at 372 MB, 336 MB with two. The build's threads are at most
/// `--jobs`, so as many heaps keep them from waiting on each other. When `MALLOC_ARENA_MAX` is set, glibc's own
/// reading of it stands.
enum MallocArenas {
    /// Caps the heaps at `count` (at least 2), before the build's threads first allocate.
    static func limit(to count: Int) {
        guard getenv("MALLOC_ARENA_MAX") == nil else { return }
        MallocOptions.set(.arenaMaximum, to: max(2, count))
    }
}
