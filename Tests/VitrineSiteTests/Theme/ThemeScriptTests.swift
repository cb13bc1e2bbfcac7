import Foundation
import Testing
import TestSupport
import VitrineLibrary
import VitrineTheme
@testable import VitrineSite

/// The site's script from the theme's modules: joined in the order `js/order.txt` lists, one module replaced by a
/// library's `theme/js/<module>.js`, the whole by a `theme/site.js`, and every override file that does nothing named
/// in a warning.
@Suite struct ThemeScriptTests {
    /// The modules of the theme in `folder` joined as order.txt lists them inside one function, read here without
    /// ThemeScript.
    static func modulesJoined(_ folder: URL) throws -> [UInt8] {
        let js = folder.appendingPathComponent("js")
        let order = try String(contentsOf: js.appendingPathComponent("order.txt"), encoding: .utf8)
        var joined = Array("(function () {\n\"use strict\";\n".utf8)
        for line in order.split(separator: "\n") where !line.hasPrefix("#") {
            joined += Array(try Data(contentsOf: js.appendingPathComponent(String(line))))
        }
        return joined + Array("})();\n".utf8)
    }

    /// The names `js/order.txt` lists, read here without ThemeScript.
    static func modules(of theme: ThemeFiles) throws -> [String] {
        let order = String(decoding: try #require(theme.files["js/order.txt"]), as: UTF8.self)
        return order.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
    }

    /// A library's `theme/` folder with `files` (path inside it, text) in a temp folder.
    static func override(_ files: [String: String]) throws -> (temp: TemporaryDirectory, folder: URL) {
        let temp = try TemporaryDirectory("vitrine-script")
        let folder = temp.url.appendingPathComponent("theme")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return (temp, folder)
    }

    /// The script file the pages load, as the build writes it.
    static func asset(_ theme: ThemeFiles) -> SiteFile? {
        SiteAssets(theme: theme, strings: theme.strings(for: "en")).files.first { $0.path.hasSuffix(".js") }
    }

    @Test func theModulesAreJoinedInTheListedOrderTheSameEveryTime() throws {
        let theme = try ThemeFiles(directory: nil)
        #expect(theme.js == (try Self.modulesJoined(try #require(Theme.directory))))
        #expect(theme.js == (try ThemeFiles(directory: nil)).js)
        // Every module of the theme is listed (an unlisted one would be a warning), each once.
        #expect(theme.warnings.isEmpty)
        let modules = theme.files.keys.filter { $0.hasPrefix("js/") && $0.hasSuffix(".js") }.map { String($0.dropFirst(3)) }
        let listed = try Self.modules(of: theme)
        #expect(modules.count > 5 && Set(modules) == Set(listed) && modules.count == listed.count)

        // The list's order, not the names': b before a.
        let (temp, folder) = try Self.override(["js/order.txt": "# two\n\nb.js\na.js\n", "js/a.js": "var a;\n",
                                                "js/b.js": "var b; // no newline at the end", "site.css": "", "favicon.svg": "",
                                                "strings-en.json": "{}"])
        defer { temp.remove() }
        let small = try ThemeFiles(directory: folder)
        #expect(String(decoding: small.js, as: UTF8.self)
                == "(function () {\n\"use strict\";\nvar b; // no newline at the end\nvar a;\n})();\n")
    }

