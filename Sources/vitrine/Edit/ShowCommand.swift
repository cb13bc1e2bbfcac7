import ArgumentParser
import Foundation
import VitrineBuild
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
        let editor: SidecarEditor
        do {
            editor = try SidecarEditor.open(photo: photo)
        } catch {
            EditRunner.printError(error.description)
            throw ExitCode.failure
        }
        let bytes = FileManager.default.contents(atPath: photo).map { [UInt8]($0) }
        var report = PhotoReport(editor, exif: bytes.map { ExifReader.read($0) })
        let embedded = bytes.map { EmbeddedMetadataSource.read($0) }
        if let problem = embedded?.problem { report.metadataProblems.append(problem) }
        var xmp: MetadataRecord?
        if let path = LibraryScanner.xmpSidecarPath(forPhoto: photo) {
            report.xmpSidecarPath = path
            do {
                xmp = try XMPReader.read([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
            } catch let error as MetadataError {
                report.metadataProblems.append("\(path): malformed XMP sidecar: \(error.message)")
            } catch {
                report.metadataProblems.append("\(path): cannot be read: \(error.localizedDescription)")
            }
        }
        report.published = MetadataPrecedence.resolve(sidecar: editor.sidecar, xmpSidecar: xmp, embedded: embedded,
                                                      exif: report.exif, language: Self.siteLanguage(near: photo))
        print(json ? report.json : report.text, terminator: "")
    }

    /// The `language` of the nearest `vitrine.json` above the photo ("en" without one): titles in several
    /// languages are shown as the site would show them.
    static func siteLanguage(near photo: String) -> String {
        var folder = URL(fileURLWithPath: photo).standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<64 {
            let settings = folder.appendingPathComponent(SiteSettings.fileName).path
            if FileManager.default.fileExists(atPath: settings) {
                return (try? SiteSettings.load(from: settings))?.language ?? SiteSettings().language
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return SiteSettings().language
    }
}
