import ArgumentParser
import VitrineLibrary

/// `vitrine cover PHOTO`
struct CoverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cover",
        abstract: "Make a photo its album's cover.",
        discussion: "Sets \"cover\" in the album.json beside the photo (created when missing; its other keys are kept).\n\nExample: vitrine cover Tuscany/DSCN0010.jpg"
    )

    @Argument(help: "The photo.")
    var photo: String

    func run() throws {
        do {
            let result = try AlbumCoverEditor.setCover(photo: photo)
            print("\(result.path): cover \(photo.split(separator: "/").last.map(String.init) ?? photo)" + (result.written ? "" : " (unchanged, nothing written)"))
        } catch {
            Vitrine.printError(error.description)
            throw ExitCode.failure
        }
    }
}
