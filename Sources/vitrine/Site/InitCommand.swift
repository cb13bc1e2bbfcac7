import ArgumentParser
import Foundation
import VitrineBuild

/// `vitrine init`: a starter vitrine.json and what to do next.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Write a starter vitrine.json into a library folder (never overwrites).")

    @Argument(help: "The library folder (default: the current folder).", completion: .directory)
    var library: String = "."

    func run() throws {
        let folder = URL(fileURLWithPath: library)
        let written = try StarterSettings.write(into: folder)
        print("""
            Wrote \(written.path).
            Next:
              1. Put photos in \(folder.path) (folders become albums).
              2. Preview while you curate:  vitrine serve \(library)
              3. Build the site:            vitrine build \(library) -o site
              4. Rate, tag and rotate:      vitrine rate 5 PHOTO.jpg, vitrine tag PHOTO.jpg --add travel
            """)
    }
}
