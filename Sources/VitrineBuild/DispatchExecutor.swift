import Dispatch

/// Runs tasks on a dispatch queue of Vitrine's own instead of Swift's shared (cooperative) pool.
///
/// The shared pool has one thread per core. A build's renders and page rendering are long synchronous work: on
/// the pool they would hold every thread for seconds or minutes, and any other async work in the process (the
/// preview server answering a page, a test talking to it) would wait that long. Builds run on `build`, the
/// preview server on `server`, and the shared pool stays free.
final class DispatchExecutor: TaskExecutor, @unchecked Sendable {
    // Only ever touched through `queue`, which is thread-safe: hence @unchecked.
    private let queue: DispatchQueue
    private static let owner = DispatchSpecificKey<ObjectIdentifier>()

    private init(label: String, attributes: DispatchQueue.Attributes) {
        queue = DispatchQueue(label: label, qos: .userInitiated, attributes: attributes)
        queue.setSpecific(key: Self.owner, value: ObjectIdentifier(self))
    }

    /// Whether the calling code runs on this executor's queue.
    var isCurrent: Bool { DispatchQueue.getSpecific(key: Self.owner) == ObjectIdentifier(self) }

    /// A build's work. Concurrent: the build's task group, capped at `--jobs`, sets how much runs at once.
    static let build = DispatchExecutor(label: "vitrine.build", attributes: .concurrent)
    /// The preview server's work: serial, one event loop.
    static let server = DispatchExecutor(label: "vitrine.preview-server", attributes: [])

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
