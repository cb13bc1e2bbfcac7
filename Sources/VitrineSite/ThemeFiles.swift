import Foundation
import Mustache
import VitrineLibrary
import VitrineTheme

/// The theme as loaded: templates by name (file name without `.mustache`) and the asset bytes.
struct ThemeFiles: Sendable {
    /// The folder the theme was read from (the quiz reads its own files from it too).
    var directory: URL
    var templates: MustacheLibrary
    var css: [UInt8]
    var js: [UInt8]
    /// The site icon (`favicon.svg`), so browsers do not ask the host root for a `/favicon.ico`.
    var icon: [UInt8]
    /// FNV-1a over every theme file's name and bytes: pages change when any of them does.
    var digest: UInt64
    /// `strings-<language>.json` by language (`en`, `pt-BR`): the `page` and `script` objects.
    var languages: [String: (page: [String: String], script: [String: String])]

    /// Reads every `*.mustache`, `site.css` and `site.js` from `directory` (sorted, so loading is deterministic).
    init(directory: URL?) throws {
        guard let directory = directory ?? Theme.directory else { throw SiteError.themeNotFound("Templates/theme") }
        self.directory = directory
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        } catch {
            throw SiteError.themeNotFound(directory.path)
        }
        // Each file is read once: its bytes feed the digest and, for templates and assets, the theme itself.
        var files: [String: [UInt8]] = [:]
        var everything: [UInt8] = []
        for name in names where !name.hasPrefix(".") {
            let url = directory.appendingPathComponent(name)
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { continue }
            let bytes = try Self.read(url)
            files[name] = bytes
            everything += Array(name.utf8) + [0] + bytes
        }
        digest = FNV1a.hash(everything)
        var library = MustacheLibrary()
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) where name.hasSuffix(".mustache") {
            let path = directory.appendingPathComponent(name).path
            let text = try Self.text(bytes, path: path)
            do {
                try library.register(text, named: String(name.dropLast(".mustache".count)))
            } catch {
                throw SiteError.templateInvalid(path: path, reason: String(describing: error))
            }
        }
        templates = library
        var languages: [String: (page: [String: String], script: [String: String])] = [:]
        for (name, bytes) in files where name.hasPrefix("strings-") && name.hasSuffix(".json") {
            let language = String(name.dropFirst("strings-".count).dropLast(".json".count))
            languages[language] = try Self.strings(bytes, path: directory.appendingPathComponent(name).path)
        }
        guard languages["en"] != nil else {
            throw SiteError.themeFileUnreadable(path: directory.appendingPathComponent("strings-en.json").path,
                                                reason: "the theme has no strings-en.json, which every language falls back to")
        }
        self.languages = languages
        func asset(_ name: String) throws -> [UInt8] {
            let path = directory.appendingPathComponent(name).path
            guard let bytes = files[name] else {
                throw SiteError.themeFileUnreadable(path: path, reason: "the theme has no \(name)")
            }
            _ = try Self.text(bytes, path: path)
            return bytes
        }
        css = try asset("site.css")
        js = try asset("site.js")
        icon = try asset("favicon.svg")
    }

    private static func read(_ url: URL) throws -> [UInt8] {
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

    /// A strings file: `{"page": {"key": "text", ...}, "script": {...}}`; an error names the file, line and column.
    private static func strings(_ bytes: [UInt8], path: String) throws -> (page: [String: String], script: [String: String]) {
        let document: JSONDocument
        do { document = try JSONParser.parse(bytes) } catch {
            throw SiteError.themeFileUnreadable(path: path, reason: String(describing: error))
        }
        func table(_ name: String) throws -> [String: String] {
            guard case .object(let root) = document.value else {
                throw SiteError.themeFileUnreadable(path: path, reason: "it must be an object with \"page\" and \"script\"")
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
        return (try table("page"), try table("script"))
    }

    /// The strings for `language`, each key from the most specific file that has it (`pt-BR`, `pt`, then `en`).
    func strings(for language: String) -> ThemeStrings {
        var page: [String: String] = [:], script: [String: String] = [:]
        for name in ThemeStrings.chain(language) {
            let file = languages[name] ?? languages.first { $0.key.lowercased() == name.lowercased() }?.value
            guard let file else { continue }
            page.merge(file.page) { $1 }
            script.merge(file.script) { $1 }
        }
        return ThemeStrings(language: language, page: page, script: script)
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
