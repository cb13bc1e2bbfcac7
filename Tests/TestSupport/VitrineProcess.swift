import Foundation

/// Runs the built `vitrine` binary (from `VITRINE_BIN`, else `.build/debug/vitrine`).
public enum VitrineProcess {
    public static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["VITRINE_BIN"] { return URL(fileURLWithPath: path) }
        return defaultBinary
    }

    /// The binary `swift build` makes, when `VITRINE_BIN` names none.
    public static let defaultBinary = Fixtures.repositoryRoot.appendingPathComponent(".build/debug/vitrine")

    public struct Result: Sendable {
        public var status: Int32
        public var output: String
        public var errors: String
    }

    /// Runs to completion and captures both streams. The wait happens on a Dispatch thread: a test blocking a
    /// cooperative thread for a whole build (minutes under `make sanitize`) starved the in-process async tests
    /// on a 2-core machine (the preview server test timed out waiting for its own listener).
    /// `environment` is added to this process's own.
    public static func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Swift.Result { try runBlocking(arguments, in: folder, environment: environment) })
            }
        }
    }

    private static func runBlocking(_ arguments: [String], in folder: URL?, environment: [String: String]) throws -> Result {
        let process = try start(arguments, in: folder, environment: environment)
        let out = (process.standardOutput as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
        let err = (process.standardError as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                      errors: String(decoding: err, as: UTF8.self))
    }

    /// Reads `stream` (a child's output) until `pattern`, a regular expression, matches: the match, or nil at the
    /// end of the stream or after a minute (more under sanitizers). The reads block, so they run on a Dispatch
    /// thread: a blocked cooperative thread starves the other async tests.
    public static func firstMatch(of pattern: String, in stream: FileHandle) async -> String? {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var text = ""
                let deadline = Date().addingTimeInterval(60 * Sanitizer.slowdown)
                while Date() < deadline {
                    let chunk = stream.availableData
                    if chunk.isEmpty { break }
                    text += String(decoding: chunk, as: UTF8.self)
                    if let range = text.range(of: pattern, options: .regularExpression) {
                        return continuation.resume(returning: String(text[range]))
                    }
                }
                continuation.resume(returning: nil)
            }
        }
    }

    /// Starts the binary without waiting (for kill tests and servers).
    public static func start(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        }
        if let folder { process.currentDirectoryURL = folder }
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        return process
    }
}
