import ArgumentParser
import VitrineLibrary

/// `vitrine caption "TEXT" PHOTO...`
struct CaptionCommand: SidecarVerb {
    static let configuration = CommandConfiguration(
        commandName: "caption",
        abstract: "Set the caption of photos (an empty text removes it).",
        discussion: "Writes the caption into each photo's sidecar (PHOTO.jpg.json); the photo itself is never changed.\n\nExample: vitrine caption \"Saturday market\" Tuscany/DSCN0010.jpg"
    )

    @Argument(help: "The caption; \"\" removes it.")
    var text: String

    @Argument(help: "The photos to caption.")
    var photos: [String]

    func validate() throws {
        guard !photos.isEmpty else { throw ValidationError("Give the caption, then at least one photo.") }
    }

    func run() throws {
        try apply(.caption(text), to: photos)
    }
}
