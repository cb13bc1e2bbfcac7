import ArgumentParser
import Foundation
import VitrineImaging
import VitrineLibrary

/// `vitrine show PHOTO [--json]`
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a photo's metadata: its sidecar values and EXIF facts.",
        discussion: "Example: vitrine show --json Tuscany/DSCN0010.jpg | jq .sidecar.rating"
    )

    @Argument(help: "The photo.")
    var photo: String

    @Flag(help: "Print JSON for scripts instead of text.")
    var json = false

    func run() throws {
        let editor: SidecarEditor
        do {
            editor = try SidecarEditor.open(photo: photo)
        } catch {
            EditRunner.printError(error.description)
            throw ExitCode.failure
        }
        let bytes = FileManager.default.contents(atPath: photo).map { [UInt8]($0) }
        let report = PhotoReport(editor, exif: bytes.map { ExifReader.read($0) })
        print(json ? report.json : report.text, terminator: "")
    }
}
