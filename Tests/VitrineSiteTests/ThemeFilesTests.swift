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
        for name in ["site.js", "quiz.css", "tile.mustache"] {
            let url = theme.appendingPathComponent(name)
            let original = try Data(contentsOf: url)
            try (original + Data("\n".utf8)).write(to: url)
            let changed = try ThemeFiles(directory: theme)
            #expect(changed.digest != before.digest, "\(name)")
            try original.write(to: url)
        }
        #expect(try ThemeFiles(directory: theme).digest == before.digest)
        #expect(before.js == Array(try Data(contentsOf: theme.appendingPathComponent("site.js"))))
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
}
