import Foundation
import Testing
import TestSupport
import VitrineServe

@Suite struct SiteFileResolverTests {
    let temp: TemporaryDirectory
    let site: URL
    let resolver: SiteFileResolver

    init() throws {
        temp = try TemporaryDirectory()
        site = temp.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("album"), withIntermediateDirectories: true)
        try Data("home".utf8).write(to: site.appendingPathComponent("index.html"))
        try Data("album".utf8).write(to: site.appendingPathComponent("album/index.html"))
        try Data("secret".utf8).write(to: temp.url.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(at: site.appendingPathComponent("out.txt"),
                                                   withDestinationURL: temp.url.appendingPathComponent("secret.txt"))
        resolver = SiteFileResolver(root: site)
    }

    @Test func servesIndexForFolders() {
        #expect(resolver.resolve("/") == .file(resolver.root.appendingPathComponent("index.html")))
        #expect(resolver.resolve("/album/") == .file(resolver.root.appendingPathComponent("album/index.html")))
        #expect(resolver.resolve("/album") == .redirect("/album/"))
    }

    @Test(arguments: ["/../secret.txt", "/%2e%2e/secret.txt", "/album/%2E%2E/%2E%2E/secret.txt", "/..%2fsecret.txt",
                      "/out.txt", "/.hidden", "/a%00b"])
    func refusesEscapes(path: String) {
        #expect(resolver.resolve(path) == .forbidden)
    }

    @Test func missingIsNotFound() {
        #expect(resolver.resolve("/nope.html") == .notFound)
    }

    @Test func contentTypes() {
        #expect(SiteFileResolver.contentType(for: URL(fileURLWithPath: "a.HTML")) == "text/html; charset=utf-8")
        #expect(SiteFileResolver.contentType(for: URL(fileURLWithPath: "a.webp")) == "image/webp")
        #expect(SiteFileResolver.contentType(for: URL(fileURLWithPath: "a.jpg")) == "image/jpeg")
        #expect(SiteFileResolver.contentType(for: URL(fileURLWithPath: "a.js")) == "text/javascript; charset=utf-8")
        // The published site's types (SiteHeaders), which the preview once lacked or had otherwise.
        #expect(SiteFileResolver.contentType(for: URL(fileURLWithPath: "/site/feed.xml")) == "application/atom+xml")
        #expect(SiteFileResolver.contentType(for: URL(fileURLWithPath: "/site/sitemap.xml")) == "application/xml")
        #expect(SiteFileResolver.contentType(for: URL(fileURLWithPath: "a.avif")) == "image/avif")
        #expect(SiteFileResolver.contentType(for: URL(fileURLWithPath: "a.webm")) == "video/webm")
        #expect(SiteFileResolver.contentType(for: URL(fileURLWithPath: "a.vtt")) == "text/vtt; charset=utf-8")
        #expect(SiteFileResolver.contentType(for: URL(fileURLWithPath: "site.webmanifest")) == "application/manifest+json")
        #expect(SiteFileResolver.contentType(for: URL(fileURLWithPath: "a.cr2")) == "application/octet-stream")
    }
}
