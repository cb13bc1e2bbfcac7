import Foundation
import Testing
import TestSupport
@testable import VitrineBuild

/// The fetch of pointers: each path is a pattern that matches that path alone (a name holding a pattern character
/// or a comma fetches nothing else), in batches that each fit one command-line argument.
@Suite struct GitLFSTests {
    @Test func aPathIsAPatternForItselfAlone() {
        #expect(GitLFS.includePattern("photos/Tuscany/a.jpg") == "photos/Tuscany/a.jpg")
        #expect(GitLFS.includePattern("x[1]*?.jpg") == #"x\[1\]\*\?.jpg"#)
        #expect(GitLFS.includePattern(#"a\b,c.jpg"#) == #"a\\b?c.jpg"#)
    }

    @Test func batchesFitOneArgument() {
        let paths = (0..<5_000).map { "album \($0 % 9)/IMG_\(String(repeating: "x", count: 40))_\($0).jpg" }
        let batches = GitLFS.batches(paths)
        #expect(batches.count > 1)
        #expect(batches.flatMap { $0 } == paths)
        #expect(batches.allSatisfy { $0.joined(separator: ",").utf8.count < GitLFS.batchCharacters })
        #expect(GitLFS.batches([]).isEmpty)
    }

    @Test func theWorkTreeAndWhetherItUsesLFSAreFoundFromTheLibrary() throws {
        let temp = try TemporaryDirectory("vitrine-lfs")
        defer { temp.remove() }
        #expect(GitLFS(library: temp.url) == nil, "a temp folder is in no work tree")
        let library = temp.url.appendingPathComponent("repo/photos/2024")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: temp.url.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        var repository = try #require(GitLFS(library: library))
        #expect(repository.root.resolvingSymlinksInPath() == temp.url.appendingPathComponent("repo").resolvingSymlinksInPath())
        #expect(repository.libraryPrefix == "photos/2024/")
        #expect(!repository.tracksFiles)
        try Data("*.jpg filter=lfs diff=lfs merge=lfs -text\n".utf8).write(to: temp.url.appendingPathComponent("repo/photos/.gitattributes"))
        repository = try #require(GitLFS(library: library))
        #expect(repository.tracksFiles)
    }

    /// Attacked: photos whose names hold pattern characters and commas, beside the names those would match as
    /// patterns; fetching two of them downloads exactly those two.
    @Test(.requires(.gitLFS)) func aFetchDownloadsExactlyThePathsAsked() async throws {
        let temp = try TemporaryDirectory("vitrine-lfs")
        defer { temp.remove() }
        let repository = try GitLFSRepository(in: temp.url)
        let names = ["x[1].jpg", "x1.jpg", "st*r.jpg", "star.jpg", "a,b.jpg", "sub/x[1].jpg"]
        for (index, name) in names.enumerated() {
            let url = repository.origin.appendingPathComponent("photos/" + name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(repeating: UInt8(index), count: 2000 + index).write(to: url)
        }
        try repository.commitAndPush("names")
        let clone = try repository.clone("clone", pointersOnly: true)
        let gitLFS = try #require(GitLFS(library: clone.appendingPathComponent("photos")))
        #expect(gitLFS.tracksFiles)
        let result = await gitLFS.pull(["x[1].jpg", "st*r.jpg", "a,b.jpg"])
        #expect((try? result.get()) != nil, "\(result)")
        let fetched = try names.filter { try Data(contentsOf: clone.appendingPathComponent("photos/" + $0)).count >= 2000 }
        #expect(fetched == ["x[1].jpg", "st*r.jpg", "a,b.jpg"])
        #expect(repository.objectCount(in: clone) == 3)
    }

    /// Attacked: a clone whose config names a file system monitor and a hook folder, each a script that leaves a
    /// mark; the fetch runs neither, and still fetches.
    @Test(.requires(.gitLFS)) func aFetchRunsNoCommandTheRepositoryNames() async throws {
        let temp = try TemporaryDirectory("vitrine-lfs")
        defer { temp.remove() }
        let repository = try GitLFSRepository(in: temp.url)
        let photo = repository.origin.appendingPathComponent("photos/a.jpg")
        try FileManager.default.createDirectory(at: photo.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(repeating: 7, count: 3000).write(to: photo)
        try repository.commitAndPush("a photo")
        let clone = try repository.clone("clone", pointersOnly: true)
        let mark = temp.url.appendingPathComponent("ran")
        let script = temp.url.appendingPathComponent("mark.sh")
        try Data("#!/bin/sh\ntouch '\(mark.path)'\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let hooks = temp.url.appendingPathComponent("hooks")
        try FileManager.default.createDirectory(at: hooks, withIntermediateDirectories: true)
        for hook in ["post-checkout", "post-merge", "reference-transaction"] {
            try FileManager.default.createSymbolicLink(at: hooks.appendingPathComponent(hook), withDestinationURL: script)
        }
        try repository.git(["config", "core.fsmonitor", script.path], in: clone)
        try repository.git(["config", "core.hooksPath", hooks.path], in: clone)

        let result = await GitLFS(library: clone.appendingPathComponent("photos"))?.pull(["a.jpg"])
        #expect(result.flatMap { try? $0.get() } != nil, "\(String(describing: result))")
        #expect(try Data(contentsOf: clone.appendingPathComponent("photos/a.jpg")).count == 3000)
        #expect(!FileManager.default.fileExists(atPath: mark.path), "a command the repository names ran")
    }
}
