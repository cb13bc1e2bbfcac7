import ArgumentParser
import Foundation
import VitrineBuild

/// `vitrine init`: a starter vitrine.json and what to do next.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Write a starter vitrine.json into a library folder (never overwrites).")

    @Argument(help: "The library folder (default: the current folder).", completion: .directory)
    var library: String?

    func run() throws {
        let library = self.library ?? "."
        let folder = URL(fileURLWithPath: library)
        let written = try StarterSettings.write(into: folder)
        // Commands that work as printed, from here: the site goes to LIBRARY/public, which the scan leaves out.
        let argument = library == "." ? "" : " " + Self.shellQuoted(library)
        print("""
            Wrote \(written.path).
            Next:
              1. Put photos in \(folder.standardizedFileURL.path) (folders become albums).
              2. Preview while you curate:  vitrine serve\(argument)
              3. Build the site:            vitrine build\(argument)   (into \(BuildOptions.defaultSite(library: folder).standardizedFileURL.path))
              4. Rate, tag and rotate:      vitrine rate 5 PHOTO.jpg, vitrine tag PHOTO.jpg --add travel
            Set "baseURL" in vitrine.json to the address the site will have, for its feed, sitemap and share previews.
            """)
    }

    /// `text` as one shell word: as it is when plain, else in single quotes.
    static func shellQuoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "/._-+,:@".unicodeScalars.contains($0)
        }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
