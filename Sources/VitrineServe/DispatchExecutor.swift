import Dispatch

/// Runs tasks on a serial dispatch queue of Vitrine's own instead of Swift's shared (cooperative) pool: the
/// preview server's event loop, which must answer while a build (on `ThreadPoolExecutor.build`) holds its
/// threads, and must not hold the shared pool either.
final class DispatchExecutor: TaskExecutor, @unchecked Sendable {
    // Only ever touched through `queue`, which is thread-safe: hence @unchecked.
    private let queue: DispatchQueue
    private static let owner = DispatchSpecificKey<ObjectIdentifier>()

    private init(label: String) {
        queue = DispatchQueue(label: label, qos: .userInitiated)
        queue.setSpecific(key: Self.owner, value: ObjectIdentifier(self))
    }

    /// Whether the calling code runs on this executor's queue.
    var isCurrent: Bool { DispatchQueue.getSpecific(key: Self.owner) == ObjectIdentifier(self) }

    /// The preview server's work: serial, one event loop.
    static let server = DispatchExecutor(label: "vitrine.preview-server")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
