import Foundation
import VitrineCatalog
import VitrineCore
import VitrineLibrary
import VitrineSite

/// Runs one build. It starts the same way every time (`BuildStart`: the scan, the catalog, the theme), then goes
/// one of three ways: nothing to do (`noOpWay`, the stamp of the last build vouches for the site), only some photos'
/// sidecars changed (`sidecarWay`, the pages showing them), or the long way (`LongWay`: identify, render what is
/// missing, model the site, write the pages that changed, prune).
public struct Builder: Sendable {
    public var options: BuildOptions
    public var reporter: any BuildReporter

    public init(options: BuildOptions, reporter: any BuildReporter = SilentReporter()) {
        self.options = options
        self.reporter = reporter
    }

    /// Runs the build on Vitrine's own threads (`ThreadPoolExecutor.build`), never on Swift's shared pool: the
    /// renders would hold the pool's threads for the whole build and starve other async work in the process.
    public func run() async throws(BuildError) -> BuildSummary {
        MallocArenas.limit(to: options.jobs)
        return try await withTaskExecutorPreference(ThreadPoolExecutor.build) { () async throws(BuildError) -> BuildSummary in
            try await build()
        }
    }

    private func build() async throws(BuildError) -> BuildSummary {
        let clock = ContinuousClock.now
        try FolderRules.check(options)
        let lock = try BuildLock(cache: options.cacheDirectory, site: options.site)
        defer { withExtendedLifetime(lock) {} }
        reporter.stage("Scanning")
        let writer = SiteWriter(site: options.site)
        try writer.resetTemporaryFolder()
        defer { writer.removeTemporaryFolder() }
        var start = try await start(writer: writer, clock: clock)
        var summary = try await noOpWay(start)
        if summary == nil { summary = try await sidecarWay(start) }
        if var summary {
            if options.leavesMemoryToProcessExit { ProcessLifetime.keep(start.library, start.storedIndex) }
            start.catalog.close()
            summary.add(privateAlbums: start.privateAlbums)
            return summary
        }
        // The last build's site index is the sidecar way's alone: the long way does not keep it in memory.
        start.storedIndex = nil
        var longWay = LongWay(builder: self, start: start)
        var done = try await longWay.run()
        // Only a build that went to its end closes the catalog cleanly: after any other, the next open checks it all.
        start.catalog.close()
        done.add(privateAlbums: start.privateAlbums)
        return done
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
