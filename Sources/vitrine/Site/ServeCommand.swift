import ArgumentParser
import Foundation
import VitrineBuild
import VitrineServe

/// `vitrine serve`: build, serve over HTTP, rebuild on change, reload open pages.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Preview the gallery locally; rebuilds and reloads pages when the library changes.")

    @Argument(help: "The library folder (default: the current folder when it holds photos or a vitrine.json).",
              completion: .directory)
    var library: String?

    @Option(name: [.short, .customLong("output")], help: "The site folder to write (default: LIBRARY/public, which the scan leaves out).",
            completion: .directory)
    var output: String?

    @Option(help: "Port to listen on (0 picks a free one).")
    var port: UInt16 = 8000

    @Option(help: "Address to bind. Loopback unless you mean to share the preview on your network (then every request needs the token in the printed address).")
    var host: String = "127.0.0.1"

    @Flag(help: "Open the gallery in the default browser.")
    var open = false

    @Flag(help: "Preview only: no editing keys and controls in the pages, no curation API (README, Curating in the browser).")
    var readOnly = false

    @OptionGroup var common: BuildFlags

    func run() async throws {
        let libraryURL = try LibraryLocator.locate(library)
        let options = try common.options(library: libraryURL, site: output.map { URL(fileURLWithPath: $0) } ?? BuildOptions.defaultSite(library: libraryURL))
        let session = PreviewSession(options: options, host: host, port: port, readOnly: readOnly)
        try await session.run { url in
            // The address carries this run's token (as Jupyter's does): opening it sets the cookie writes need.
            print("Serving \(options.site.path) at \(url) (Ctrl-C to stop)")
            // Piped into a log or a test, stdout is block-buffered: the URL must show now, not at exit.
            fflush(nil)
            if open { BrowserOpener.open(url) }
        }
    }
}
