import Foundation
import Testing
import TestSupport

/// A library's `theme/` folder through real builds: never an album, its files reach the pages, and a change to it
/// is an input of the incremental build (the stamp and the page fingerprint follow it).
@Suite struct ThemeOverrideBuildTests {
    @Test func theThemeFolderIsNoAlbumAndItsChangesRebuildThePages() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0010.jpg", to: "Tuscany")
        // A photo inside theme/ would make it an album if the scanner took it for one.
        try w.library.add("gps/DSCN0012.jpg", to: "theme")
        try w.library.write("</main>\n<p class=\"mine\">first</p>\n</body>\n</html>\n", at: "theme/foot.mustache")
        // One string overridden: the other words still come from the built-in file.
        try w.library.write(#"{"page": {"skipToContent": "Straight to the photos"}}"#, at: "theme/strings-en.json")
        let first = try await w.build()
        #expect(first.photos == 1)
        let home = try #require(try SiteTree(w.site).text("index.html"))
        #expect(home.contains("<p class=\"mine\">first</p>"))
        #expect(home.contains(">Straight to the photos</a>") && home.contains("aria-label=\"Site\""))
        #expect(try await w.build().siteUnchanged)

        try w.library.write("</main>\n<p class=\"mine\">second</p>\n</body>\n</html>\n", at: "theme/foot.mustache")
        let changed = try await w.build()
        #expect(!changed.siteUnchanged)
        #expect(changed.pagesWritten > 0 && changed.imagesWritten == 0)
        #expect(try SiteTree(w.site).text("albums/tuscany/index.html")?.contains("<p class=\"mine\">second</p>") == true)

        try FileManager.default.removeItem(at: w.library.root.appendingPathComponent("theme/foot.mustache"))
        let removed = try await w.build()
        #expect(removed.pagesWritten > 0)
        #expect(try SiteTree(w.site).text("index.html")?.contains("class=\"mine\"") == false)
    }

    @Test(.requires(.vitrine)) func themeExportWritesTheBuiltInTheme() async throws {
        let temp = try TemporaryDirectory("vitrine-export")
        defer { temp.remove() }
        let folder = temp.url.appendingPathComponent("theme")
        let result = try await VitrineProcess.run(["theme", "export", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains("photo.mustache") && names.contains("site.css") && names.contains("strings-de.json"))
    }
}
