import Testing
import VitrinePublish
import VitrineRemote

/// The plan a deploy carries out: what is unchanged by MD5 and size, the order of uploads (content-named files
/// before the pages that name them), and deletions held to the prefix.
@Suite("Deploy plan")
struct DeployPlanTests {
    static func file(_ path: String, _ text: String) -> SiteFolderFile {
        SiteFolderFile(path: path, size: text.utf8.count, md5: MD5.hex(Array(text.utf8)))
    }

    static func object(_ key: String, _ text: String) -> S3Client.StoredObject {
        S3Client.StoredObject(key: key, etag: MD5.hex(Array(text.utf8)), size: text.utf8.count)
    }

    static let site = [
        file("albums/a/index.html", "album"), file("assets/site-1234abcd.css", "css"), file("feed.xml", "feed"),
        file("images/ab/abcd-1234-350.jpg", "jpeg"), file("index.html", "home"), file("originals/ab/abcd.jpg", "original"),
    ]

    @Test("an empty store gets every file, content-named ones before every page")
    func ordersUploads() {
        let plan = DeployPlan(site: Self.site, stored: [], prefix: "blog", delete: true)
        #expect(plan.uploads.map(\.path) == [
            "assets/site-1234abcd.css", "images/ab/abcd-1234-350.jpg", "originals/ab/abcd.jpg",
            "albums/a/index.html", "feed.xml", "index.html",
        ])
        #expect(plan.unchanged.isEmpty && plan.deletions.isEmpty)
        #expect(plan.uploadBytes == Self.site.reduce(0) { $0 + $1.size })
    }

    @Test("an object with the file's MD5 and size is unchanged; other bytes, a multipart ETag or an upper-case ETag are judged rightly")
    func comparesByMD5() {
        var multipart = Self.object("blog/index.html", "home")
        multipart.etag += "-1"
        var upper = Self.object("blog/feed.xml", "feed")
        upper.etag = upper.etag.uppercased()
        let stored = [Self.object("blog/images/ab/abcd-1234-350.jpg", "jpeg"), Self.object("blog/albums/a/index.html", "edited"),
                      multipart, upper]
        let plan = DeployPlan(site: Self.site, stored: stored, prefix: "blog", delete: false)
        #expect(plan.unchanged.map(\.path) == ["feed.xml", "images/ab/abcd-1234-350.jpg"])
        #expect(plan.uploads.map(\.path) == ["assets/site-1234abcd.css", "originals/ab/abcd.jpg", "albums/a/index.html", "index.html"])
    }

    @Test("deletions are the prefix's objects the site lacks, only with --delete, never a key outside PREFIX/")
    func deletesInsidePrefixOnly() {
        let stored = Self.site.map { Self.object("blog/" + $0.path, "x") } + [
            Self.object("blog/old.html", "old"), Self.object("blog/images/zz/gone.jpg", "gone"),
            // A store that ignores the listing's prefix: none of these may be deleted.
            Self.object("blog-other/index.html", "x"), Self.object("blogold.html", "x"), Self.object("other/blog/x.html", "x"),
            Self.object("blog", "x"),
        ]
        #expect(DeployPlan(site: Self.site, stored: stored, prefix: "blog", delete: false).deletions.isEmpty)
        let plan = DeployPlan(site: Self.site, stored: stored, prefix: "blog", delete: true)
        #expect(plan.deletions == ["blog/images/zz/gone.jpg", "blog/old.html"])
    }

    @Test("with no prefix, the whole bucket is the site's")
    func wholeBucket() {
        let stored = [Self.object("index.html", "home"), Self.object("stale.html", "x")]
        let plan = DeployPlan(site: Self.site, stored: stored, prefix: "", delete: true)
        #expect(plan.unchanged.map(\.path) == ["index.html"])
        #expect(plan.deletions == ["stale.html"])
    }

    @Test("changed paths are the pages uploaded or deleted, with a folder's address beside its index.html")
    func changedPaths() {
        let same = Self.site.filter { $0.path != "albums/a/index.html" && $0.path != "index.html" }
            .map { (file: SiteFolderFile) in S3Client.StoredObject(key: "blog/" + file.path, etag: file.md5, size: file.size) }
        let stored = same + [Self.object("blog/index.html", "old home"), Self.object("blog/tags/old.html", "x"),
                             Self.object("blog/images/zz/gone.jpg", "x")]
        let plan = DeployPlan(site: Self.site, stored: stored, prefix: "blog", delete: true)
        #expect(plan.uploads.map(\.path) == ["albums/a/index.html", "index.html"])
        #expect(plan.changedPaths(prefix: "blog") == ["/", "/albums/a/", "/albums/a/index.html", "/index.html", "/tags/old.html"])
    }
}
