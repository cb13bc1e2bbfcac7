import Foundation
import TestSupport

/// A site built by the `vitrine` binary from a library, served under `/photos/` on loopback.
/// Browser tests treat Vitrine as a black box: they see only what a visitor's browser sees.
struct BuiltSite: Sendable {
    let folder: URL
    let server: StaticSiteServer

    /// Builds `library` into a temp folder and serves it.
    init(library: URL, arguments: [String] = [], environment: [String: String] = [:]) async throws {
        let temp = try TemporaryDirectory("vitrine-browser")
        folder = temp.url.appendingPathComponent("site")
        let result = try await VitrineProcess.run(["build", library.path, "-o", folder.path,
                                                   "--cache", temp.url.appendingPathComponent("cache").path] + arguments,
                                                   environment: environment)
        guard result.status == 0 else { throw BuildFailure(output: result.output + result.errors) }
        server = try StaticSiteServer(site: folder)
    }

    /// The sample gallery, built once per test run and shared by every suite.
    static func sample() async throws -> BuiltSite {
        try await sampleBuild.site()
    }

    private static let sampleBuild = SharedBuild { try await BuiltSite(library: Fixtures.sampleLibrary) }

    func url(_ path: String = "") -> String { server.url(path) }

    /// The cache folder the site was built with (beside it), for a later build or `vitrine serve` of the same site.
    var cache: URL { folder.deletingLastPathComponent().appendingPathComponent("cache") }

    struct BuildFailure: Error, CustomStringConvertible {
        var output: String
        var description: String { "vitrine build failed:\n\(output)" }
    }
}

/// Where screenshots go: `.build/test-artifacts/`, kept after the run for people to look at.
enum Artifacts {
    static func file(_ name: String) -> URL {
        Fixtures.repositoryRoot.appendingPathComponent(".build/test-artifacts/\(name)")
    }
}
