import Foundation
import VitrineCatalog
import VitrineLibrary
import VitrineSite

/// A published photo as the last complete build left it: what `vitrine serve`'s curation API (issue 29) needs to
/// map a page the browser shows to the photo it edits.
public struct PublishedPhoto: Sendable, Hashable {
    /// Library-relative path of the source file (the site model's photo id).
    public var sourcePath: String
    /// The catalog's id of its content, `HASH-SIZE`.
    public var contentID: ContentID
    /// Site-relative path of its photo page, e.g. `albums/tuscany/dscn0010.html`.
    public var pagePath: String
    /// Its tags as published (for completion).
    public var tags: [String]

    public init(sourcePath: String, contentID: ContentID, pagePath: String, tags: [String] = []) {
        self.sourcePath = sourcePath
        self.contentID = contentID
        self.pagePath = pagePath
        self.tags = tags
    }
}

extension PublishedPhoto {
    /// Every published photo of the site the last complete build of `options` left, read from the catalog's site
    /// index (no scan, no model): empty when the catalog holds no index that belongs to its stamp.
    public static func all(options: BuildOptions) throws(BuildError) -> [PublishedPhoto] {
        let catalog: Catalog
        let bytes: [UInt8]?
        do {
            catalog = try Catalog(directory: options.cacheDirectory)
            guard let stamp = try catalog.stamp() else { return [] }
            bytes = try catalog.siteIndex(for: stamp)
        } catch {
            throw BuildError(error)
        }
        guard let bytes, let index = SiteIndex(decoding: bytes), let root = index.albumTree() else { return [] }
        let layout = SiteLayout(root: root, tagKeys: [], photoAlbums: Set(index.albums.map(\.sourcePath)))
        return index.photos.compactMap { photo in
            layout.photoPagePath(photo.outline.id).map {
                PublishedPhoto(sourcePath: photo.outline.id, contentID: photo.outline.contentID, pagePath: $0, tags: photo.outline.tags)
            }
        }
    }
}
