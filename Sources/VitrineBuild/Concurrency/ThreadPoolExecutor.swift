import Foundation

/// Runs tasks on a fixed number of threads of Vitrine's own: a build's work (renders, page rendering).
///
/// Not Swift's shared (cooperative) pool: a build's long synchronous work would hold every pool thread for
/// seconds or minutes, and any other async work in the process (the preview server answering a page, a test
/// talking to it) would wait that long. Not a concurrent dispatch queue either: on Linux, libdispatch adds a
/// thread whenever its threads look blocked, so renders waiting on a lock (as instrumented code often does) made
/// it grow to dozens of threads thrashing two cores. One thread per core, as the shared pool has, fed from one
/// queue: tasks suspend at `await` instead of blocking, so the fixed width never deadlocks.
final class ThreadPoolExecutor: TaskExecutor, @unchecked Sendable {
    // Everything mutable is guarded by `condition`: hence @unchecked.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var next = 0
    private var workers: [ObjectIdentifier] = []
    private let name: String
    /// How many threads run jobs.
    let width: Int

    init(name: String, width: Int) {
        self.name = name
        self.width = max(1, width)
    }

    /// A build's work: as many threads as cores. The build's task group, capped at `--jobs`, sets how many renders
    /// are under way; at most `width` of them run at once.
    static let build = ThreadPoolExecutor(name: "vitrine.build", width: ProcessInfo.processInfo.activeProcessorCount)

    /// Whether the calling code runs on one of this pool's threads.
    var isCurrent: Bool {
        let current = ObjectIdentifier(Thread.current)
        condition.lock()
        defer { condition.unlock() }
        return workers.contains(current)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        if workers.isEmpty { startWorkers() }
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Called once, under the lock, by the first enqueue (the threads need `self` whole). The threads hold the
    /// pool, so a pool lives as long as the process.
    private func startWorkers() {
        for index in 0..<width {
            let thread = Thread { self.work() }
            thread.name = "\(name)-\(index)"
            workers.append(ObjectIdentifier(thread))
            thread.start()
        }
    }

    /// A worker's life: take the oldest job, run it, repeat.
    private func work() {
        let executor = asUnownedTaskExecutor()
        while true {
            condition.lock()
            while next == jobs.count { condition.wait() }
            let job = jobs[next]
            next += 1
            if next == jobs.count {
                // Drained: reuse the storage instead of letting the array grow for the life of the process.
                jobs.removeAll(keepingCapacity: true)
                next = 0
            }
            condition.unlock()
            job.runSynchronously(on: executor)
        }
    }
}
