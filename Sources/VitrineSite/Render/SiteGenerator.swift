import Foundation
import VitrineCore
import VitrineLibrary
import VitrineTheme

/// Renders every page, data file and asset of the site from a `SiteModel`. Pure: returns files, writes nothing.
///
/// The same model always gives the same bytes. All links are relative, so the site works from `file://`
/// and from a sub-path; `SiteLayout` says where each page goes.
public struct SiteGenerator: Sendable {
    /// Country name for an ISO 3166 alpha-2 code in a BCP 47 language; nil falls back to the code.
    public typealias CountryName = @Sendable (_ countryCode: String, _ language: String) -> String?

    let theme: ThemeFiles
    let countryName: CountryName

    /// Uses the theme shipped with Vitrine and country names from `Locale`.
    public init() throws {
        try self.init(themeDirectory: nil)
    }

    /// - Parameters:
    ///   - themeDirectory: a folder with the theme's templates, `site.css` and the script (its modules in `js/`, or
    ///     one `site.js`); nil for the default theme.
    ///   - countryName: names countries on photo pages; the default asks `Locale`.
    ///   - themeOverride: a library's `theme/` folder, whose files replace the theme's of the same name.
    public init(themeDirectory: URL?, themeOverride: URL? = nil,
                countryName: @escaping CountryName = SiteGenerator.localeCountryName) throws {
        theme = try ThemeFiles(directory: themeDirectory, override: themeOverride)
        self.countryName = countryName
    }

    /// The country's name in `language` from Foundation's locale data.
    public static let localeCountryName: CountryName = { code, language in
        Locale(identifier: language).localizedString(forRegionCode: code)
    }

    /// All pages, JSON indexes and theme assets (not the images, which the build writes), sorted by path.
    public func render(_ model: SiteModel) throws -> [SiteFile] {
        let plan = try plan(model)
        return try plan.pages.flatMap { try plan.render($0) }.sorted { $0.path < $1.path }
    }

    /// The site's pages with their keys, to render all of them or only those whose key changed.
    /// - Parameter salt: more of what every page depends on, such as the running binary's identity.
    public func plan(_ model: SiteModel, salt: String = "") throws -> SitePlan {
        try plan(model, outline: nil, photoAlbums: [], salt: salt)
    }

    /// The plan of a partial model: only the photos some pages show, with the rest of the site described by
    /// `outline`. Only the pages whose photos the model holds in full render as a full model's would: the albums in
    /// `photoAlbums` (their photos get page paths), and the collections whose every member (and every photo sharing
    /// a member's content) is held, or whose pages' photos are held of the collections `members` lists whole. Its
    /// pages have no keys (each is 0). Render those pages through `pages(in:)`, each only when `holdsPhotos(of:)`.
    /// It has no search files: the sidecar way edits the last build's (`SearchIndex.edited`) with its `searchEntries(of:)`.
    public func plan(partial model: SiteModel, outline: SiteOutline, photoAlbums: Set<String>,
                     members: CollectionMembers = CollectionMembers(), knownPlaces: [String: [SiteLayout.KnownPlace]]? = nil) throws -> SitePlan {
        try plan(model, outline: outline, photoAlbums: photoAlbums, members: members, knownPlaces: knownPlaces, salt: "", partial: true)
    }

    private func plan(_ model: SiteModel, outline: SiteOutline?, photoAlbums: Set<String>, members: CollectionMembers = CollectionMembers(),
                      knownPlaces: [String: [SiteLayout.KnownPlace]]? = nil, salt: String, partial: Bool = false) throws -> SitePlan {
        let strings = theme.strings(for: SiteRenderer.languageTag(model.settings.language))
        let assets = SiteAssets(theme: theme, strings: strings)
        let renderer = SiteRenderer(model: model, theme: theme, strings: strings, assets: assets, countryName: countryName,
                                    outline: outline, photoAlbums: photoAlbums, members: members, knownPlaces: knownPlaces)
        var quiz = QuizPage.Assets(themeDirectory: theme.directory, stylesheets: [assets.cssPath], icon: assets.iconPath,
                                   files: theme.files)
        quiz.strings = strings
        quiz.card = renderer.card(page: QuizPage.path, title: strings.text("quizTitle"), description: strings.text("quizIntro"),
                                  photo: nil, isPhoto: false)
        quiz.feedHref = renderer.absoluteURL(SiteRenderer.feedPath)
        return try SitePlan(renderer: renderer, quizAssets: quiz, salt: identity + ";" + salt, partial: partial)
    }

    /// Writes the built-in theme's files into `folder` (created if needed), to start a library's `theme/` from.
    /// Returns the names written; an existing file is never replaced.
    public static func exportTheme(to folder: URL) throws -> [String] {
        guard let source = Theme.directory else { throw SiteError.themeNotFound(Theme.searchDescription) }
        let theme = try ThemeFiles(directory: source)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw SiteError.themeFileUnreadable(path: folder.path, reason: "cannot create the folder: \(error.localizedDescription)")
        }
        var written: [String] = []
        for (name, bytes) in theme.files.sorted(by: { $0.key < $1.key }) where !name.hasPrefix("override/") {
            let url = folder.appendingPathComponent(name)
            guard !FileManager.default.fileExists(atPath: url.path) else { continue }
            do {
                // The script's modules go in their own folder, as in the theme.
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url, options: .withoutOverwriting)
            } catch {
                throw SiteError.themeFileUnreadable(path: url.path, reason: "cannot write it: \(error.localizedDescription)")
            }
            written.append(name)
        }
        return written
    }

    /// Files of the library's `theme/` folder that change nothing, each a warning naming it.
    public var themeWarnings: [Diagnostic] { theme.warnings }

    /// Why the feed and the sitemap are left out of a site, when they are: nil when `settings` lets them be made.
    public static func sharingNote(_ settings: SiteSettings) -> String? {
        guard SiteRenderer.absoluteBase(settings) == nil else { return nil }
        return "no \"baseURL\" is set: the Atom feed and sitemap.xml are left out, and shared links show no picture, "
            + "because they need absolute addresses; set \"baseURL\" to the address the site is published at"
    }

    /// The site-relative paths of the stylesheet and script, for pages rendered elsewhere (e.g. the quiz).
    public var assetPaths: (css: String, js: String) {
        let assets = SiteAssets(theme: theme, strings: theme.strings(for: "en"))
        return (assets.cssPath, assets.jsPath)
    }
}

/// The theme's stylesheet and script under content-hashed names, so browsers may cache them forever.
struct SiteAssets {
    var cssPath: String
    var jsPath: String
    var iconPath: String
    var files: [SiteFile]

    /// The script starts with its strings in the site's language (`window.vitrineStrings`), so pages carry none.
    init(theme: ThemeFiles, strings: ThemeStrings) {
        let words = strings.script.keys.sorted().map { JSONText.string($0) + ":" + JSONText.string(strings.script[$0] ?? "") }
        let js = Array("window.vitrineStrings={\(words.joined(separator: ","))};\n".utf8) + theme.js
        cssPath = SiteLayout.assetsDirectory + "site-\(FNV1a.hex8(theme.css)).css"
        jsPath = SiteLayout.assetsDirectory + "site-\(FNV1a.hex8(js)).js"
        iconPath = SiteLayout.assetsDirectory + "icon-\(FNV1a.hex8(theme.icon)).svg"
        files = [SiteFile(path: cssPath, contents: theme.css), SiteFile(path: jsPath, contents: js),
                 SiteFile(path: iconPath, contents: theme.icon)]
    }
}
