import Foundation
import TestSupport

/// One `make install` of a release vitrine into a temp PREFIX, shared by every install test: a release build with
/// the static Swift runtime takes minutes on 2 cores, so it is made once per test run, in its own build folder
/// (`.build-install`, which later runs reuse), and the tests read the installed tree or copy it.
enum ReleaseInstall {
    /// The installed PREFIX (bin, share), or the error of `make install`.
    /// Outside the checkout (the user's-machine test hides the checkout), named after it so two checkouts never share
    /// one, and replaced by each run rather than left behind.
    static let prefix = Task<URL, any Error> {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("vitrine-install-test-\(String(FNVHash.of(Fixtures.repositoryRoot.path), radix: 16))")
        try? FileManager.default.removeItem(at: folder)
        try await releaseBuildStartedByTheRun()
        let make = try await Command.run("/usr/bin/env", ["make", "install", "PREFIX=\(folder.path)"],
                                         in: Fixtures.repositoryRoot)
        guard make.status == 0 else { throw Command.Failure("make install exited \(make.status)", make) }
        return folder
    }

    /// `scripts/test.sh` starts the release build with the run (`VITRINE_RELEASE_BUILD_DONE` names the file its exit
    /// status goes to): waits for that file, so `make install` finds the build made (or fails again, showing why).
    /// After an hour without it (the build was killed), `make install` builds on its own.
    static func releaseBuildStartedByTheRun() async throws {
        guard let done = ProcessInfo.processInfo.environment["VITRINE_RELEASE_BUILD_DONE"], !done.isEmpty else { return }
        let limit = ContinuousClock.now + .seconds(3_600)
        while !FileManager.default.fileExists(atPath: done), ContinuousClock.now < limit { try await Task.sleep(for: .seconds(2)) }
    }

    static var binary: URL {
        get async throws { try await prefix.value.appendingPathComponent("bin/vitrine") }
    }

    /// A copy of the installed tree elsewhere (for moving, uninstalling or breaking it without touching the shared one),
    /// in `temp`.
    static func copy(into temp: TemporaryDirectory) async throws -> URL {
        let target = temp.url.appendingPathComponent("opt/vitrine")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let copy = try await Command.run("/bin/cp", ["-a", try await prefix.value.path, target.path])
        guard copy.status == 0 else { throw Command.Failure("cp exited \(copy.status)", copy) }
        return target
    }

    /// A small library with places to find (GPS photos in an album) and its site and cache folders beside it, in `temp`.
    static func smallLibrary(in temp: TemporaryDirectory) throws -> (library: URL, site: URL, cache: URL) {
        let library = try LibraryFixture(in: temp.url)
        try library.add("gps/DSCN0010.jpg", to: "Tuscany")
        try library.add("gps/DSCN0012.jpg", to: "Tuscany")
        try library.add("orientation/landscape_6.jpg", to: "Other")
        // Built with --strict: a site with its address has no warning for a missing feed.
        try library.write(#"{ "title": "Installed", "baseURL": "https://example.org/gallery/" }"#, at: "vitrine.json")
        return (library.root, temp.url.appendingPathComponent("site"), temp.url.appendingPathComponent("cache"))
    }

    /// The VERSION file's text.
    static var version: String {
        get throws {
            try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("VERSION"), encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }
}

/// FNV-1a of a string, for a stable folder name.
enum FNVHash {
    static func of(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}

/// Runs a program to completion with both streams captured; the wait happens on a Dispatch thread (see
/// `VitrineProcess.run`).
enum Command {
    struct Outcome: Sendable {
        var status: Int32
        var output: String
        var errors: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ what: String, _ result: Command.Outcome) {
            description = "\(what)\n\(result.output.suffix(2000))\n\(result.errors.suffix(4000))"
        }
    }

    static func run(_ tool: String, _ arguments: [String], in folder: URL? = nil,
                    environment: [String: String]? = nil) async throws -> Command.Outcome {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result {
                    let process = Process()
                    process.executableURL = URL(fileURLWithPath: tool)
                    process.arguments = arguments
                    if let folder { process.currentDirectoryURL = folder }
                    if let environment { process.environment = environment }
                    // Errors go to a file, so a long build log on one stream never blocks the other.
                    let errorFile = FileManager.default.temporaryDirectory
                        .appendingPathComponent("vitrine-command-\(UUID().uuidString).err")
                    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
                    defer { try? FileManager.default.removeItem(at: errorFile) }
                    let out = Pipe()
                    process.standardOutput = out
                    process.standardError = try FileHandle(forWritingTo: errorFile)
                    try process.run()
                    let output = out.fileHandleForReading.readDataToEndOfFile()
                    process.waitUntilExit()
                    let errors = (try? Data(contentsOf: errorFile)) ?? Data()
                    return Command.Outcome(status: process.terminationStatus,
                                                 output: String(decoding: output, as: UTF8.self),
                                                 errors: String(decoding: errors, as: UTF8.self))
                })
            }
        }
    }

    /// `sh -c script` with positional arguments `$1...`.
    static func shell(_ script: String, _ arguments: [String] = [], in folder: URL? = nil) async throws -> Command.Outcome {
        try await run("/bin/sh", ["-c", script, "sh"] + arguments, in: folder)
    }
}
