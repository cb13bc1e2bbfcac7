/// A file found by the scan: what `stat` says, nothing read yet.
public struct SourceFile: Hashable, Sendable, Codable {
    /// Path relative to the library root, `/`-separated, as found on disk.
    public var path: String
    /// Size in bytes.
    public var size: Int64
    /// Modification time in nanoseconds since 1970.
    public var modified: Int64

    public init(path: String, size: Int64, modified: Int64) {
        self.path = path
        self.size = size
        self.modified = modified
    }

    /// The file name, last path component.
    public var name: String {
        // Found from the end, without splitting the whole path: the scan asks for every photo's name.
        if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), path.utf8.index(after: slash) != path.utf8.endIndex {
            return String(path[path.utf8.index(after: slash)...])
        }
        return path.split(separator: "/").last.map(String.init) ?? path
    }
}
