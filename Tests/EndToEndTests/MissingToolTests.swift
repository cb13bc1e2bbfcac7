import Foundation
import Testing
import TestSupport

/// Issue 33: CI cannot pass by skipping. A test that needs a tool (`.requires`) is skipped where the tool is missing,
/// and fails, naming the tool, where it is missing under CI; `make test`'s closing line counts both
/// (scripts/test-summary.py).
@Suite struct MissingToolTests {
    /// A folder on `PATH` holding stand-ins named `names` (empty scripts, executable), in `temp`.
    func folder(with names: [String], in temp: TemporaryDirectory) throws -> String {
        let folder = temp.url.appendingPathComponent("bin-\(names.count)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in names {
            let file = folder.appendingPathComponent(name)
            try Data("#!/bin/sh\n".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        return folder.path
    }

    @Test func aToolIsLookedUpOnPathAndAMissingOneFailsOnlyUnderCI() throws {
        let temp = try TemporaryDirectory("vitrine-tools")
        defer { temp.remove() }
        let none = try folder(with: [], in: temp)
        let both = try folder(with: ["ffmpeg", "ffprobe"], in: temp)
        #expect(try TestTool.check([.ffmpeg], environment: ["PATH": both, "CI": "true"]))
        #expect(TestTool.ffmpeg.location(in: ["PATH": "\(none):\(both)"]) == "\(both)/ffmpeg")
        // ffprobe comes with ffmpeg: one without the other is no ffmpeg.
        let ffmpegOnly = try folder(with: ["ffmpeg"], in: temp)
        #expect(TestTool.ffmpeg.location(in: ["PATH": ffmpegOnly]) == nil)

        for ci in [nil, "false", "0"] {
            let environment = ["PATH": none].merging(ci.map { ["CI": $0] } ?? [:]) { $1 }
            #expect(try TestTool.check([.ffmpeg, .chromium], environment: environment) == false, "CI=\(ci ?? "unset")")
        }
        for ci in ["true", "1"] {
            let error = #expect(throws: TestTool.Missing.self) {
                try TestTool.check([.ffmpeg, .chromium], environment: ["PATH": both, "CI": ci])
            }
            #expect(error?.tools == [.chromium], "CI=\(ci)")
            #expect(error?.description.contains("chromium") == true)
        }
        // The tools of .build/tools are found through their variables too.
        #expect(TestTool.rclone.location(in: ["VITRINE_RCLONE": "\(none)/rclone"]) == nil)
        #expect(TestTool.rclone.location(in: ["VITRINE_RCLONE": "\(both)/ffmpeg"]) == "\(both)/ffmpeg")
    }

    /// The subject of the run below: ffmpeg answers where this process finds it.
    @Test(.requires(.ffmpeg)) func ffmpegAnswers() throws {
        let output = try VideoClips.run(["-hide_banner", "-version"])
        #expect(String(decoding: output, as: UTF8.self).hasPrefix("ffmpeg version"))
    }

    /// This test binary run again on `ffmpegAnswers` with no ffmpeg on PATH: skipped, and under CI failed with
    /// ffmpeg named; each run's closing line as `make test` prints it.
    @Test func aRunWithoutTheToolFailsUnderCIAndCountsIt() async throws {
        let temp = try TemporaryDirectory("vitrine-tools")
        defer { temp.remove() }
        let empty = try folder(with: [], in: temp)
        let binary = try #require(Bundle.main.executablePath)
        let summary = Fixtures.repositoryRoot.appendingPathComponent("scripts/test-summary.py").path
        for ci in [false, true] {
            let events = temp.url.appendingPathComponent("events-\(ci).jsonl").path
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = empty
            environment["CI"] = ci ? "true" : nil
            let run = try await Command.run(binary, ["--testing-library", "swift-testing", "--filter",
                                                     "EndToEndTests.MissingToolTests/ffmpegAnswers",
                                                     "--event-stream-output-path", events, "--event-stream-version", "0"],
                                            environment: environment)
            let said = run.output + run.errors
            let counted = try await Command.run("/usr/bin/env", ["python3", summary, String(run.status), events])
            let closing = counted.output.split(separator: "\n").last.map(String.init)
            if ci {
                #expect(run.status != 0, "\(said)")
                #expect(said.contains("CI=true and this test needs ffmpeg"), "\(said)")
                #expect(closing == "0 passed, 1 failed, 0 skipped", "\(counted.output)\(counted.errors)")
                #expect(counted.status != 0)
            } else {
                #expect(run.status == 0, "\(said)")
                #expect(said.contains("skipped: \"needs ffmpeg"), "\(said)")
                #expect(closing == "0 passed, 0 failed, 1 skipped", "\(counted.output)\(counted.errors)")
                #expect(counted.status == 0)
            }
        }
    }
}
