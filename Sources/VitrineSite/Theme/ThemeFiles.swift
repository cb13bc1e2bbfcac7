import Foundation
import Mustache
import VitrineCore
import VitrineLibrary
import VitrineTheme

/// The theme as loaded: templates by name (file name without `.mustache`) and the asset bytes.
struct ThemeFiles: Sendable {
    /// The folder the theme was read from (the quiz reads its own files from it too).
    var directory: URL
    var templates: MustacheLibrary
    var css: [UInt8]
    /// The site's script: its modules joined (see `ThemeScript`).
    var js: [UInt8]
    /// The site icon (`favicon.svg`), so browsers do not ask the host root for a `/favicon.ico`.
    var icon: [UInt8]
    /// FNV-1a over every theme file's name and bytes: pages change when any of them does.
    var digest: UInt64
    /// `strings-<language>.json` by language (`en`, `pt-BR`): the `page`, `script` and `quiz` objects.
    var languages: [String: StringTables]

    /// Every file of the theme by name, the override's in place of the built-in ones (the quiz reads its own); the
    /// script's modules as `js/<name>`.
    var files: [String: [UInt8]]
    /// Override files that change nothing, each named.
    var warnings: [Diagnostic]
    /// True when the tiles of grids are the built-in theme's (its `tile.mustache` and `grid.mustache`, no override of
    /// either): they are then written by `TileView.html`, and the `tile` partial takes that text as it is.
    var prerendersTiles: Bool
    /// True when the album cards are the built-in theme's (its `card.mustache` and `album.mustache`): written by
    /// `AlbumCardView.html`, as tiles are.
    var prerendersCards: Bool

