import Dispatch

/// Runs the preview server's tasks on a serial dispatch queue of its own instead of Swift's shared pool.
///
/// A rebuild fills the shared pool's threads (one per core) with renders for seconds or minutes; on the pool the
/// server would stop answering, and a page's reload socket would time out, exactly while the site changes.
final class ServerExecutor: TaskExecutor, @unchecked Sendable {
    // Only ever touched through `queue`, which is thread-safe: hence @unchecked.
    private let queue = DispatchQueue(label: "vitrine.preview-server", qos: .userInitiated)

    static let shared = ServerExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
