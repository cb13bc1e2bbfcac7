import ArgumentParser
import VitrineImaging
import VitrineLibrary
import VitrineMetadata

/// `vitrine show PHOTO [--json]`
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a photo's metadata: its sidecar values, EXIF facts, and what the site publishes and from where.",
        discussion: "Example: vitrine show --json Tuscany/DSCN0010.jpg | jq .sidecar.rating"
    )

    @Argument(help: "The photo.")
    var photo: String

    @Flag(help: "Print JSON for scripts instead of text.")
    var json = false

    func run() throws {
        let report: PhotoReport
        do {
            report = try PhotoReport(reading: SidecarEditor.open(photo: photo), containers: ImageContainers())
        } catch {
            Vitrine.printError(error.description)
            throw ExitCode.failure
        }
        print(json ? report.json : report.text, terminator: "")
    }
}
