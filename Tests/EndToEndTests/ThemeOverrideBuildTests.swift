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

        // One module of the script replaced, and a module the script does not have: a warning naming it, every build.
        try w.library.write("/* my map, first */\n", at: "theme/js/map.js")
        try w.library.write("/* no such module */\n", at: "theme/js/slidshow.js")
        let module = try await w.build()
        #expect(!module.siteUnchanged && module.pagesWritten > 0)
        #expect(module.diagnostics.map(\.path) == ["theme/js/slidshow.js"])
        #expect(try Self.script(w)?.contains("/* my map, first */\n") == true)
        let unchanged = try await w.build()
        #expect(unchanged.siteUnchanged && unchanged.diagnostics.map(\.path) == ["theme/js/slidshow.js"])

        // Changing the module changes the script's hashed name, so every page that loads it is written again.
        try w.library.write("/* my map, second */\n", at: "theme/js/map.js")
        let second = try await w.build()
        #expect(second.pagesWritten > 0)
        let script = try #require(try Self.script(w))
        #expect(script.contains("/* my map, second */\n") && !script.contains("/* my map, first */"))
        #expect(try SiteTree(w.site).paths.filter { $0.hasPrefix("assets/site-") && $0.hasSuffix(".js") }.count == 1)
    }

    /// The text of the site's script, found through the home page that loads it.
    static func script(_ w: Workspace) throws -> String? {
        let tree = try SiteTree(w.site)
        guard let home = tree.text("index.html"), let start = home.range(of: "src=\"assets/site-"),
              let end = home[start.upperBound...].range(of: "\"") else { return nil }
        return tree.text("assets/site-" + home[start.upperBound..<end.lowerBound])
    }

    @Test(.requires(.vitrine)) func themeExportWritesTheBuiltInTheme() async throws {
        let temp = try TemporaryDirectory("vitrine-export")
        defer { temp.remove() }
        let folder = temp.url.appendingPathComponent("theme")
        let result = try await VitrineProcess.run(["theme", "export", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains("photo.mustache") && names.contains("site.css") && names.contains("strings-de.json"))
        let modules = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("js").path)
        #expect(modules.contains("order.txt") && modules.contains("viewer.js") && modules.contains("zoom.js"))
    }
}
