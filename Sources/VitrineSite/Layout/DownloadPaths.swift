import Foundation
import VitrineLibrary

/// Where each album's archive goes: `downloads/<album title as a slug>.zip`, unique among the site's archives. The
/// build writes the archives there and the album pages link them; both ways of building agree, since the names come
/// from the album tree and the download settings alone.
public enum DownloadPaths {
    public static let folder = "downloads"

    /// The archive path of every album that offers downloads (`SiteModel.downloads`), by its source path.
    public static func archives(root: AlbumModel, downloads: [String: DownloadPolicy]) -> [String: String] {
        guard !downloads.isEmpty else { return [:] }
        var albums: [AlbumModel] = []
        func visit(_ album: AlbumModel) {
            if downloads[album.sourcePath] != nil { albums.append(album) }
            for child in album.albums { visit(child) }
        }
        visit(root)
        albums.sort { $0.sourcePath < $1.sourcePath }
        let slugs = Slug.unique(albums.map(\.title), fallback: "album")
        return Dictionary(uniqueKeysWithValues: zip(albums.map(\.sourcePath), slugs.map { "\(folder)/\($0).zip" }))
    }

    /// The name a visitor's browser saves an album's archive as: the album's title, made safe as a file name.
    public static func fileName(title: String) -> String {
        let safe = title.map { "/\\:*?\"<>|".contains($0) || $0.isASCII && $0.asciiValue.map { $0 < 0x20 } == true ? "-" : $0 }
        let trimmed = String(safe).trimmingCharacters(in: .whitespaces)
        return (trimmed.isEmpty || trimmed.hasPrefix(".") ? "album" : trimmed) + ".zip"
    }
}
