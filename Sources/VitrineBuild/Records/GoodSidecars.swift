import VitrineCatalog
import VitrineLibrary

/// Each photo's JSON sidecar as it last parsed, kept in the catalog (issue 32: privacy fails closed). A sidecar with a
/// syntax error publishes its photo as the last build did, from the sidecar as it last parsed (hidden stays hidden, a
/// removed position stays removed); a photo with none stored (new, or the catalog lost) stays withheld, as the scan
/// left it. The sidecar file itself is never changed.
enum GoodSidecars {
    /// What the catalog stores for a sidecar: Vitrine's own writing of it, as decoded.
    static func text(_ sidecar: Sidecar) -> String { JSONWriter.string(.object(sidecar.jsonObject())) }

    /// The scan's photos whose sidecar is unusable, given their last good sidecar where the catalog has one; the
    /// warning of each says which way it went.
    static func restore(_ library: inout LibrarySource, from catalog: Catalog) throws(BuildError) {
        guard library.diagnostics.contains(where: { $0.step == .sidecar && $0.message.hasSuffix(PhotoSource.withheldNote) }) else { return }
        var unusable: [String] = []
        forEachPhoto(in: &library.root) { photo in
            if photo.sidecarUnusable { unusable.append(photo.file.path) }
        }
        let good: [String: Sidecar]
        do { good = try catalog.goodSidecars(for: unusable) } catch { throw BuildError(error) }
        guard !good.isEmpty else { return }
        forEachPhoto(in: &library.root) { photo in
            guard photo.sidecarUnusable, var sidecar = good[photo.file.path] else { return }
            if photo.kind == .video { sidecar.transform = .identity }
            photo.sidecar = sidecar
        }
        let restored = Set(good.keys.map(LibraryScanner.sidecarName(forPhoto:)))
        for index in library.diagnostics.indices where library.diagnostics[index].step == .sidecar && restored.contains(library.diagnostics[index].path) {
            let message = library.diagnostics[index].message
            guard message.hasSuffix(PhotoSource.withheldNote) else { continue }
            library.diagnostics[index].message = String(message.dropLast(PhotoSource.withheldNote.count)) + restoredNote
        }
    }

    /// Ends the warning of a sidecar that does not parse when the photo's last good one is used.
    static let restoredNote = "the photo is published as the last build left it, from this sidecar as it last parsed, until it parses"

    /// The rows to store and to remove so the catalog holds the last good sidecar of each of `photos`: a usable
    /// sidecar is stored, a photo without one loses its row, an unusable one keeps it. With `stored` (every row),
    /// only changed rows are written and the rows of photos gone from the library removed too.
    static func changes(_ photos: [PhotoSource], stored: [String: String]?) -> (save: [String: String], remove: [String]) {
        var save: [String: String] = [:]
        var remove: [String] = []
        var kept = Set<String>()
        for photo in photos where !photo.sidecarUnusable {
            let path = photo.file.path
            guard photo.hasSidecarFile else {
                if stored == nil || stored?[path] != nil { remove.append(path) }
                continue
            }
            let text = text(photo.sidecar)
            kept.insert(path)
            if stored?[path] != text { save[path] = text }
        }
        if let stored {
            let unusable = Set(photos.lazy.filter(\.sidecarUnusable).map(\.file.path))
            remove += stored.keys.filter { !kept.contains($0) && !unusable.contains($0) && !remove.contains($0) }
        }
        return (save, remove)
    }

    /// Every photo of the library, in scan order.
    static func photos(of library: LibrarySource) -> [PhotoSource] {
        var result: [PhotoSource] = []
        func visit(_ album: AlbumSource) {
            result += album.photos
            album.albums.forEach(visit)
        }
        visit(library.root)
        return result
    }

    private static func forEachPhoto(in album: inout AlbumSource, _ body: (inout PhotoSource) -> Void) {
        for index in album.photos.indices { body(&album.photos[index]) }
        for index in album.albums.indices { forEachPhoto(in: &album.albums[index], body) }
    }
}
