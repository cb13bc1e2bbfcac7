import Foundation
import Testing
import TestSupport
import VitrineCore

/// `SitePath`: the one check that a path the build writes or deletes stays inside the site (issue 33, item 2).
@Suite struct SitePathTests {
    @Test(arguments: ["index.html", "images/ab/0123-w640.jpg", "albums/tuscany/index.html", "a..b/c", "..x", ".well-known/x"])
    func canonicalPathsInsideAreAccepted(_ text: String) {
        #expect(SitePath(text)?.text == text)
    }

    @Test(arguments: ["../victim/x", "/etc/passwd", "/nonexistent/x.html", "images/../../x", "images/..", "..", ".", "./index.html",
                      "images//x.jpg", "images/x.jpg/", "", "images/\u{0}x", "/"])
    func pathsThatLeaveOrAreNotCanonicalAreRefused(_ text: String) {
        #expect(SitePath(text) == nil)
    }

    /// The parent walk of a deletion ends below the site folder, whatever the depth.
    @Test func foldersRunUpToTheSiteAndStop() throws {
        let path = try #require(SitePath("images/ab/cd/x.jpg"))
        #expect(path.folders.map(\.text) == ["images/ab/cd", "images/ab", "images"])
        #expect(try #require(SitePath("index.html")).folders.isEmpty)
    }

    @Test func aSymlinkedFolderLeadingOutIsRefused() throws {
        let temp = try TemporaryDirectory("vitrine-sitepath")
        defer { temp.remove() }
        let site = temp.url.appendingPathComponent("site"), outside = temp.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("images"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: site.appendingPathComponent("images/zz"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(at: site.appendingPathComponent("albums"), withDestinationURL: outside)
        // Inside the site, a symlink is just a folder.
        try FileManager.default.createSymbolicLink(at: site.appendingPathComponent("images/yy"), withDestinationURL: site.appendingPathComponent("images"))
        #expect(try #require(SitePath("images/zz/x.jpg")).url(in: site) == nil)
        #expect(try #require(SitePath("images/zz/new/x.jpg")).url(in: site) == nil)
        #expect(try #require(SitePath("albums/a/index.html")).url(in: site) == nil)
        #expect(try #require(SitePath("images/yy/x.jpg")).url(in: site) == site.appendingPathComponent("images/yy/x.jpg"))
        #expect(try #require(SitePath("images/new/x.jpg")).url(in: site) == site.appendingPathComponent("images/new/x.jpg"))
        // The last component is not followed: a symlink there is replaced or unlinked, never written through.
        #expect(try #require(SitePath("images/zz")).url(in: site) == site.appendingPathComponent("images/zz"))
    }

    /// A site folder that is itself a symlink (a deploy checkout elsewhere) is the site.
    @Test func aSiteFolderThatIsASymlinkIsTheSite() throws {
        let temp = try TemporaryDirectory("vitrine-sitepath")
        defer { temp.remove() }
        let real = temp.url.appendingPathComponent("real"), site = temp.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: real.appendingPathComponent("images"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: site, withDestinationURL: real)
        #expect(try #require(SitePath("images/x.jpg")).url(in: site) == site.appendingPathComponent("images/x.jpg"))
    }
}