    /// Reads every `*.mustache`, `site.css`, the script's modules (`js/`) and `strings-*.json` from `directory`
    /// (sorted, so loading is deterministic), then from `override` (a library's `theme/` folder), whose files replace
    /// the theme's of the same name.
    init(directory: URL?, override: URL? = nil) throws {
        guard let directory = directory ?? Theme.directory else { throw SiteError.themeNotFound(Theme.searchDescription) }
        self.directory = directory
        // Each file is read once: its bytes feed the digest and, for templates and assets, the theme itself.
        var files: [String: [UInt8]] = [:]
        var origins: [String: URL] = [:]
        // Strings files merge key by key (an override may hold only the words it changes), built-in first.
        var stringFiles: [(language: String, bytes: [UInt8], path: String)] = []
        for folder in [directory] + (override.map { [$0] } ?? []) {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            } catch {
                throw SiteError.themeNotFound(folder.path)
            }
            for name in names where !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { continue }
                let bytes = try Self.read(url)
                if name.hasPrefix("strings-") && name.hasSuffix(".json") {
                    stringFiles.append((String(name.dropFirst("strings-".count).dropLast(".json".count)), bytes, url.path))
                    if folder != directory {
                        // Kept apart from the built-in file of the same name, which still supplies the other keys.
                        files["override/" + name] = bytes
                        continue
                    }
                }
                files[name] = bytes
                origins[name] = url
            }
        }
        let script = try ThemeScript(theme: directory, override: override, files: &files, origins: &origins)
        var everything: [UInt8] = []
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
            // The override's files count as the theme's: changing one changes the digest like any theme file.
            everything += Array(name.utf8) + [0] + bytes
        }
        digest = FNV1a.hash(everything)
        self.files = files
        func path(_ name: String) -> String { (origins[name] ?? directory.appendingPathComponent(name)).path }
        var library = MustacheLibrary()
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) where name.hasSuffix(".mustache") {
            let path = path(name)
            let text = try Self.text(bytes, path: path)
            do {
                try library.register(text, named: String(name.dropLast(".mustache".count)))
            } catch {
                throw SiteError.templateInvalid(path: path, reason: String(describing: error))
            }
        }
        // A partial written in Swift takes its markup as it is; only while it and the template including it are
        // the built-in theme's, so an override of either is rendered by Mustache as written.
        let builtIn = Theme.directory.map { $0.standardizedFileURL.path } == directory.standardizedFileURL.path
        func prerenders(_ partial: String, in template: String) throws -> Bool {
            guard builtIn, [partial, template].allSatisfy({ origins[$0 + ".mustache"] == directory.appendingPathComponent($0 + ".mustache") }) else {
                return false
            }
            do { try library.register("{{{prerendered}}}", named: partial) } catch {
                throw SiteError.templateInvalid(path: path(partial + ".mustache"), reason: String(describing: error))
            }
            return true
        }
        prerendersTiles = try prerenders("tile", in: "grid")
        prerendersCards = try prerenders("card", in: "album")
        templates = library
        var languages: [String: StringTables] = [:]
        for file in stringFiles {
            languages[file.language, default: StringTables()].merge(try Self.strings(file.bytes, path: file.path))
        }
        guard languages["en"] != nil else {
            throw SiteError.themeFileUnreadable(path: directory.appendingPathComponent("strings-en.json").path,
                                                reason: "the theme has no strings-en.json, which every language falls back to")
        }
        self.languages = languages
        func asset(_ name: String) throws -> [UInt8] {
            let path = path(name)
            guard let bytes = files[name] else {
                throw SiteError.themeFileUnreadable(path: path, reason: "the theme has no \(name)")
            }
            _ = try Self.text(bytes, path: path)
            return bytes
        }
        css = try asset("site.css")
        // A library's `theme/custom.css` comes after the theme's stylesheet, in the same file: a few lines that
        // change the palette's custom properties (or anything else) restyle the site without owning site.css.
        if override != nil, files[Self.customCSS] != nil {
            css += Array("\n/* theme/\(Self.customCSS) */\n".utf8) + (try asset(Self.customCSS))
        }
        js = script.bytes
        warnings = script.warnings
        icon = try asset("favicon.svg")
    }

    /// The stylesheet a library's `theme/` folder may add after the theme's own.
    static let customCSS = "custom.css"

    static func read(_ url: URL) throws -> [UInt8] {
        do {
            return [UInt8](try Data(contentsOf: url))
        } catch {
            throw SiteError.themeFileUnreadable(path: url.path, reason: error.localizedDescription)
        }
    }

    /// The file's text; theme files must be UTF-8, as pages declare it.
    private static func text(_ bytes: [UInt8], path: String) throws -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SiteError.themeFileUnreadable(path: path, reason: "it is not valid UTF-8")
        }
        return text
    }

    /// A strings file: `{"page": {"key": "text", ...}, "script": {...}, "quiz": {...}}`; an error names the file, line
    /// and column.
    private static func strings(_ bytes: [UInt8], path: String) throws -> StringTables {
        let document: JSONDocument
        do { document = try JSONParser.parse(bytes) } catch {
            throw SiteError.themeFileUnreadable(path: path, reason: String(describing: error))
        }
        func table(_ name: String) throws -> [String: String] {
            guard case .object(let root) = document.value else {
                throw SiteError.themeFileUnreadable(path: path, reason: "it must be an object with \"page\", \"script\" and \"quiz\"")
            }
            guard let value = root[name] else { return [:] }
            guard case .object(let object) = value else {
                throw SiteError.themeFileUnreadable(path: path, reason: "\"\(name)\" must be an object of strings")
            }
            var result: [String: String] = [:]
            for member in object.members {
                guard case .string(let text) = member.value else {
                    throw SiteError.themeFileUnreadable(path: path, reason: "\"\(name)\".\"\(member.key)\" must be a string")
                }
                result[member.key] = text
            }
            return result
        }
        return StringTables(page: try table("page"), script: try table("script"), quiz: try table("quiz"))
    }

    /// The strings for `language`, each key from the most specific file that has it (`pt-BR`, `pt`, then `en`).
    func strings(for language: String) -> ThemeStrings {
        var tables = StringTables()
        for name in ThemeStrings.chain(language) {
            let file = languages[name] ?? languages.first { $0.key.lowercased() == name.lowercased() }?.value
            if let file { tables.merge(file) }
        }
        return ThemeStrings(language: language, page: tables.page, script: tables.script, quiz: tables.quiz)
    }

    /// Renders `view` with the template `name`; `strings` are reachable as `{{t.key}}` from anywhere in it.
    func render(_ name: String, _ view: Any, strings: [String: String] = [:]) throws -> String {
        var context = TemplateValue.convert(view) as? [String: Any] ?? [:]
        context["t"] = strings
        guard let html = templates.render(context, withTemplate: name) else {
            throw SiteError.templateMissing(name)
        }
        return html
    }
}
