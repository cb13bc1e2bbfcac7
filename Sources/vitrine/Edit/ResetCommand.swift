import ArgumentParser
import VitrineLibrary

/// `vitrine reset PHOTO...`
struct ResetCommand: SidecarVerb {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Return photos to their original rotation and scale (undoable).",
        discussion: "Sets rotation 0 and scale 1; `vitrine undo` brings the previous transform back."
    )

    @Argument(help: "The photos to reset.")
    var photos: [String]

    func validate() throws {
        guard !photos.isEmpty else { throw ValidationError("Give at least one photo.") }
    }

    func run() throws {
        try apply(.reset, to: photos)
    }
}
