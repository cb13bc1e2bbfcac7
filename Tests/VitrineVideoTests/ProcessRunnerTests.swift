import Testing
@testable import VitrineVideo

@Suite struct ProcessRunnerTests {
    @Test func argumentsReachTheToolUnparsed() async throws {
        let odd = ["-n", "a b", "it's", "\"q\"", "$(echo no)", "; rm -rf /"]
        let result = try await ProcessRunner.run("/usr/bin/printf", ["%s\\n", "--"] + odd, budget: .seconds(10))
        #expect(result.status == 0)
        #expect(String(decoding: result.output, as: UTF8.self) == (["--"] + odd).map { $0 + "\n" }.joined())
    }

    @Test func aRunPastItsBudgetIsKilled() async throws {
        let result = try await ProcessRunner.run("/bin/sleep", ["30"], budget: .milliseconds(200))
        #expect(result.timedOut)
        #expect(result.status != 0)
    }

    @Test func outputIsBoundedAndTheToolStillEnds() async throws {
        let result = try await ProcessRunner.run("/usr/bin/head", ["-c", "300000", "/dev/zero"], budget: .seconds(10), outputLimit: 1000)
        #expect(result.status == 0)
        #expect(result.output.count == 1000)
        #expect(result.outputTruncated)
    }

    @Test func aMissingToolIsAnError() async {
        await #expect(throws: VideoError.self) {
            _ = try await ProcessRunner.run("/nonexistent/ffmpeg", [], budget: .seconds(1))
        }
    }
}
