import Foundation
import Synchronization
import VitrineBuild
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Build, serve, watch, rebuild, reload: the loop behind `vitrine serve`. Ends cleanly on SIGINT/SIGTERM.
public struct PreviewSession: Sendable {
    public var options: BuildOptions
    public var host: String
    public var port: UInt16
    /// No curation API and no editor in the pages (`--read-only`).
    public var readOnly: Bool

    public init(options: BuildOptions, host: String, port: UInt16, readOnly: Bool = false) {
        self.options = options
        self.host = host
        self.port = port
        self.readOnly = readOnly
    }

    /// Runs until interrupted. `ready` gets the address (with its token) once the server listens.
    public func run(ready: @Sendable (String) -> Void) async throws {
        try await rebuild()
        // One queue of reasons to rebuild, from the watcher and from the curation API: a change that arrives
        // during a build leaves one more build behind it, so the site ends as a clean build of the last edits.
        let (changes, changed) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let curation = readOnly ? nil : CurationAPI(library: options.library) { changed.yield() }
        curation?.refresh(published())
        let server = try PreviewServer(site: options.site, host: host, port: port, curation: curation)
        if !server.isLoopback {
            FileHandle.standardError.write(Data("""
                warning: serving on \(host), beyond this machine: anyone on your network who has the address with its \
                token can see the gallery, including photos not yet published. Use --host 127.0.0.1 to keep it private.

                """.utf8))
        }
        server.start()
        ready(server.address)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await server.finished() }
            group.addTask {
                let watcher = LibraryWatcher(library: options.library, excluding: [options.site])
                while !Task.isCancelled {
                    await watcher.nextChange()
                    guard !Task.isCancelled else { break }
                    changed.yield()
                }
            }
            group.addTask {
                for await _ in changes {
                    guard !Task.isCancelled else { break }
                    do {
                        // A build that changed nothing (the watcher seeing the sidecar an edit already rebuilt)
                        // reloads no page: a reload under a photographer's hands costs the focus.
                        let summary = try await rebuild()
                        guard !summary.siteUnchanged else { continue }
                        curation?.refresh(published())
                        server.reloadClients()
                    } catch {
                        FileHandle.standardError.write(Data("rebuild failed: \(error)\n".utf8))
                    }
                }
            }
            group.addTask {
                await Self.interruption()
                server.stop()
                // A rebuild under way may not notice cancellation for a while: stopping must not wait for it.
                DispatchQueue.global().asyncAfter(deadline: .now() + 3) {
                    FileHandle.standardError.write(Data("stopped during a rebuild\n".utf8))
                    exit(130)
                }
            }
            // The first task to end (interrupt or server failure) ends the session.
            try await group.next()
            group.cancelAll()
        }
    }

    /// The photos the last build published, for the curation API (none when the catalog cannot say).
    private func published() -> [PublishedPhoto] {
        do {
            return try PublishedPhoto.all(options: options)
        } catch {
            FileHandle.standardError.write(Data("warning: the editor cannot list the published photos: \(error)\n".utf8))
            return []
        }
    }

    @discardableResult
    private func rebuild() async throws -> BuildSummary {
        let summary = try await Builder(options: options, reporter: ConsoleReporter()).run()
        print(SummaryText.render(summary, site: options.site.path, explain: false))
        fflush(nil)  // every C stream: naming stdout is not concurrency-safe
        return summary
    }

    /// Returns when SIGINT or SIGTERM arrives.
    static func interruption() async {
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let sources = [SIGINT, SIGTERM].map { DispatchSource.makeSignalSource(signal: $0, queue: .global()) }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let once = OnceFlag()
            for source in sources {
                source.setEventHandler { if once.claim() { continuation.resume() } }
                source.resume()
            }
        }
        sources.forEach { $0.cancel() }
    }
}

/// True the first time only, from any thread.
final class OnceFlag: Sendable {
    private let flag = Mutex(false)
    func claim() -> Bool { flag.withLock { was in defer { was = true }; return !was } }
    var isSet: Bool { flag.withLock { $0 } }
}
