import Synchronization
import Testing
@testable import VitrineBuild

@Suite struct BoundedTasksTests {
    /// Counts the tasks running at once and the most seen.
    final class Gauge: Sendable {
        private let state = Mutex((now: 0, most: 0))
        func enter() { state.withLock { $0.now += 1; $0.most = max($0.most, $0.now) } }
        func leave() { state.withLock { $0.now -= 1 } }
        var most: Int { state.withLock { $0.most } }
    }

    @Test(arguments: [1, 2, 3, 8])
    func everyItemRunsWithAtMostTheLimitInFlight(limit: Int) async {
        let gauge = Gauge()
        var collected: [Int] = []
        await BoundedTasks.run(Array(0..<40), limit: limit, work: { item in
            gauge.enter()
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(item % 3))
            gauge.leave()
            return item * 2
        }) { output in
            collected.append(output)
            return true
        }
        #expect(collected.sorted() == (0..<40).map { $0 * 2 })
        #expect(gauge.most <= limit)
        #expect(gauge.most >= 1)
    }

    @Test func noItemStartsAfterCollectSaysStop() async {
        var collected: [Int] = []
        await BoundedTasks.run(Array(0..<50), limit: 2, work: { $0 }) { output in
            collected.append(output)
            return output != 3 && collected.count < 5
        }
        // Stopped at the first false: what was already running (at most the limit) is still collected.
        #expect(collected.count < 50)
        #expect(collected.count <= 5 + 2)
    }

    @Test func nothingToRun() async {
        var called = false
        await BoundedTasks.run([Int](), limit: 4, work: { $0 }) { _ in
            called = true
            return true
        }
        #expect(!called)
    }
}
