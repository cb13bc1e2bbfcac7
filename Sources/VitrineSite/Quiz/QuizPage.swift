import Foundation
import Mustache
import VitrineCore
import VitrineLibrary
import VitrineTheme

/// The photo quiz (seed 004): `quiz/index.html`, its script and stylesheet under content-hashed names.
///
/// Pure: returns files, writes nothing. The answers live only in the page's JSON block; the script puts
/// them into the page at each reveal.
public enum QuizPage {
    /// Site-relative path of the page, for the home page's link.
    public static let path = "quiz/index.html"

    /// Where the theme files come from and what else the page links.
    public struct Assets: Sendable {
        /// Folder holding `quiz.mustache`, `quiz.js` and `quiz.css`; the shipped theme by default.
        public var themeDirectory: URL?
        /// Site-relative paths of shared stylesheets linked before the quiz's own (e.g. the site's CSS).
        public var stylesheets: [String]
        /// Site-relative path of the site icon, when the site has one.
        public var icon: String?
        /// Theme files already read (a library's `theme/` override among them), used before `themeDirectory`.
        public var files: [String: [UInt8]]
        /// The theme's words in the site's language, an override's among them; nil reads the theme's own files.
        var strings: ThemeStrings?
        /// The page's card tags and feed link, as every other page of the site has them.
        var card: CardView?
        var feedHref: String?
        /// The wrong places offered for a photo's place; nil asks the shipped place table (`QuizChoices`).
        public var alternatives: (@Sendable (Place) -> [Place])?

        public init(themeDirectory: URL? = Theme.directory, stylesheets: [String] = [], icon: String? = nil,
                    files: [String: [UInt8]] = [:]) {
            self.themeDirectory = themeDirectory
            self.stylesheets = stylesheets
            self.icon = icon
            self.files = files
        }
    }

    /// True when the site gets a quiz: positions may be shown and at least one photo can be played.
    public static func isAvailable(for model: SiteModel) -> Bool {
        !QuizData(model).photos.isEmpty
    }

    /// The page and its assets, or no files when no photo can be played (or `location` is `none`).
    public static func render(_ model: SiteModel, assets: Assets = Assets()) throws(QuizPageError) -> [SiteFile] {
        var data = QuizData(model)
        guard !data.photos.isEmpty else { return [] }
        let alternatives = assets.alternatives ?? { place in QuizChoices.geocoder?.alternatives(to: place) ?? [] }
        data = QuizChoices.adding(to: data, language: model.settings.language, alternatives: alternatives)
        guard let directory = assets.themeDirectory else {
            throw QuizPageError(path: "theme", message: "the theme folder is missing from Vitrine's resources; reinstall Vitrine")
        }
        let strings: ThemeStrings
        if let given = assets.strings {
            strings = given
        } else {
            do {
                strings = try ThemeFiles(directory: directory).strings(for: SiteRenderer.languageTag(model.settings.language))
            } catch {
                throw QuizPageError(path: directory.path, message: "cannot read the theme's strings: \(error)")
            }
        }
        let script = try joinedScript(assets: assets, directory: directory)
        let style = try file("quiz.css", assets: assets, directory: directory)
        let template = try file("quiz.mustache", assets: assets, directory: directory)
        let (scriptPath, stylePath) = assetPaths(script: script, style: style)

        let json: String, words: String
        do {
            json = try QuizScriptJSON.encode(data)
            words = try QuizScriptJSON.encode(strings.quiz)
        } catch {
            throw QuizPageError(path: path, message: "cannot encode the quiz data: \(error)")
        }
        let context = QuizPageContext(
            model: model, data: data, json: json, strings: strings, scriptStrings: words,
            card: assets.card, feedHref: assets.feedHref,
            stylesheets: assets.stylesheets.map(pageURL) + [pageURL(stylePath)],
            script: pageURL(scriptPath), icon: assets.icon.map(pageURL))
        let html: String
        do {
            html = try MustacheTemplate(string: String(decoding: template, as: UTF8.self)).render(context.values)
        } catch {
            throw QuizPageError(path: directory.appendingPathComponent("quiz.mustache").path,
                                message: "the template does not parse: \(error)")
        }
        return [
            SiteFile(path: path, contents: Array(html.utf8)),
            SiteFile(path: scriptPath, contents: script),
            SiteFile(path: stylePath, contents: style),
        ]
    }

    /// The paths `render` writes when the site has a quiz: the page, its script and its stylesheet.
    public static func paths(assets: Assets = Assets()) throws(QuizPageError) -> [String] {
        guard let directory = assets.themeDirectory else {
            throw QuizPageError(path: "theme", message: "the theme folder is missing from Vitrine's resources; reinstall Vitrine")
        }
        let named = assetPaths(script: try joinedScript(assets: assets, directory: directory),
                               style: try file("quiz.css", assets: assets, directory: directory))
        return [path, named.script, named.style]
    }

    /// The quiz's script, written as modules by concern and joined in this order inside one function, so they share
    /// their names and none is global; a library's `theme/<module>` replaces that module. `quiz.js` runs the game.
    static let scriptModules = ["quiz-words.js", "quiz-settings.js", "quiz-score.js", "quiz-map.js", "quiz-guess.js", "quiz.js"]

    private static func joinedScript(assets: Assets, directory: URL) throws(QuizPageError) -> [UInt8] {
        var joined = Array("(function () {\n\"use strict\";\n".utf8)
        for name in scriptModules {
            joined += try file(name, assets: assets, directory: directory)
            // A module ending in a `//` comment without a newline would hide the next module's first line.
            if joined.last != UInt8(ascii: "\n") { joined.append(UInt8(ascii: "\n")) }
        }
        return joined + Array("})();\n".utf8)
    }

    /// The quiz's script and stylesheet are named by their contents, so browsers may cache them forever.
    private static func assetPaths(script: [UInt8], style: [UInt8]) -> (script: String, style: String) {
        ("assets/quiz-\(FNV1a.hex8(script)).js", "assets/quiz-\(FNV1a.hex8(style)).css")
    }

    /// A theme file: the one already read (a library override among them), else the theme folder's.
    private static func file(_ name: String, assets: Assets, directory: URL) throws(QuizPageError) -> [UInt8] {
        if let bytes = assets.files[name] { return bytes }
        return try themeFile(name, in: directory)
    }

    private static func themeFile(_ name: String, in directory: URL) throws(QuizPageError) -> [UInt8] {
        let url = directory.appendingPathComponent(name)
        do {
            return [UInt8](try Data(contentsOf: url))
        } catch {
            throw QuizPageError(path: url.path, message: "cannot read the theme file: \(error.localizedDescription)")
        }
    }

    /// A site-relative path as seen from `quiz/index.html`.
    static func pageURL(_ sitePath: String) -> String {
        QuizPhoto.pageURL(sitePath)
    }
}

/// The quiz page could not be made; says which file and what to do.
public struct QuizPageError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String
    public init(path: String, message: String) { self.path = path; self.message = message }
    public var description: String { "\(path): \(message)" }
}