    @Test func aModuleOverrideChangesOnlyThatModulesPart() throws {
        let plain = try ThemeFiles(directory: nil)
        let (temp, folder) = try Self.override(["js/viewer.js": "/* the photographer's viewer */\n"])
        defer { temp.remove() }
        let theme = try ThemeFiles(directory: nil, override: folder)
        let viewer = try #require(plain.files["js/viewer.js"])
        let start = try #require(plain.js.firstRange(of: viewer))
        #expect(theme.js == Array(plain.js[..<start.lowerBound]) + Array("/* the photographer's viewer */\n".utf8)
                + Array(plain.js[start.upperBound...]))
        #expect(theme.warnings.isEmpty)
        // A changed module is a changed theme: the pages' identity and the script's hashed name follow it.
        #expect(theme.digest != plain.digest)
        #expect(Self.asset(theme)?.path != Self.asset(plain)?.path)
    }

    @Test func aWholeSiteJsOverrideStillWins() throws {
        let (temp, folder) = try Self.override(["site.js": "/* all mine */\n", "js/viewer.js": "/* never used */\n"])
        defer { temp.remove() }
        let theme = try ThemeFiles(directory: nil, override: folder)
        #expect(theme.js == Array("/* all mine */\n".utf8))
        #expect(String(decoding: try #require(Self.asset(theme)).contents, as: UTF8.self).hasSuffix("};\n/* all mine */\n"))
        #expect(theme.warnings.map(\.path) == ["theme/js/viewer.js"])
        #expect(theme.warnings.first?.message.contains("theme/site.js is the whole script") == true)
    }

    @Test func anOverrideFileTheScriptDoesNotUseIsAWarningNamingIt() throws {
        let plain = try ThemeFiles(directory: nil)
        let order = String(decoding: try #require(plain.files["js/order.txt"]), as: UTF8.self)
        let (temp, folder) = try Self.override(["js/slides.js": "/* no such module */\n",
                                                "js/order.txt": "slides.js\n" + order, "js/README": "notes"])
        defer { temp.remove() }
        let theme = try ThemeFiles(directory: nil, override: folder)
        #expect(theme.js == plain.js)
        #expect(theme.warnings.map(\.path) == ["theme/js/README", "theme/js/order.txt", "theme/js/slides.js"])
        #expect(theme.warnings.allSatisfy { $0.message.hasPrefix("not used: ") })
        #expect(theme.warnings.last?.message.contains("no module slides.js (its modules: core.js, ") == true)

        // The order list as `vitrine theme export` wrote it changes nothing and says nothing.
        try Data(order.utf8).write(to: folder.appendingPathComponent("js/order.txt"))
        #expect(try ThemeFiles(directory: nil, override: folder).warnings.map(\.path) == ["theme/js/README", "theme/js/slides.js"])
    }

    @Test func aBrokenOrderListIsAnErrorNamingIt() throws {
        let (temp, theme) = try ThemeFilesTests.copyOfTheDefaultTheme()
        defer { temp.remove() }
        let order = theme.appendingPathComponent("js/order.txt")
        let listed = try String(contentsOf: order, encoding: .utf8)
        for (text, says) in [(listed + "missing.js\n", "names missing.js, which is not a file of js/"),
                             (listed + "map.js\n", "names map.js a second time"), ("# nothing\n", "it names no module")] {
            try Data(text.utf8).write(to: order)
            #expect {
                _ = try ThemeFiles(directory: theme)
            } throws: { error in
                guard case SiteError.themeFileUnreadable(let path, let reason) = error else { return false }
                return path == order.path && reason.contains(says)
            }
        }
        // A module the list leaves out is a warning naming it.
        try Data(listed.replacingOccurrences(of: "map.js\n", with: "").utf8).write(to: order)
        let unlisted = try ThemeFiles(directory: theme)
        #expect(unlisted.warnings.map(\.path) == [theme.appendingPathComponent("js/map.js").path])
    }

    /// Node parses the script as a browser would, without running it (the browser tests run it).
    @Test(.requires(.node)) func theJoinedScriptParses() throws {
        let temp = try TemporaryDirectory("vitrine-script")
        defer { temp.remove() }
        let script = try #require(Self.asset(try ThemeFiles(directory: nil)))
        let file = temp.url.appendingPathComponent("site.js")
        try Data(script.contents).write(to: file)
        #expect(try Self.check(file) == "")
        // The check can fail: a script with a syntax error does not pass it.
        try Data((script.contents + Array("function (".utf8))).write(to: file)
        #expect(try Self.check(file) != "")
    }

    /// Each module parses alone too, so one replaced by a library's theme can be checked the same way.
    @Test(.requires(.node)) func everyModuleParsesAlone() throws {
        let folder = try #require(Theme.directory).appendingPathComponent("js")
        let modules = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".js") }
        #expect(modules.count > 5)
        for name in modules {
            #expect(try Self.check(folder.appendingPathComponent(name)) == "", "\(name)")
        }
    }

    static let node: URL? = TestTool.node.location().map(URL.init(fileURLWithPath:))

    /// `node --check`'s complaint about `file`, empty when it parses.
    static func check(_ file: URL) throws -> String {
        guard let node else { return "node is not installed" }
        let process = Process()
        process.executableURL = node
        process.arguments = ["--check", file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? "" : said.isEmpty ? "status \(process.terminationStatus)" : said
    }
}
