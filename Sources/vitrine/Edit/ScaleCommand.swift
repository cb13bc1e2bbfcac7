import ArgumentParser
import VitrineLibrary

/// `vitrine scale FACTOR PHOTO...`
struct ScaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scale",
        abstract: "Zoom photos in on their centre (1 = the whole picture, 2 = twice as close).",
        discussion: "The factor is absolute, not relative to the current one. The previous transform goes onto the undo history.\n\nExample: vitrine scale 1.5 Cameras/Nikon_D70.jpg"
    )

    @Argument(help: "The zoom factor, at least 1.")
    var factor: Double

    @Argument(help: "The photos to zoom.")
    var photos: [String]

    func validate() throws {
        guard factor.isFinite, factor >= 1 else { throw ValidationError("The scale must be at least 1 (1 = no zoom).") }
        guard !photos.isEmpty else { throw ValidationError("Give at least one photo.") }
    }

    func run() throws {
        try EditRunner.run(.scale(to: factor), on: photos)
    }
}
