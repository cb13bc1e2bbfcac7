import ArgumentParser
import Foundation
import VitrineSite

/// `vitrine theme export DIR`: the built-in theme's files, to start a library's `theme/` override from.
struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme", abstract: "Work with the site's theme.", subcommands: [Export.self])

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write the built-in theme's templates, stylesheet, scripts and strings into a folder (never overwrites).",
            discussion: "Copy the files you want to change into LIBRARY/theme/: each replaces the built-in file of the same name. "
                + "The script is written as modules in js/ (their order in js/order.txt): theme/js/viewer.js replaces the "
                + "viewer alone, and a theme/site.js of your own replaces the whole script.")

        @Argument(help: "The folder to write (created if needed), for example LIBRARY/theme.", completion: .directory)
        var folder: String

        func run() throws {
            let url = URL(fileURLWithPath: folder)
            let written: [String]
            do { written = try SiteGenerator.exportTheme(to: url) } catch {
                throw ValidationError(String(describing: error))
            }
            print("Wrote \(written.count) theme files into \(url.path)\(written.isEmpty ? " (all were already there)" : "").")
            print("Keep the ones you change in LIBRARY/theme/ and delete the rest; each replaces the built-in file of its name.")
        }
    }
}
