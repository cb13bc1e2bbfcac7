import Foundation
import VitrineCore
import VitrineRemote
import VitrineSite

/// Publishes a built site folder to an S3-compatible store: lists what is stored under the prefix, compares it with
/// the site (`DeployPlan`), then uploads content-named files, then pages, then deletes. Each phase starts only when
/// the one before it finished whole: an interrupted deploy leaves every page naming only files already stored, and
/// the next deploy finds what is missing by the same comparison.
public struct Deployer: Sendable {
    public var options: DeployOptions
    var retrying = Retrying()

    public init(options: DeployOptions) {
        self.options = options
    }

    /// Deploys (or, with `dryRun`, only plans) and says what it did; `log` gets the dry run's plan, line by line.
    public func run(log: @Sendable (String) -> Void = { _ in }) async throws(DeployError) -> DeploySummary {
        let client = try openClient()
        let files = try SiteFolderFile.listing(of: options.site, compression: options.compression)
        let prefix = options.location.prefix
        let stored: [S3Client.StoredObject]
        do { stored = try await retrying.run { () async throws(RemoteError) in try await client.list(prefix: prefix.isEmpty ? "" : prefix + "/") } } catch {
            throw .store(error)
        }
        let plan = DeployPlan(site: files, stored: stored, prefix: prefix, delete: options.delete)
        if plan.deletions.count > options.maxDeletes {
            throw .tooManyDeletes(count: plan.deletions.count, limit: options.maxDeletes)
        }
        var summary = DeploySummary(plan: plan, dryRun: options.dryRun)
        if options.dryRun {
            for file in plan.uploads { log("upload \(file.path) (\(file.size) bytes)") }
            for key in plan.deletions { log("delete \(key)") }
            return summary
        }
        let contentNamed = plan.uploads.filter { SiteHeaders.isContentNamed($0.path) }
        let pages = plan.uploads.filter { !SiteHeaders.isContentNamed($0.path) }
        try await upload(contentNamed, client: client)
        try await upload(pages, client: client)
        try await inParallel(plan.deletions) { (key: String) async throws(DeployError) in
            do throws(RemoteError) { try await retrying.run { () async throws(RemoteError) in try await client.delete(key) } } catch { throw .transfer(key: key, error) }
        }
        if let file = options.changedPathsFile {
            let text = plan.changedPaths(prefix: prefix).map { $0 + "\n" }.joined()
            do { try Data(text.utf8).write(to: file, options: .atomic) } catch {
                throw .site("\(file.path): cannot be written (\(error.localizedDescription))")
            }
        }
        summary.dryRun = false
        return summary
    }

    private func upload(_ files: [SiteFolderFile], client: S3Client) async throws(DeployError) {
        let site = options.site
        let location = options.location
        try await inParallel(files) { (file: SiteFolderFile) async throws(DeployError) in
            let key = location.key(file.path)
            let bytes = try SiteFolderFile.body(file.path, in: site, encoding: file.encoding)
            var headers = ["Content-Type": SiteHeaders.contentType(for: file.path), "Cache-Control": SiteHeaders.cacheControl(for: file.path)]
            if let encoding = file.encoding { headers["Content-Encoding"] = encoding }
            do throws(RemoteError) { _ = try await retrying.run { () async throws(RemoteError) in try await client.put(key, bytes: bytes, headers: headers) } } catch {
                throw .transfer(key: key, error)
            }
        }
    }

    /// Runs `work` on every item, `options.parallel` at a time; the first failure stops the rest from starting and
    /// is thrown once those running have ended.
    private func inParallel<Item: Sendable>(_ items: [Item], _ work: @escaping @Sendable (Item) async throws(DeployError) -> Void) async throws(DeployError) {
        let failure: DeployError? = await withTaskGroup(of: DeployError?.self) { group in
            var next = items.makeIterator()
            var running = 0
            var first: DeployError?
            while first == nil || running > 0 {
                if first == nil, running < max(1, options.parallel), let item = next.next() {
                    group.addTask {
                        do throws(DeployError) { try await work(item); return nil } catch { return error }
                    }
                    running += 1
                    continue
                }
                guard running > 0, let result = await group.next() else { break }
                running -= 1
                if let result, first == nil { first = result }
            }
            return first
        }
        if let failure { throw failure }
    }

    func openClient() throws(DeployError) -> S3Client {
        do throws(RemoteError) {
            let credentials = try S3Credentials.fromEnvironment(options.environment, purpose: "deploy")
            #if canImport(FoundationNetworking)
            if case .failure(let unavailable) = Self.libcurl.open(environment: options.environment) {
                throw RemoteError.configuration(unavailable.description)
            }
            #endif
            return S3Client(location: options.location, credentials: credentials, timeout: options.requestTimeout,
                            slowestRate: DeployOptions.slowestUploadRate)
        } catch {
            throw .store(error)
        }
    }

    /// libcurl, URLSession's HTTP on Linux, opened on first use in the release binary (as for the remote cache).
    static let libcurl = LazyLibrary(key: "CURL", soname: "libcurl.so.4", package: "libcurl4", purpose: "to deploy")
}
