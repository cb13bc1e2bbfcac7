import ArgumentParser
import VitrineLibrary

/// `vitrine undo PHOTO...`
struct UndoCommand: SidecarVerb {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Undo the last rotate, scale or reset of photos.",
        discussion: "Each photo keeps its last 20 transforms. Ratings, favourites and tags are not part of the history."
    )

    @Argument(help: "The photos to undo.")
    var photos: [String]

    func validate() throws {
        guard !photos.isEmpty else { throw ValidationError("Give at least one photo.") }
    }

    func run() throws {
        try apply(.undo, to: photos)
    }
}
