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
        var library = MustacheLibrary()
        var everything: [UInt8] = []
        for name in names where !name.hasPrefix(".") {
            everything += Array(name.utf8) + [0]
            everything += (try? [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))) ?? []
        }
        digest = FNV1a.hash(everything)
        for name in names where name.hasSuffix(".mustache") {
            let url = directory.appendingPathComponent(name)
            let text = try Self.read(url)
            do {
                try library.register(text, named: String(name.dropLast(".mustache".count)))
            } catch {
                throw SiteError.templateInvalid(path: url.path, reason: String(describing: error))
            }
        }
        templates = library
        css = Array(try Self.read(directory.appendingPathComponent("site.css")).utf8)
        js = Array(try Self.read(directory.appendingPathComponent("site.js")).utf8)
        icon = Array(try Self.read(directory.appendingPathComponent("favicon.svg")).utf8)
    }

    private static func read(_ url: URL) throws -> String {
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw SiteError.themeFileUnreadable(path: url.path, reason: error.localizedDescription)
        }
    }

    /// Renders `view` with the template `name`.
    func render(_ name: String, _ view: Any) throws -> String {
        guard let html = templates.render(TemplateValue.convert(view) ?? [:], withTemplate: name) else {
            throw SiteError.templateMissing(name)
        }
        return html
    }
}
