import ArgumentParser
import VitrineLibrary

/// `vitrine tag PHOTO... [--add T]... [--remove T]...`
struct TagCommand: SidecarVerb {
    static let configuration = CommandConfiguration(
        commandName: "tag",
        abstract: "Add or remove tags on photos.",
        discussion: "Tags are trimmed and compared without regard to case. Removals happen before additions, so --remove italy --add Italy respells a tag.\n\nExample: vitrine tag a.jpg b.jpg --add italy --add market"
    )

    @Argument(help: "The photos to tag.")
    var photos: [String]

    @Option(name: .customLong("add"), help: ArgumentHelp("A tag to add (repeat for several).", valueName: "tag"))
    var added: [String] = []

    @Option(name: .customLong("remove"), help: ArgumentHelp("A tag to remove (repeat for several).", valueName: "tag"))
    var removed: [String] = []

    func validate() throws {
        guard !photos.isEmpty else { throw ValidationError("Give at least one photo.") }
        guard !added.isEmpty || !removed.isEmpty else { throw ValidationError("Give --add TAG or --remove TAG.") }
    }

    func run() throws {
        try apply(.tag(add: added, remove: removed), to: photos)
    }
}
