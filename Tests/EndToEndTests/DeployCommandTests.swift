import Foundation
import Testing
import TestSupport
import VitrineSite

/// Issue 31 through the binary: a built site deployed with `vitrine deploy`, then again with nothing to send; the
/// `_headers` file the build writes on request (never uploaded to S3); links out of the site folder never followed;
/// a wrong secret, a missing bucket, an unreachable store or missing keys each one line on stderr, exit 1, no secret.
@Suite(.requires(.rclone))
struct DeployCommandTests {
    @Test func aBuiltSiteIsDeployedThenNothingIsSentAgain() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("orientation/landscape_6.jpg", to: "Album")
        try w.library.write(#"{"title": "Deployed", "headers": true}"#, at: "vitrine.json")
        let summary = try await w.build(formats: [.jpeg])
        #expect(summary.diagnostics.isEmpty, "\(summary.diagnostics)")
        let headers = try String(contentsOf: w.site.appendingPathComponent("_headers"), encoding: .utf8)
        #expect(headers == SiteHeaders.headersFile() && headers.contains("/images/*\n  Cache-Control: public, max-age=31536000, immutable"))

        let site = try SiteTree(w.site)
        let published = site.paths.filter { $0 != "_headers" }.sorted()
        // Links a hand put in the site folder, to a file and a folder outside it: never followed or uploaded.
        try FileManager.default.createSymbolicLink(atPath: w.site.appendingPathComponent("leak.txt").path, withDestinationPath: "/etc/hostname")
        try FileManager.default.createSymbolicLink(atPath: w.site.appendingPathComponent("etc").path, withDestinationPath: "/etc")
        let server = try S3TestServer(folder: w.temp.url.appendingPathComponent("store"))
        defer { server.stop() }
        let first = try await VitrineProcess.run(["deploy", w.site.path, "s3://\(server.bucket)/gallery"], environment: server.environment())
        #expect(first.status == 0, "\(first.errors)")
        #expect(server.objects() == published.map { "gallery/" + $0 }, "the site, no _headers, no link followed")
        #expect(first.output.hasPrefix("s3://\(server.bucket)/gallery: \(published.count) uploaded (") && first.output.hasSuffix(" MB), 0 unchanged, 0 deleted\n"),
                "\(first.output)")
        let store = try SiteTree(server.folder.appendingPathComponent("\(server.bucket)/gallery"))
        #expect(store.files == site.files.filter { $0.key != "_headers" }, "byte for byte")

        let again = try await VitrineProcess.run(["deploy", w.site.path, "s3://\(server.bucket)/gallery"], environment: server.environment())
        #expect(again.status == 0 && again.output.hasSuffix(": 0 uploaded (0 bytes), \(published.count) unchanged, 0 deleted\n"), "\(again.output)")

        // Turned off, the file goes with the next build.
        for link in ["leak.txt", "etc"] { try FileManager.default.removeItem(at: w.site.appendingPathComponent(link)) }
        try w.library.write(#"{"title": "Deployed"}"#, at: "vitrine.json")
        let rebuilt = try await w.build(formats: [.jpeg])
        #expect(rebuilt.diagnostics.isEmpty, "\(rebuilt.diagnostics)")
        #expect(!FileManager.default.fileExists(atPath: w.site.appendingPathComponent("_headers").path))
    }

    @Test func eachFailureIsOneLineAndExitOneWithoutTheSecret() async throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let site = temp.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try Data("<p>home</p>".utf8).write(to: site.appendingPathComponent("index.html"))
        let server = try S3TestServer(folder: temp.url.appendingPathComponent("store"))
        defer { server.stop() }
        let wrong = "not-the-secret-0123456789abcdef"
        let unreachable = "http://user:pass-in-url@127.0.0.1:\(try S3TestServer.freePort())"
        let cases: [(String, [String: String], String)] = [
            ("s3://\(server.bucket)/gallery", server.environment(secret: wrong), "HTTP 403 SignatureDoesNotMatch; check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY"),
            ("s3://no-such-bucket/gallery", server.environment(), "HTTP 404 NoSuchBucket"),
            ("s3://\(server.bucket)/gallery", server.environment().merging(["AWS_ENDPOINT_URL": unreachable]) { $1 }, "cannot be reached"),
            ("s3://\(server.bucket)/gallery", ["AWS_ACCESS_KEY_ID": "", "AWS_SECRET_ACCESS_KEY": ""], "deploy needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY"),
        ]
        for (target, environment, expected) in cases {
            let run = try await VitrineProcess.run(["deploy", site.path, target], environment: environment)
            #expect(run.status == 1, "\(target): \(run.errors)")
            #expect(run.errors.hasPrefix("vitrine deploy: ") && run.errors.contains(expected), "\(run.errors)")
            #expect(run.errors.filter { $0 == "\n" }.count == 1, "one line: \(run.errors)")
            for secret in [wrong, server.secret, "pass-in-url"] {
                #expect(!run.errors.contains(secret) && !run.output.contains(secret))
            }
        }
        // Without zlib, --compress gzip stops before any upload: one line naming the package to install.
        let noZlib = try await VitrineProcess.run(["deploy", site.path, "s3://\(server.bucket)/gallery", "--compress", "gzip"],
                                                  environment: server.environment().merging(["VITRINE_SONAME_ZLIB": "/nonexistent/libz.so.1"]) { $1 })
        #expect(noZlib.status == 1 && noZlib.errors.contains("zlib1g to deploy with --compress gzip"), "\(noZlib.errors)")
        #expect(noZlib.errors.filter { $0 == "\n" }.count == 1, "one line: \(noZlib.errors)")
        #expect(server.objects().isEmpty)
    }
}
