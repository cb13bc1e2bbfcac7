import ArgumentParser
import VitrineLibrary

/// `vitrine title "TEXT" PHOTO...`
struct TitleCommand: SidecarVerb {
    static let configuration = CommandConfiguration(
        commandName: "title",
        abstract: "Set the title of photos (an empty text removes it).",
        discussion: "Writes the title into each photo's sidecar (PHOTO.jpg.json); the photo itself is never changed.\n\nExample: vitrine title \"Piazza Grande\" Tuscany/DSCN0010.jpg"
    )

    @Argument(help: "The title; \"\" removes it.")
    var text: String

    @Argument(help: "The photos to title.")
    var photos: [String]

    func validate() throws {
        guard !photos.isEmpty else { throw ValidationError("Give the title, then at least one photo.") }
    }

    func run() throws {
        try apply(.title(text), to: photos)
    }
}
