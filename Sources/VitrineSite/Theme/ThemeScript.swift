import Foundation
import VitrineLibrary

/// The site's script, written as modules by feature in the theme's `js/` folder and joined, in the order
/// `js/order.txt` lists them, into the one script every page loads. No bundler: each module's bytes as they are,
/// inside one function, so the modules share their names and none of them is global.
///
/// A library's `theme/js/<module>.js` replaces that module; a `site.js` (the library's or the theme's) is the whole
/// script and replaces them all. The order is always the theme's own, so a module a newer Vitrine adds is never left
/// out by an old override. An override file that changes nothing the script is made of is a warning naming it.
struct ThemeScript: Sendable {
    /// The theme's folder of modules.
    static let folder = "js"
    /// The list of modules in `folder`, one file name a line; `#` starts a comment line.
    static let orderFile = "order.txt"
    /// A whole script, in place of the modules.
    static let wholeScript = "site.js"
    /// Around the joined modules (not a whole `site.js`, which is a script of its own).
    static let prologue = Array("(function () {\n\"use strict\";\n".utf8), epilogue = Array("})();\n".utf8)

    /// The script as pages load it (before the strings the build puts in front).
    var bytes: [UInt8]
    /// Override files the script does not use, each named library-relative.
    var warnings: [Diagnostic]

    /// Joins the script from `files` (the theme's by name, the override's in place of the theme's), adding the modules
    /// from the `js/` folders of `theme` and `override` to `files` and `origins` as `js/<name>`.
    init(theme: URL, override: URL?, files: inout [String: [UInt8]], origins: inout [String: URL]) throws {
        let builtIn = Self.list(theme.appendingPathComponent(Self.folder))
        let order = try builtIn[Self.orderFile].map { try Self.order(ThemeFiles.read($0), path: $0.path, modules: builtIn) } ?? []
        var warnings: [Diagnostic] = []
        for name in builtIn.keys.sorted() where name != Self.orderFile && !order.contains(name) {
            warnings.append(Diagnostic(path: builtIn[name]?.path ?? name, step: .render,
                                       message: "not used: \(Self.folder)/\(Self.orderFile) does not list this module"))
        }
        for (name, url) in builtIn.sorted(by: { $0.key < $1.key }) {
            files[Self.folder + "/" + name] = try ThemeFiles.read(url)
            origins[Self.folder + "/" + name] = url
        }
        if let override {
            warnings += try Self.overrideModules(override, order: order, files: &files, origins: &origins)
        }
        self.warnings = warnings
        // The module names in their order; none when a whole site.js is the script.
        let modules = files[Self.wholeScript] == nil ? order : []
        guard files[Self.wholeScript] != nil || !order.isEmpty else {
            throw SiteError.themeFileUnreadable(path: theme.appendingPathComponent(Self.wholeScript).path,
                                                reason: "the theme has neither site.js nor \(Self.folder)/\(Self.orderFile)")
        }
        var joined: [UInt8] = []
        for key in modules.isEmpty ? [Self.wholeScript] : modules.map({ Self.folder + "/" + $0 }) {
            let bytes = files[key] ?? []
            guard String(validating: bytes, as: UTF8.self) != nil else {
                throw SiteError.themeFileUnreadable(path: origins[key]?.path ?? key, reason: "it is not valid UTF-8")
            }
            joined += bytes
            // A module whose last line is a `//` comment and has no newline would hide the next module's first line.
            if !modules.isEmpty && bytes.last != UInt8(ascii: "\n") { joined.append(UInt8(ascii: "\n")) }
        }
        bytes = modules.isEmpty ? joined : Self.prologue + joined + Self.epilogue
    }

    /// Puts the override's modules in place of the theme's; returns a warning for each file that would do nothing.
    private static func overrideModules(_ override: URL, order: [String], files: inout [String: [UInt8]],
                                        origins: inout [String: URL]) throws -> [Diagnostic] {
        let label = override.lastPathComponent
        // A whole site.js, the override's or the theme's, leaves no module to replace.
        let whole = origins[Self.wholeScript].map {
            $0.deletingLastPathComponent().standardizedFileURL == override.standardizedFileURL ? label + "/" + Self.wholeScript : $0.path
        }
        var warnings: [Diagnostic] = []
        for (name, url) in Self.list(override.appendingPathComponent(Self.folder)).sorted(by: { $0.key < $1.key }) {
            let key = Self.folder + "/" + name
            let bytes = try ThemeFiles.read(url)
            let why: String
            if name == Self.orderFile {
                // A copy left from `vitrine theme export` changes nothing; another order is not honoured.
                if bytes == files[key] { continue }
                why = "the modules' order is always the theme's own, so that a module a newer Vitrine adds is never "
                    + "left out; delete this file"
            } else if let whole {
                why = "\(whole) is the whole script, so no module of it is used"
            } else if !order.contains(name) {
                why = "the theme's script has no module \(name) (its modules: \(order.joined(separator: ", "))); "
                    + "name the file after the module it replaces"
            } else {
                files[key] = bytes
                origins[key] = url
                continue
            }
            warnings.append(Diagnostic(path: label + "/" + key, step: .render, message: "not used: " + why))
        }
        return warnings
    }

    /// The regular files of `folder` by name (none when it does not exist); hidden files are left out.
    private static func list(_ folder: URL) -> [String: URL] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [:] }
        var result: [String: URL] = [:]
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { continue }
            result[name] = url
        }
        return result
    }

    /// The module names `order.txt` lists, each a file of `modules` and listed once.
    private static func order(_ bytes: [UInt8], path: String, modules: [String: URL]) throws -> [String] {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SiteError.themeFileUnreadable(path: path, reason: "it is not valid UTF-8")
        }
        var names: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let name = line.trimmingCharacters(in: .whitespaces)
            if name.isEmpty || name.hasPrefix("#") { continue }
            guard modules[name] != nil, name != orderFile else {
                throw SiteError.themeFileUnreadable(path: path, reason: "line \(number + 1) names \(name), which is not a file of \(folder)/")
            }
            guard !names.contains(name) else {
                throw SiteError.themeFileUnreadable(path: path, reason: "line \(number + 1) names \(name) a second time")
            }
            names.append(name)
        }
        guard !names.isEmpty else { throw SiteError.themeFileUnreadable(path: path, reason: "it names no module") }
        return names
    }
}
