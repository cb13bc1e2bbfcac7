/// A folder and everything under it, symlinks resolved: what a path must resolve into to belong to the library
/// (the scan, the edit verbs, `vitrine show`) or to the site (`SitePath`). The one containment check they share.
public struct FolderBoundary: Sendable, Hashable {
    /// The folder's canonical path (`realpath`).
    public let realRoot: String

    /// Nil when `folder` does not exist.
    public init?(_ folder: String) {
        guard let real = FileStatus.realPath(folder) else { return nil }
        realRoot = real
    }

    /// `realRoot` must already be canonical.
    public init(realRoot: String) {
        self.realRoot = realRoot
    }

    /// Whether the canonical `realPath` is the folder or lies under it.
    public func contains(realPath: String) -> Bool {
        realRoot == "/" || realPath == realRoot || realPath.hasPrefix(realRoot + "/")
    }

    /// Where the file at `path` really is, symlinks followed, when that lies inside the folder. A path that does not
    /// exist is resolved through its folder (a file about to be made); one that leads out, or a symlink whose target
    /// is missing, is `.outside` / `.unresolved`: nothing may be read or written through it.
    public func resolve(_ path: String) -> Resolution {
        var target = FileStatus.realPath(path)
        if target == nil {
            guard FileStatus.of(path, followingLinks: false) == nil else { return .unresolved }  // a dangling link
            let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
            let folder = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
            let name = slash.map { String(path[path.utf8.index(after: $0)...]) } ?? path
            guard let realFolder = FileStatus.realPath(folder) else { return .unresolved }
            target = realFolder == "/" ? "/" + name : realFolder + "/" + name
        }
        guard let target else { return .unresolved }
        return contains(realPath: target) ? .inside(target) : .outside(target)
    }

    public enum Resolution: Equatable, Sendable {
        /// The canonical path, inside.
        case inside(String)
        /// The canonical path, outside.
        case outside(String)
        /// A broken symlink, or a folder that does not exist.
        case unresolved
    }
}
