import ArgumentParser
import Foundation
import VitrineLibrary

/// Runs one edit verb over each photo given: edits what it can, reports every failure, exits non-zero if any.
enum EditRunner {
    static func run(_ edit: SidecarEdit, on photos: [String]) throws {
        var failed = false
        for photo in photos {
            do {
                let editor = try SidecarEditor.edit(photo: photo, edit, now: Date())
                print("\(photo): \(summary(of: edit, editor))")
            } catch {
                printError(error.description)
                failed = true
            }
        }
        if failed { throw ExitCode.failure }
    }

    /// One line saying what the photo's sidecar holds now, or why nothing was written.
    static func summary(of edit: SidecarEdit, _ editor: SidecarEditor) -> String {
        let after = editor.sidecar
        let unchanged = editor.hasChanges ? "" : " (unchanged, nothing written)"
        switch edit {
        case .rate:
            return (after.rating == 0 ? "unrated" : "rating \(after.rating)") + unchanged
        case .favorite:
            return (after.favorite ? "favourite" : "not a favourite") + unchanged
        case .tag:
            return (after.tags.isEmpty ? "no tags" : "tags: " + after.tags.joined(separator: ", ")) + unchanged
        case .rotate, .scale, .undo, .reset:
            let transform = after.transform
            let state = "rotation \(JSONWriter.format(transform.rotation))°, scale \(JSONWriter.format(transform.scale))"
            if editor.hasChanges {
                return state + ", \(after.history.count) in history"
            }
            if case .reset = edit { return state + " (already the original, nothing written)" }
            return state + " (change below 0.1° and 0.01 scale, nothing written)"
        }
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data("vitrine: \(message)\n".utf8))
    }
}
