import Foundation
import Testing
@testable import VitrinePublish
@testable import VitrineRemote

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

    @Test("a request may take 30 s (or VITRINE_DEPLOY_TIMEOUT) plus its body's time at 64 KB/s: a stalled page is cut soon, a video has time")
    func deadlines() throws {
        var environment = ["AWS_ACCESS_KEY_ID": "key", "AWS_SECRET_ACCESS_KEY": "secret", "AWS_ENDPOINT_URL": "http://127.0.0.1:9"]
        let options = try DeployOptions(site: URL(fileURLWithPath: "/nowhere"), location: "s3://bucket/site", environment: environment)
        let client = try Deployer(options: options).openClient()
        #expect(client.deadline(forBody: 0) == 30)
        #expect(client.deadline(forBody: 40_960) == 30.625)
        #expect(client.deadline(forBody: 50 << 20) == 30 + 800)
        environment["VITRINE_DEPLOY_TIMEOUT"] = "5"
        let short = try Deployer(options: DeployOptions(site: URL(fileURLWithPath: "/nowhere"), location: "s3://bucket/site", environment: environment)).openClient()
        #expect(short.deadline(forBody: 0) == 5)
        // The remote render cache keeps one total deadline, whatever the body.
        #expect(S3Client(location: options.location, credentials: client.signer.credentials, timeout: 20).deadline(forBody: 50 << 20) == 20)
    }
}
