import ArgumentParser
import VitrineLibrary

/// `vitrine hide PHOTO... [--off]`: as `favorite` and its `--off`.
struct HideCommand: SidecarVerb {
    static let configuration = CommandConfiguration(
        commandName: "hide",
        abstract: "Leave photos out of the site (or show them again, with --off).",
        discussion: "Sets \"hidden\" in each photo's sidecar: a hidden photo appears nowhere on the site.\n\nExample: vitrine hide Tuscany/DSCN0012.jpg"
    )

    @Argument(help: "The photos to hide.")
    var photos: [String]

    @Flag(help: "Show the photos again instead.")
    var off = false

    func validate() throws {
        guard !photos.isEmpty else { throw ValidationError("Give at least one photo.") }
    }

    func run() throws {
        try apply(.hide(!off), to: photos)
    }
}
