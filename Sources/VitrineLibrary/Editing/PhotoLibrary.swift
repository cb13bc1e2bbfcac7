import Foundation
import VitrineCore

/// The library a photo given to an edit verb or `vitrine show` belongs to, so that its sidecars are held to the
/// build's rule: a sidecar or XMP sidecar that resolves outside the library (a symlink out of it) is refused, as
/// the scan skips it (issue 33, item 6). The verbs are given a photo, not a library, so its top is found: the
/// nearest folder above the photo holding a `vitrine.json` or a `.vitrine` cache folder; without one, the photo's
/// own folder (fail closed: a link to a sibling folder is refused until the library says where it ends).
public struct PhotoLibrary: Sendable, Hashable {
    /// The library's top, symlinks resolved.
    public let boundary: FolderBoundary

    /// Nil when the photo's folder does not exist.
    public init?(enclosing photo: String) {
        let start = URL(fileURLWithPath: photo).standardizedFileURL.deletingLastPathComponent()
        var folder = start
        for _ in 0..<64 {
            if Self.isTop(folder) { break }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { folder = start; break }
            folder = parent
        }
        guard let boundary = FolderBoundary(Self.isTop(folder) ? folder.path : start.path) else { return nil }
        self.boundary = boundary
    }

    /// The library of a photo an edit verb was given; an error naming the photo when its folder cannot be resolved.
    public static func of(photo: String) throws(EditError) -> PhotoLibrary {
        guard let library = PhotoLibrary(enclosing: photo) else {
            throw EditError(path: photo, kind: .notAPhoto, message: "its folder cannot be resolved")
        }
        return library
    }

    static func isTop(_ folder: URL) -> Bool {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        return manager.fileExists(atPath: folder.appendingPathComponent(SiteSettings.fileName).path)
            || (manager.fileExists(atPath: folder.appendingPathComponent(".vitrine").path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    /// Where the sidecar-like file at `path` really is (symlinks followed), to be read and written there; throws
    /// `EditError.Kind.outsideLibrary` when it resolves outside the library or is a broken link. `what` names it in
    /// the message ("sidecar", "XMP sidecar").
    public func checked(_ path: String, what: String) throws(EditError) -> String {
        switch boundary.resolve(path) {
        case .inside(let real):
            return real
        case .outside(let real):
            throw EditError(path: path, kind: .outsideLibrary,
                            message: "the \(what) is a symbolic link to \(real), outside the library (\(boundary.realRoot)); refused, as a build skips it. Move or copy it into the library")
        case .unresolved:
            throw EditError(path: path, kind: .outsideLibrary,
                            message: "the \(what) is a broken symbolic link or its folder cannot be resolved; refused. Remove the link or restore its target")
        }
    }

    /// The photo's XMP sidecar (`photo.xmp`, `photo.jpg.xmp`...): its path as named beside the photo and where it
    /// really is; nil without one. Throws as `checked(_:what:)` does for one that resolves outside the library.
    public func xmpSidecar(forPhoto photo: String) throws(EditError) -> (path: String, file: String)? {
        guard let path = LibraryScanner.xmpSidecarPath(forPhoto: photo) else { return nil }
        return (path, try checked(path, what: "XMP sidecar"))
    }
}
