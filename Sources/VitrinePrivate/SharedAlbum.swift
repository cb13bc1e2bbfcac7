import VitrineCore
import VitrineLibrary

/// A private album as `vitrine share` sees it: its folder inside the library, its path there (what its keys derive
/// from, as the scan names it), the site's `baseURL` and its share record.
public struct SharedAlbum: Sendable {
    public let folder: String
    public let relativePath: String
    public let baseURL: String?
    public var record: ShareRecord

    /// The album at `album` inside the library at `library`; it must be a folder whose own `album.json` is private.
    public static func open(library: String, album: String) throws(ShareError) -> SharedAlbum {
        guard let boundary = FolderBoundary(library),
              case .inside(let folder) = boundary.resolve(album),
              FileStatus.of(folder, followingLinks: true)?.kind == .directory,
              folder != boundary.realRoot else { throw .notAnAlbum(album) }
        let relative = String(folder.dropFirst(boundary.realRoot.count + (boundary.realRoot == "/" ? 0 : 1)))
        guard let reading = try? AlbumSettings.read(from: folder + "/" + AlbumSettings.fileName),
              PrivateAlbums.isPrivate(reading.value) else { throw .notPrivate(album) }
        let site = try? SiteSettings.read(from: boundary.realRoot + "/" + SiteSettings.fileName)
        return SharedAlbum(folder: folder, relativePath: relative, baseURL: site?.value.baseURL,
                           record: try ShareRecord.read(albumFolder: folder))
    }

    /// The album's keys in its current generation.
    public func keys(_ secret: SiteSecret) -> AlbumKeys {
        secret.album(relativePath, generation: record.generation)
    }

    /// Gives `name` a link (the same link again when they have one) and records it; returns the link.
    public mutating func share(to name: String, secret: SiteSecret) throws(ShareError) -> String {
        let recipient = record.add(name)
        try record.write(albumFolder: folder)
        return ShareLink.link(baseURL: baseURL, keys: keys(secret), recipient: recipient)
    }

    /// Revokes `name`'s link: the next build re-keys the album; every other link keeps working.
    public mutating func revoke(_ name: String) throws(ShareError) {
        guard record.revoke(name) else { throw .noRecipient(relativePath, name) }
        try record.write(albumFolder: folder)
    }
}
