import ArgumentParser
import VitrineLibrary

/// `vitrine rate N PHOTO...`
struct RateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rate",
        abstract: "Set the star rating of photos (0 = unrated, 1 to 5 stars).",
        discussion: "Writes the rating into each photo's sidecar (PHOTO.jpg.json); the photo itself is never changed.\n\nExample: vitrine rate 4 Tuscany/DSCN0010.jpg Tuscany/DSCN0012.jpg"
    )

    @Argument(help: "Stars, from 0 (unrated) to 5.")
    var rating: Int

    @Argument(help: "The photos to rate.")
    var photos: [String]

    func validate() throws {
        guard (0...5).contains(rating) else { throw ValidationError("The rating must be from 0 (unrated) to 5, not \(rating).") }
        guard !photos.isEmpty else { throw ValidationError("Give at least one photo.") }
    }

    func run() throws {
        try EditRunner.run(.rate(rating), on: photos)
    }
}
