/// Why an edit verb could not change a photo's sidecar. The sidecar on disk is left as it was.
public struct EditError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The path is missing, a folder, or not a `.jpg`/`.jpeg`/`.webp` file.
        case notAPhoto
        /// The sidecar exists but is not valid; it is never overwritten.
        case malformedSidecar
        /// The sidecar changed on disk between reading and writing; the edit was not saved.
        case changedSinceRead
        /// A value out of range: rating, scale, an empty tag.
        case invalidValue
        /// `undo` with an empty history.
        case nothingToUndo
        /// The sidecar or XMP sidecar resolves outside the library (a symlink out of it), or is a broken link: it is
        /// neither read nor written, as a build would not read it.
        case outsideLibrary
        /// Reading or writing failed (permissions, disk full...).
        case fileSystem
    }

    /// The file concerned (photo or sidecar); "" until the editor fills it in.
    public var path: String
    public var kind: Kind
    /// What is wrong and what to do.
    public var message: String

    public init(path: String, kind: Kind, message: String) {
        self.path = path
        self.kind = kind
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
