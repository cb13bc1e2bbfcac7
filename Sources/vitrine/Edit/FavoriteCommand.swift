import ArgumentParser
import VitrineLibrary

/// `vitrine favorite PHOTO... [--off]`
struct FavoriteCommand: SidecarVerb {
    static let configuration = CommandConfiguration(
        commandName: "favorite",
        abstract: "Mark photos as favourites (or not, with --off).",
        discussion: "Favourites get their own page on the site.\n\nExample: vitrine favorite Helsinki/jolla.jpg"
    )

    @Argument(help: "The photos to mark.")
    var photos: [String]

    @Flag(help: "Remove the favourite mark instead.")
    var off = false

    func validate() throws {
        guard !photos.isEmpty else { throw ValidationError("Give at least one photo.") }
    }

    func run() throws {
        try apply(.favorite(!off), to: photos)
    }
}
