import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineLibrary
import VitrineSite

/// Issue 19: `--remote-cache s3://BUCKET/PREFIX` against a real S3 server on loopback (rclone, which checks
/// SigV4 signatures). A fresh runner with a warm cache downloads instead of rendering and builds the same site;
/// a damaged object is rendered again and replaced; wrong keys or a store that is down are one warning.
@Suite(.requires(.rclone))
struct RemoteCacheTests {
    /// The images one build of the three-photo library renders: JPEG only, every size.
    static let renders = 3 * ImagePaths.buckets.count

    /// A workspace, a server, and builds that each start as a fresh runner (their own site and cache folders).
    struct Setup {
        let w: Workspace
        let server: S3TestServer
        var runs = 0

        init() throws {
            w = try Workspace.threePhotos()
            server = try S3TestServer(folder: w.temp.url.appendingPathComponent("store"))
        }

        mutating func freshRunner(environment: [String: String]? = nil) async throws -> (BuildSummary, URL) {
            runs += 1
            let site = w.temp.url.appendingPathComponent("site-\(runs)")
            var options = w.options(formats: [.jpeg], site: site, cache: w.temp.url.appendingPathComponent("cache-\(runs)"))
            options.remoteCache = try RemoteCacheOptions("s3://\(server.bucket)/gallery", environment: environment ?? server.environment())
            return (try await Builder(options: options).run(), site)
        }
    }

    @Test func coldWarmAndADamagedObject() async throws {
        var s = try Setup()
        defer { s.server.stop(); s.w.temp.remove() }
        let (cold, coldSite) = try await s.freshRunner()
        #expect(cold.diagnostics.isEmpty, "\(cold.diagnostics)")
        #expect(cold.imagesWritten == Self.renders && cold.imagesFromRemoteCache == 0)
        let objects = s.server.objects()
        #expect(objects.count == 3, "one object per render: \(objects)")
        #expect(objects.allSatisfy { $0.hasPrefix("gallery/renders/") })
        let built = try SiteTree(coldSite)

        let (warm, warmSite) = try await s.freshRunner()
        #expect(warm.diagnostics.isEmpty, "\(warm.diagnostics)")
        #expect(warm.imagesWritten == Self.renders && warm.imagesFromRemoteCache == Self.renders)
        #expect(SummaryText.render(warm, site: "site", explain: false).contains("Remote cache: \(Self.renders) of the \(Self.renders) images written came from it"))
        #expect(try SiteTree(warmSite) == built)

        // Damage one object where the store keeps it (same size, a few bytes flipped in an image).
        let damagedPath = s.server.folder.appendingPathComponent("\(s.server.bucket)/\(objects[1])")
        var bytes = [UInt8](try Data(contentsOf: damagedPath))
        for index in stride(from: bytes.count - 200, to: bytes.count - 100, by: 10) { bytes[index] ^= 0xff }
        try Data(bytes).write(to: damagedPath)
        let (repaired, repairedSite) = try await s.freshRunner()
        #expect(repaired.diagnostics.isEmpty)
        #expect(repaired.remoteObjectsReplaced == 1)
        #expect(repaired.imagesWritten == Self.renders && repaired.imagesFromRemoteCache == Self.renders - ImagePaths.buckets.count)
        #expect(try SiteTree(repairedSite) == built)
        let (again, _) = try await s.freshRunner()
        #expect(again.imagesFromRemoteCache == Self.renders && again.remoteObjectsReplaced == 0, "the damaged object was replaced")
    }

    @Test func aWrongSecretIsOneWarningAndTheBuildRendersLocally() async throws {
        var s = try Setup()
        defer { s.server.stop(); s.w.temp.remove() }
        let wrong = "not-the-secret-0123456789abcdef"
        let (summary, site) = try await s.freshRunner(environment: s.server.environment(secret: wrong))
        #expect(summary.imagesWritten == Self.renders && summary.imagesFromRemoteCache == 0)
        #expect(summary.diagnostics.count == 1)
        let text = SummaryText.render(summary, site: site.path, explain: false)
        #expect(text.contains("HTTP 403"), "\(text)")
        #expect(!text.contains(wrong) && !text.contains(s.server.secret))
        #expect(s.server.objects().isEmpty)
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
    }

    @Test func aStoreThatIsDownIsOneWarningAndTheBuildRendersLocally() async throws {
        var s = try Setup()
        defer { s.server.stop(); s.w.temp.remove() }
        var environment = s.server.environment()
        environment["AWS_ENDPOINT_URL"] = "http://127.0.0.1:\(try S3TestServer.freePort())"
        let (summary, site) = try await s.freshRunner(environment: environment)
        #expect(summary.imagesWritten == Self.renders && summary.imagesFromRemoteCache == 0)
        #expect(summary.diagnostics.count == 1)
        #expect(summary.diagnostics.first?.message.contains("cannot be reached") == true, "\(summary.diagnostics)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
    }

    /// libcurl (URLSession's HTTP, opened on first use by the release binary) missing: one warning naming the package,
    /// checked before any request, and the build renders locally.
    @Test func aLibcurlThatCannotBeLoadedIsOneWarningAndTheBuildRendersLocally() async throws {
        var s = try Setup()
        defer { s.server.stop(); s.w.temp.remove() }
        var environment = s.server.environment()
        environment["VITRINE_SONAME_CURL"] = "/nonexistent/libcurl.so.4"
        let (summary, site) = try await s.freshRunner(environment: environment)
        #expect(summary.imagesWritten == Self.renders && summary.imagesFromRemoteCache == 0)
        let warnings = summary.diagnostics
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.message.contains("/nonexistent/libcurl.so.4 cannot be loaded") == true, "\(warnings)")
        #expect(warnings.first?.message.contains("install the Debian package libcurl4 to use --remote-cache") == true)
        #expect(s.server.objects().isEmpty)
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
    }

    /// Through the binary: the secret is in no output and no file the build leaves (site or cache folder).
    @Test(.requires(.vitrine))
    func theSecretIsNeverPrintedOrWritten() async throws {
        let s = try Setup()
        defer { s.server.stop(); s.w.temp.remove() }
        for secret in [s.server.secret, "wrong-secret-abcdefghijklmnop"] {
            let args = ["build", s.w.library.root.path, "-o", s.w.site.path, "--cache", s.w.cache.path, "--jobs", "2",
                        "--formats", "jpeg", "--remote-cache", "s3://\(s.server.bucket)/gallery"]
            let result = try await VitrineProcess.run(args, environment: s.server.environment(secret: secret).merging(["AWS_SESSION_TOKEN": "session-token-zyxwvutsrq"]) { $1 })
            #expect(result.status == 0, "\(result.errors)")
            for text in [result.output, result.errors] {
                #expect(!text.contains(secret) && !text.contains("session-token-zyxwvutsrq"))
            }
            for folder in [s.w.site, s.w.cache] {
                for (path, data) in try SiteTree(folder).files {
                    #expect(data.range(of: Data(secret.utf8)) == nil, "\(path)")
                }
            }
        }
        let missing = try await VitrineProcess.run(["build", s.w.library.root.path, "-o", s.w.site.path, "--remote-cache", "gallery"])
        #expect(missing.status != 0 && missing.errors.contains("s3://BUCKET/PREFIX"))
    }
}
