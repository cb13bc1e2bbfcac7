import Foundation
import Synchronization
import Testing
import TestSupport
@testable import VitrineBuild

/// A build must never run on Swift's shared pool: its renders would hold every pool thread, and the preview
/// server (or any other async work in the process) would stop answering until the build ends.
@Suite struct BuildExecutorTests {
    /// Notes, at every report, whether the build's code is running on the build executor.
    final class WhereReporter: BuildReporter {
        let calls = Mutex<[Bool]>([])
        func stage(_ name: String) { record() }
        func progress(done: Int, total: Int) { record() }
        private func record() {
            let onBuild = ThreadPoolExecutor.build.isCurrent
            calls.withLock { $0.append(onBuild) }
        }
    }

    @Test func aBuildRunsEveryStageOnTheBuildExecutor() async throws {
        let temp = try TemporaryDirectory("vitrine-executor")
        defer { temp.remove() }
        let library = try LibraryFixture(in: temp.url)
        try library.add("gps/DSCN0010.jpg")
        try library.add("orientation/portrait_6.jpg")
        let reporter = WhereReporter()
        let options = BuildOptions(library: library.root, site: temp.url.appendingPathComponent("site"),
                                   cache: temp.url.appendingPathComponent("cache"), jobs: 2)
        #expect(!ThreadPoolExecutor.build.isCurrent)
        let summary = try await Builder(options: options, reporter: reporter).run()
        #expect(summary.imagesWritten > 0)
        let calls = reporter.calls.withLock { $0 }
        #expect(calls.count >= 4)  // at least the stages and one progress report per photo
        #expect(calls.allSatisfy { $0 })
    }

    /// However much of the work waits (here: sleeps, as instrumented renders wait on locks), the pool does not grow:
    /// a concurrent dispatch queue grew to dozens of threads on two cores under ThreadSanitizer.
    @Test func thePoolNeverRunsMoreThreadsThanItsWidth() async throws {
        let pool = ThreadPoolExecutor(name: "test.pool", width: 2)
        let tally = Tally()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<12 {
                group.addTask(executorPreference: pool) {
                    tally.enter()
                    usleep(150_000)
                    tally.leave()
                }
            }
        }
        #expect(tally.state.withLock { ($0.threads.count, $0.most) } == (2, 2))
    }

    /// The threads the pool's work ran on, and how much of it ran at once.
    final class Tally: Sendable {
        let state = Mutex((threads: Set<ObjectIdentifier>(), now: 0, most: 0))
        func enter() {
            let thread = ObjectIdentifier(Thread.current)
            state.withLock { $0.threads.insert(thread); $0.now += 1; $0.most = max($0.most, $0.now) }
        }
        func leave() { state.withLock { $0.now -= 1 } }
    }
}
