import VitrineLibrary

/// What the catalog remembers of a source file: enough to skip reading it when unchanged.
public struct SourceRecord: Sendable, Hashable {
    public var path: String
    public var size: Int64
    public var modified: Int64
    public var contentID: ContentID
    public init(path: String, size: Int64, modified: Int64, contentID: ContentID) {
        self.path = path; self.size = size; self.modified = modified; self.contentID = contentID
    }

    /// True when `file` has this record's path, size and mtime, so its content id can be reused unread.
    public func matches(_ file: SourceFile) -> Bool {
        path == file.path && size == file.size && modified == file.modified
    }
}
