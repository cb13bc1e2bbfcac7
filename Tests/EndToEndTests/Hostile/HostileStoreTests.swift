import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineImaging
import VitrineLibrary
import VitrineRemote

/// Issue 33, item 3: nothing fetched from the remote cache is trusted. A store (a tiny S3 on loopback that keeps
/// what is PUT) whose objects were rewritten with recomputed digests, one that answers 1 GB, one whose body has no
/// length and runs past the limit, and one that trickles bytes: each is refused or cut, the images are rendered
/// here, and the site is the one a local build makes.
@Suite struct HostileStoreTests {
    /// Objects by request path; `GET` answers from it and `PUT` stores, unless `answer` says otherwise.
    final class Objects: @unchecked Sendable {
        private let lock = NSLock()
        private var objects: [String: [UInt8]] = [:]
        var all: [String: [UInt8]] { lock.withLock { objects } }
        subscript(path: String) -> [UInt8]? {
            get { lock.withLock { objects[path] } }
            set { lock.withLock { objects[path] = newValue } }
        }
    }

    static func store(_ objects: Objects, answer: @escaping @Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response? = { _ in nil })
        throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            if let answer = answer(request) { return answer }
            if request.method == "PUT" { objects[request.path] = request.body; return .init(status: 200) }
            return objects[request.path].map { .init(status: 200, body: $0) } ?? .init(status: 404, body: Array("<Error><Code>NoSuchKey</Code></Error>".utf8))
        }
    }

    func build(_ w: Workspace, run: String, store: LoopbackHTTPServer, timeout: Int = 120) async throws -> (BuildSummary, URL) {
        let site = w.temp.url.appendingPathComponent("site-\(run)")
        var options = w.options(formats: [.jpeg, .webp], site: site, cache: w.temp.url.appendingPathComponent("cache-\(run)"))
        options.remoteCache = try RemoteCacheOptions("s3://renders/gallery", environment: [
            "AWS_ACCESS_KEY_ID": "KEY", "AWS_SECRET_ACCESS_KEY": "SECRET", "AWS_ENDPOINT_URL": store.endpoint.absoluteString,
            "VITRINE_REMOTE_CACHE_TIMEOUT": "\(timeout)"])
        return (try await Builder(options: options).run(), site)
    }

    /// Objects rewritten with recomputed digests: EXIF and GPS in a JPEG, HTML as a .jpg, a WebP bomb.
    @Test func poisonedObjectsAreRefusedAndRenderedHere() async throws {
        let w = try Workspace.threePhotos()
        defer { w.temp.remove() }
        let objects = Objects()
        let server = try Self.store(objects)
        defer { server.stop() }
        let (cold, coldSite) = try await build(w, run: "cold", store: server)
        #expect(cold.imagesFromRemoteCache == 0)
        let keys = objects.all.keys.sorted()
        #expect(keys.count == 3)
        for (index, key) in keys.enumerated() {
            var bundle = try RenderBundle(decoding: try #require(objects[key]))
            let jpeg = try #require(bundle.entries.firstIndex { $0.name.hasSuffix(".jpg") })
            let webp = try #require(bundle.entries.firstIndex { $0.name.hasSuffix(".webp") })
            switch index {
            case 0:
                let exif = Array("Exif\0\0MM\0*\0\0\0\u{8}GPSLatitude 43.46N".utf8)
                bundle.entries[jpeg].bytes.insert(contentsOf: [0xFF, 0xE1, 0x00, UInt8(exif.count + 2)] + exif, at: 2)
            case 1: bundle.entries[jpeg].bytes = Array("<html><script>alert(document.cookie)</script></html>".utf8)
            default: bundle.entries[webp].bytes = MergedImagesTests.webpBomb
            }
            objects[key] = bundle.encoded()
        }
        let (warm, warmSite) = try await build(w, run: "warm", store: server)
        let refusals = warm.diagnostics.filter { $0.message.contains("an image from the remote render cache was refused") }
        #expect(refusals.count == 3, "\(warm.diagnostics)")
        #expect(refusals.contains { $0.message.contains("metadata") })
        #expect(refusals.contains { $0.message.contains("not a JPEG") })
        #expect(refusals.contains { $0.message.contains("its header says 16383x12207 px") })
        #expect(warm.imagesFromRemoteCache == 0 && warm.remoteObjectsReplaced == 3)
        #expect(try SiteTree(warmSite) == SiteTree(coldSite))
        // The local renders replaced the objects: the next runner takes them.
        let (next, nextSite) = try await build(w, run: "next", store: server)
        #expect(next.imagesFromRemoteCache == next.imagesWritten && next.diagnostics.isEmpty, "\(next.diagnostics)")
        #expect(try SiteTree(nextSite) == SiteTree(coldSite))
    }

    /// Read-only credentials, as the README advises for untrusted runs: the store refuses uploads (403), and the
    /// build goes on fetching what it has.
    @Test func readOnlyCredentialsStillFetch() async throws {
        let w = try Workspace.threePhotos()
        defer { w.temp.remove() }
        let objects = Objects()
        let writable = try Self.store(objects)
        defer { writable.stop() }
        let (_, coldSite) = try await build(w, run: "cold", store: writable)
        // One photo's object gone: the read-only run renders it, cannot upload it, and still fetches the others.
        objects[try #require(objects.all.keys.sorted().first)] = nil
        let readOnly = try Self.store(objects) { request in
            request.method == "PUT" ? .init(status: 403, body: Array("<Error><Code>AccessDenied</Code></Error>".utf8)) : nil
        }
        defer { readOnly.stop() }
        let (summary, site) = try await build(w, run: "fork", store: readOnly)
        #expect(summary.imagesFromRemoteCache == 2 * summary.imagesWritten / 3, "\(summary.diagnostics)")
        #expect(summary.diagnostics.contains { $0.message.contains("refused an upload (the store answered HTTP 403 AccessDenied") }, "\(summary.diagnostics)")
        #expect(!summary.diagnostics.contains { $0.message.contains("remote render cache not used") })
        #expect(try SiteTree(site) == SiteTree(coldSite))
    }

    /// A 1 GB Content-Length is cut at the headers; a body with no length that runs past the limit is cut there.
    @Test(arguments: [false, true])
    func oversizedObjectsAreCut(_ lengthLies: Bool) async throws {
        let w = try Workspace.threePhotos()
        defer { w.temp.remove() }
        let server = try Self.store(Objects()) { request in
            guard request.method == "GET" else { return nil }
            return lengthLies ? .init(status: 200, body: [UInt8](repeating: 0, count: S3Client.objectLimit + 4096), declaredLength: -1)
                : .init(status: 200, body: [UInt8](repeating: 0, count: 4096), declaredLength: 1 << 30)
        }
        defer { server.stop() }
        let (summary, site) = try await build(w, run: "big", store: server)
        let cut = summary.diagnostics.filter { $0.message.contains("larger than 64 MB; cut") }
        #expect(cut.count == 3, "\(summary.diagnostics)")
        #expect(summary.imagesFromRemoteCache == 0 && summary.remoteObjectsReplaced == 3)
        let local = try await w.build(formats: [.jpeg, .webp])
        #expect(local.imagesWritten == summary.imagesWritten)
        #expect(try SiteTree(site) == SiteTree(w.site))
    }

    /// A store that sends a byte now and then never trips an idle timeout: the total deadline cuts it.
    @Test func aTricklingStoreIsCutAtTheDeadline() async throws {
        let w = try Workspace.threePhotos()
        defer { w.temp.remove() }
        let server = try Self.store(Objects()) { request in
            request.method == "GET" ? .init(status: 200, body: [UInt8](repeating: 0x41, count: 400), trickle: (bytes: 1, pause: 0.25)) : nil
        }
        defer { server.stop() }
        let (summary, site) = try await build(w, run: "slow", store: server, timeout: 3)
        #expect(summary.diagnostics.contains { $0.message.contains("remote render cache not used: the store cannot be reached (no complete answer within 3 s") },
                "\(summary.diagnostics)")
        try await w.build(formats: [.jpeg, .webp])
        #expect(try SiteTree(site) == SiteTree(w.site))
    }
}
