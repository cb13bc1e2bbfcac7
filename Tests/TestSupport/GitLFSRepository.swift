import Foundation

/// A git repository whose photos are stored in Git LFS, with its remote (a bare repository served over `file://`,
/// which git-lfs reaches through its standalone transfer agent), made in a temp folder for the LFS tests. Git runs
/// with a configuration of its own (`GIT_CONFIG_GLOBAL`), never the user's.
public struct GitLFSRepository: Sendable {
    public let folder: URL
    /// The working copy the test commits from: every file with its bytes.
    public var origin: URL { folder.appendingPathComponent("origin") }
    public var remote: URL { folder.appendingPathComponent("remote.git") }
    /// Git's environment for the test's own commands.
    public let environment: [String: String]

    /// An empty repository tracking `patterns` in Git LFS, its remote beside it.
    public init(in folder: URL, tracking patterns: [String] = ["*.jpg"]) throws {
        self.folder = folder
        let config = folder.appendingPathComponent("gitconfig")
        try Data("[user]\n\tname = Vitrine tests\n\temail = tests@vitrine.invalid\n[init]\n\tdefaultBranch = main\n".utf8).write(to: config)
        environment = ["GIT_CONFIG_GLOBAL": config.path, "GIT_CONFIG_NOSYSTEM": "1", "GIT_TERMINAL_PROMPT": "0"]
        try git(["lfs", "install"], in: folder)
        try git(["init", "-q", "--bare", remote.path], in: folder)
        try git(["init", "-q", origin.path], in: folder)
        try git(["lfs", "track"] + patterns, in: origin)
        try git(["remote", "add", "origin", remote.absoluteString], in: origin)
    }

    /// Commits everything in the working copy and pushes it, with its LFS objects.
    public func commitAndPush(_ message: String) throws {
        try git(["add", "-A"], in: origin)
        try git(["commit", "-q", "-m", message], in: origin)
        try git(["push", "-q", "origin", "main"], in: origin)
    }

    /// A clone named `name` beside the origin: with every photo's bytes, or (`pointersOnly`) with pointers only,
    /// as `actions/checkout` leaves it without `lfs: true`.
    public func clone(_ name: String, pointersOnly: Bool) throws -> URL {
        let target = folder.appendingPathComponent(name)
        try git(["clone", "-q", remote.absoluteString, target.path], in: folder, skipSmudge: pointersOnly)
        return target
    }

    /// `git pull` in a clone, fetching the photos' bytes or not.
    public func pull(in clone: URL, pointersOnly: Bool) throws {
        try git(["pull", "-q", "origin", "main"], in: clone, skipSmudge: pointersOnly)
    }

    /// How many LFS objects a clone holds: what it downloaded.
    public func objectCount(in clone: URL) -> Int {
        let objects = clone.appendingPathComponent(".git/lfs/objects")
        let files = FileManager.default.enumerator(at: objects, includingPropertiesForKeys: [.isRegularFileKey])
        return files?.compactMap { ($0 as? URL).flatMap { try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile } }.count { $0 } ?? 0
    }

    @discardableResult
    public func git(_ arguments: [String], in folder: URL, skipSmudge: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment.merging(self.environment) { $1 }
        environment["GIT_LFS_SKIP_SMUDGE"] = skipSmudge ? "1" : nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(arguments: arguments, output: text) }
        return text
    }

    public struct Failure: Error, CustomStringConvertible {
        public var arguments: [String]
        public var output: String
        public var description: String { "git \(arguments.joined(separator: " ")) failed: \(output)" }
    }
}
