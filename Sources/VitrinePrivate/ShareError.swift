/// Why `vitrine share` could not go on; names the file or album, never a key.
public enum ShareError: Error, Hashable, Sendable, CustomStringConvertible {
    case unreadable(String)
    case unwritable(String, String)
    case notAnAlbum(String)
    case notPrivate(String)
    case noSecret
    case noRecipient(String, String)

    public var description: String {
        switch self {
        case .unreadable(let path): "\(path): the share record cannot be read; fix or restore it (deleting it would bring revoked links back)"
        case .unwritable(let path, let why): "\(path): cannot write the share record: \(why)"
        case .notAnAlbum(let path): "\(path): not an album folder inside the library"
        case .notPrivate(let path): "\(path): the album is not private; add \"private\": {} to its album.json first"
        case .noSecret: "\(SiteSecret.environmentVariable) is not set (or shorter than \(SiteSecret.minimumLength) characters): links derive from it, so none can be made"
        case .noRecipient(let album, let name): "\(album): nobody named \"\(name)\" has an active link"
        }
    }
}
