import Testing
@testable import VitrineBuild
@testable import VitrineServe

/// The preview server answers on its own executor, never on the build's threads (which a rebuild in the same
/// process fills) nor on Swift's shared pool.
@Suite struct ServerExecutorTests {
    @Test func theServerExecutorIsNotTheBuildExecutor() async throws {
        let onServer = try await PreviewServer.onServerExecutor { (DispatchExecutor.server.isCurrent, ThreadPoolExecutor.build.isCurrent) }
        #expect(onServer == (true, false))
    }
}
