import Foundation

/// Makes small libraries in temp folders from the fixture images.
public struct LibraryFixture: Sendable {
    public let root: URL

    public init(in folder: URL, name: String = "library") throws {
        root = folder.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// Copies `Tests/Fixtures/<fixture>` to `<album>/<name>` (name defaults to the fixture's).
    @discardableResult
    public func add(_ fixture: String, to album: String = "", as name: String? = nil) throws -> URL {
        let folder = album.isEmpty ? root : root.appendingPathComponent(album, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent(name ?? (fixture as NSString).lastPathComponent)
        try FileManager.default.copyItem(at: Fixtures.url(fixture), to: target)
        return target
    }

    /// Writes a text file (sidecar, album.json, vitrine.json) at a library-relative path.
    public func write(_ text: String, at path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
