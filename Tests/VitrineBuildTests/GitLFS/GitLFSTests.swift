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
}
