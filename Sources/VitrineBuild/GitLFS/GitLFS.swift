import Foundation
import VitrineVideo

/// The git work tree a library lives in, as far as Git LFS goes: whether it stores files in Git LFS (so the build
/// records each content's LFS object id), and the fetch of the photos a checkout holds only as pointers
/// (`git lfs pull --include` of exactly those paths, in batches).
struct GitLFS: Sendable {
    /// The work tree's top folder (the one holding `.git`).
    let root: URL
    /// The library's path inside the work tree, `/`-separated with a trailing `/`; empty at the top.
    let libraryPrefix: String
    /// True when a `.gitattributes` from the library's folder up to the top sends files to Git LFS (`filter=lfs`).
    let tracksFiles: Bool

    /// One `--include` argument stays well under Linux's limit on a single argument (128 KiB).
    static let batchCharacters = 64 << 10

    /// The work tree holding `library`, found by its `.git` (a folder, or a file in a linked work tree or
    /// submodule); nil when the library is in none.
    init?(library: URL) {
        var folder = library.standardizedFileURL.resolvingSymlinksInPath()
        var levels: [String] = []
        var tracks = false
        while true {
            if let attributes = try? String(contentsOf: folder.appendingPathComponent(".gitattributes"), encoding: .utf8),
               attributes.contains("filter=lfs") {
                tracks = true
            }
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { break }
            guard folder.path != "/" else { return nil }
            levels.insert(folder.lastPathComponent, at: 0)
            folder = folder.deletingLastPathComponent()
        }
        root = folder
        libraryPrefix = levels.map { $0 + "/" }.joined()
        tracksFiles = tracks
    }

    /// Why a fetch did not happen, said in the pointer's warning.
    struct Failure: Error, Equatable {
        var reason: String
    }

    /// Fetches and checks out the files at `paths` (library-relative) with `git lfs pull`, a batch of paths per
    /// run. The caller looks at the files again to learn which ones came; a failure stops at the first batch
    /// that failed.
    func pull(_ paths: [String]) async -> Result<Void, Failure> {
        for batch in Self.batches(paths.map { Self.includePattern(libraryPrefix + $0) }) {
            // `env` finds git on PATH (exit status 127 when there is none); the include list is one argument,
            // never parsed by a shell, and `--exclude=` sets aside any exclude list in the repository's config.
            // A repository's config can name commands git runs by itself (a file system monitor, hooks): a build
            // runs none of them (`-c` reaches the git processes git-lfs starts too, through GIT_CONFIG_PARAMETERS).
            let arguments = ["git", "-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null", "-C", root.path,
                             "lfs", "pull", "--include=" + batch.joined(separator: ","), "--exclude="]
            let result: ProcessResult
            do {
                result = try await ProcessRunner.run("/usr/bin/env", arguments, budget: .seconds(6 * 3600), outputLimit: 64 << 10)
            } catch {
                return .failure(Failure(reason: error.message))
            }
            guard result.status != 0 else { continue }
            let errors = String(decoding: result.errors, as: UTF8.self)
            if result.status == 127 { return .failure(Failure(reason: "git is not installed")) }
            if errors.contains("'lfs' is not a git command") { return .failure(Failure(reason: "git-lfs is not installed")) }
            return .failure(Failure(reason: "git lfs pull failed: \(result.lastErrorLine)"))
        }
        return .success(())
    }

    /// A path as a git-lfs include pattern that matches that path alone: the pattern characters escaped, and a
    /// comma (the list's separator, which git-lfs cannot escape) matched by `?`.
    static func includePattern(_ path: String) -> String {
        var pattern = ""
        for character in path {
            switch character {
            case "*", "?", "[", "]", "\\": pattern += "\\" + String(character)
            case ",": pattern += "?"
            default: pattern.append(character)
            }
        }
        return pattern
    }

    /// The patterns in batches whose joined length stays under `batchCharacters`.
    static func batches(_ patterns: [String]) -> [[String]] {
        var batches: [[String]] = []
        var current: [String] = []
        var length = 0
        for pattern in patterns {
            if !current.isEmpty, length + pattern.utf8.count + 1 > batchCharacters {
                batches.append(current)
                current = []
                length = 0
            }
            current.append(pattern)
            length += pattern.utf8.count + 1
        }
        if !current.isEmpty { batches.append(current) }
        return batches
    }
}
