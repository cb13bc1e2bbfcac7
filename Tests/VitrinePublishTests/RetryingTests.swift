import Testing
@testable import VitrinePublish
import VitrineRemote

/// Which failures deploy tries again: the store busy or unreachable, yes; a refusal (wrong key, missing bucket), never.
@Suite("Deploy retries")
struct RetryingTests {
    @Test("5xx, 429, SlowDown and unreachable are retried; 403, 404 and a bad configuration are not")
    func classifies() {
        #expect(Retrying.mayPass(.refused(status: 503, code: "SlowDown")))
        #expect(Retrying.mayPass(.refused(status: 500, code: "InternalError")))
        #expect(Retrying.mayPass(.refused(status: 429, code: "")))
        #expect(Retrying.mayPass(.unreachable("timed out")))
        #expect(!Retrying.mayPass(.refused(status: 403, code: "SignatureDoesNotMatch")))
        #expect(!Retrying.mayPass(.refused(status: 404, code: "NoSuchBucket")))
        #expect(!Retrying.mayPass(.configuration("no keys")))
    }

    @Test("a passing failure is tried again until it succeeds; a refusal is given up at once")
    func retries() async throws {
        let retrying = Retrying(attempts: 4, pause: 0)
        let counter = Counter()
        let value = try await retrying.run { () throws(RemoteError) -> Int in
            guard await counter.next() >= 3 else { throw .refused(status: 503, code: "SlowDown") }
            return 7
        }
        #expect(value == 7)
        #expect(await counter.count == 3)
        let refused = Counter()
        await #expect(throws: RemoteError.refused(status: 403, code: "AccessDenied")) {
            try await retrying.run { () throws(RemoteError) -> Int in
                _ = await refused.next()
                throw .refused(status: 403, code: "AccessDenied")
            }
        }
        #expect(await refused.count == 1)
        let failing = Counter()
        await #expect(throws: RemoteError.self) {
            try await retrying.run { () throws(RemoteError) -> Int in
                _ = await failing.next()
                throw .unreachable("down")
            }
        }
        #expect(await failing.count == 4)
    }

    actor Counter {
        var count = 0
        func next() -> Int {
            count += 1
            return count
        }
    }
}
