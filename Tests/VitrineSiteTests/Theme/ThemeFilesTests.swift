import Foundation
import Testing
import TestSupport
import VitrineTheme
@testable import VitrineSite

/// Loading a theme: every file feeds the digest that page fingerprints carry, and a damaged theme is an error
/// naming the file.
@Suite struct ThemeFilesTests {
    /// A copy of the default theme in a temp folder, to change.
    static func copyOfTheDefaultTheme() throws -> (temp: TemporaryDirectory, theme: URL) {
        let temp = try TemporaryDirectory("vitrine-theme")
        let theme = temp.url.appendingPathComponent("theme", isDirectory: true)
        try FileManager.default.copyItem(at: try #require(Theme.directory), to: theme)
        return (temp, theme)
    }

    @Test func theDigestFollowsEveryFileTheQuizAssetsToo() throws {
        let (temp, theme) = try Self.copyOfTheDefaultTheme()
        defer { temp.remove() }
        let before = try ThemeFiles(directory: theme)
        #expect(try ThemeFiles(directory: theme).digest == before.digest)
        for name in ["js/viewer.js", "js/order.txt", "quiz.css", "tile.mustache"] {
            let url = theme.appendingPathComponent(name)
            let original = try Data(contentsOf: url)
            try (original + Data("\n".utf8)).write(to: url)
            let changed = try ThemeFiles(directory: theme)
            #expect(changed.digest != before.digest, "\(name)")
            try original.write(to: url)
        }
        #expect(try ThemeFiles(directory: theme).digest == before.digest)
        let joined = try ThemeScriptTests.modulesJoined(theme)
        #expect(before.js.count > 20_000 && before.js == joined)
    }

    @Test func aMissingAssetIsAnErrorNamingIt() throws {
        let (temp, theme) = try Self.copyOfTheDefaultTheme()
        defer { temp.remove() }
        try FileManager.default.removeItem(at: theme.appendingPathComponent("site.css"))
        #expect {
            _ = try ThemeFiles(directory: theme)
        } throws: { error in
            guard case SiteError.themeFileUnreadable(let path, _) = error else { return false }
            return path.hasSuffix("theme/site.css")
        }
    }

    @Test func aTemplateThatIsNotUTF8IsAnErrorNamingIt() throws {
        let (temp, theme) = try Self.copyOfTheDefaultTheme()
        defer { temp.remove() }
        try Data([0x3C, 0x70, 0x3E, 0xFF, 0xFE]).write(to: theme.appendingPathComponent("breadcrumb.mustache"))
        #expect {
            _ = try ThemeFiles(directory: theme)
        } throws: { error in
            guard case SiteError.themeFileUnreadable(let path, let reason) = error else { return false }
            return path.hasSuffix("breadcrumb.mustache") && reason.contains("UTF-8")
        }
    }

    /// Issue 20's budget: the viewer's script and styles (its modules, the slideshow's, and its section of site.css)
    /// under 15 KB gzipped.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/gzip")))
    func theViewerWeighsUnder15KBCompressed() throws {
        let theme = try ThemeFiles(directory: nil)
        let css = String(decoding: theme.css, as: UTF8.self)
        let modules = theme.files.filter { $0.key.hasPrefix("js/viewer") || $0.key == "js/slideshow.js" }.sorted { $0.key < $1.key }
        #expect(modules.map(\.key) == ["js/slideshow.js", "js/viewer-gestures.js", "js/viewer-info.js", "js/viewer-keys.js",
                                       "js/viewer-media.js", "js/viewer.js"])
        let styles = try #require(css.range(of: "/* Viewer")).lowerBound
        let viewer = Data(modules.flatMap(\.value) + Array(css[styles...].utf8))
        #expect(viewer.count > 5_000, "the viewer's sections were not found whole")
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-9c"]
        let input = Pipe(), output = Pipe()
        gzip.standardInput = input
        gzip.standardOutput = output
        try gzip.run()
        input.fileHandleForWriting.write(viewer)
        try input.fileHandleForWriting.close()
        let compressed = output.fileHandleForReading.readDataToEndOfFile()
        gzip.waitUntilExit()
        #expect(compressed.count > 0 && compressed.count < 15_000, "\(compressed.count) bytes")
    }
}

/// A library's `theme/` folder: its files replace the built-in theme's by name (strings key by key), and a broken
/// template is an error naming the file and line.
@Suite struct ThemeOverrideTests {
    @Test func anOverriddenTemplateAndStringReachThePages() throws {
        let temp = try TemporaryDirectory("vitrine-override")
        defer { temp.remove() }
        let override = temp.url.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: override, withIntermediateDirectories: true)
        try Data("</main>\n<footer class=\"mine\">{{t.madeWith}} and love</footer>\n</body>\n</html>\n".utf8)
            .write(to: override.appendingPathComponent("foot.mustache"))
        try Data(#"{"page": {"skipToContent": "Jump to the photos"}, "script": {"close": "Done"}}"#.utf8)
            .write(to: override.appendingPathComponent("strings-en.json"))
        let plain = try ThemeFiles(directory: nil)
        let theme = try ThemeFiles(directory: nil, override: override)
        #expect(theme.digest != plain.digest)
        let files = try SiteGenerator(themeDirectory: nil, themeOverride: override) { code, _ in code }.render(SampleModels.library())
        let album = try #require(files.text("albums/italy/index.html"))
        #expect(album.contains("<footer class=\"mine\">Made with Vitrine and love</footer>"))
        #expect(album.contains(">Jump to the photos</a>"))
        // The other words still come from the built-in file.
        #expect(album.contains("aria-label=\"Thumbnail size\""))
        let script = try #require(files.first { $0.path.hasPrefix("assets/site-") && $0.path.hasSuffix(".js") })
        #expect(String(decoding: script.contents, as: UTF8.self).contains("\"close\":\"Done\",\"cluster\":\"{n} photos here\",\"comfortable\":\"Comfortable\""))
    }

    @Test func aBrokenTemplateIsAnErrorNamingTheFileAndLine() throws {
        let temp = try TemporaryDirectory("vitrine-override")
        defer { temp.remove() }
        let override = temp.url.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: override, withIntermediateDirectories: true)
        try Data("<p>one</p>\n<p>two</p>\n{{#chrome}}\n<p>never closed</p>\n".utf8)
            .write(to: override.appendingPathComponent("notfound.mustache"))
        #expect {
            _ = try ThemeFiles(directory: nil, override: override)
        } throws: { error in
            guard case SiteError.templateInvalid(let path, let reason) = error else { return false }
            return path.hasSuffix("theme/notfound.mustache") && String(describing: error).contains("line")
                && !reason.isEmpty
        }
    }

    @Test func exportWritesTheBuiltInThemeAndNeverOverwrites() throws {
        let temp = try TemporaryDirectory("vitrine-export")
        defer { temp.remove() }
        let folder = temp.url.appendingPathComponent("theme")
        let written = try SiteGenerator.exportTheme(to: folder)
        #expect(written.contains("js/viewer.js") && written.contains("js/order.txt") && written.contains("album.mustache")
                && written.contains("strings-fr.json"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("js/zoom.js").path))
        let exported = try ThemeFiles(directory: folder)
        #expect(exported.digest == (try ThemeFiles(directory: nil)).digest)
        try Data("x".utf8).write(to: folder.appendingPathComponent("site.css"))
        #expect(try SiteGenerator.exportTheme(to: folder).isEmpty)
        #expect(try Data(contentsOf: folder.appendingPathComponent("site.css")) == Data("x".utf8))
    }
}
