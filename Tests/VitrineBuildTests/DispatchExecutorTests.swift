import Foundation
import Synchronization
import Testing
import TestSupport
@testable import VitrineBuild

/// A build must never run on Swift's shared pool: its renders would hold every pool thread, and the preview
/// server (or any other async work in the process) would stop answering until the build ends.
@Suite struct DispatchExecutorTests {
    /// Notes, at every report, whether the build's code is running on the build executor.
    final class WhereReporter: BuildReporter {
        let calls = Mutex<[Bool]>([])
        func stage(_ name: String) { record() }
        func progress(done: Int, total: Int) { record() }
        private func record() {
            let onBuild = DispatchExecutor.build.isCurrent
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
        #expect(!DispatchExecutor.build.isCurrent)
        let summary = try await Builder(options: options, reporter: reporter).run()
        #expect(summary.imagesWritten > 0)
        let calls = reporter.calls.withLock { $0 }
        #expect(calls.count >= 4)  // at least the stages and one progress report per photo
        #expect(calls.allSatisfy { $0 })
    }

    @Test func theServerExecutorIsNotTheBuildExecutor() async throws {
        let onServer = try await PreviewServer.onServerExecutor { (DispatchExecutor.server.isCurrent, DispatchExecutor.build.isCurrent) }
        #expect(onServer == (true, false))
    }
}
