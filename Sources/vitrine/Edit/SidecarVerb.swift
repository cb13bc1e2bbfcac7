import ArgumentParser
import Foundation
import VitrineLibrary

/// A command that edits photos' sidecars (`rate`, `tag`, `rotate`...): it edits what it can, says for each photo what
/// its sidecar holds now (`SidecarEditor.summary(after:)`), reports every failure and exits non-zero if any.
protocol SidecarVerb: ParsableCommand {}

extension SidecarVerb {
    func apply(_ edit: SidecarEdit, to photos: [String]) throws {
        var failed = false
        for photo in photos {
            do {
                let editor = try SidecarEditor.edit(photo: photo, edit, now: Date())
                print("\(photo): \(editor.summary(after: edit))")
            } catch {
                Vitrine.printError(error.description)
                failed = true
            }
        }
        if failed { throw ExitCode.failure }
    }
}

extension Vitrine {
    /// `vitrine: MESSAGE` on standard error.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data("vitrine: \(message)\n".utf8))
    }
}
