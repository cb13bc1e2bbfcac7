import Foundation
import VitrineCatalog
import VitrineCore
import VitrineLibrary
import VitrineMetadata
import VitrineSite

extension Builder {
    /// A photo for `partialModels`: as scanned, its album's path, its content as the index knows it.
    struct PartialPhoto {
        var source: PhotoSource
        var album: String
        var contentID: ContentID
    }

    /// What `partialModels` made: the models of the photos published, and the XMP sidecars read anew.
    struct PartialModels {
        var models: [String: PhotoModel] = [:]
        var xmpRecords: [XMPSidecarRecord] = []
    }

    /// The models of some photos (each with its album's path), as the long way makes them, from facts and XMP
    /// sidecars read from the catalog by key: nil when one cannot be made as the long way would (its facts are not
    /// all in the catalog, or an XMP sidecar gives a warning), so the long way must build.
    /// - Parameter knownWarnings: the last build's warnings: an XMP sidecar may give one of these again, no other.
    func partialModels(_ photos: [PartialPhoto], library: LibrarySource, catalog: Catalog,
                       knownWarnings: Set<Diagnostic>) throws(BuildError) -> PartialModels? {
        guard !photos.isEmpty else { return PartialModels() }
        var contentIDs = Dictionary(photos.map { ($0.source.file.path, $0.contentID) }, uniquingKeysWith: { first, _ in first })
        var facts: FactsTable
        let known: [String: XMPSidecarRecord]
        do {
            // A Live Photo's motion clip is published with it: its content as the catalog knows it, unchanged since.
            let clips = Dictionary(photos.compactMap(\.source.motionClip).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            for (path, record) in try catalog.sources(at: clips.keys) {
                if let clip = clips[path], clip.size == record.size, clip.modified == record.modified { contentIDs[path] = record.contentID }
            }
            facts = FactsTable(loaded: try catalog.facts(for: contentIDs.values))
            known = try catalog.xmpSidecars(at: photos.compactMap(\.source.xmpSidecar?.path))
        } catch {
            throw BuildError(error)
        }
        for photo in photos {
            guard let id = contentIDs[photo.source.file.path], let fact = facts[id] else { return nil }
            // Facts cached before embedded metadata was read send the photo to a job: the long way's.
            if photo.source.kind == .photo, fact.embedded == nil { return nil }
        }
        let sources = photos.map(\.source)
        let xmp = Self.readXMPSidecars(sources, library: options.library, previous: known)
        guard xmp.diagnostics.allSatisfy(knownWarnings.contains) else { return nil }
        let places = geocode(photos: sources, facts: &facts, settings: library.settings, xmpSidecars: xmp.byPhoto)
        let builder = SiteModelBuilder(library: library, contentIDs: contentIDs, facts: facts.table, formats: options.formats,
                                       sidecarPlaces: places, xmpSidecars: xmp.byPhoto)
        var result = PartialModels()
        result.xmpRecords = xmp.records.filter { known[$0.file.path] != $0 }
        for photo in photos {
            guard let model = builder.photoModel(photo.source, albumPath: photo.album) else { return nil }
            result.models[model.id] = model
        }
        return result
    }

    /// True when `path` names an XMP sidecar of the photo at `photo` in either naming (`photo.jpg.xmp`, `photo.xmp`).
    static func isXMPSidecar(_ path: String, of photo: String) -> Bool {
        guard path.utf8.count > 4, path.suffix(4).lowercased() == ".xmp" else { return false }
        let stem = path.dropLast(4)
        if stem == photo[...] { return true }
        guard let dot = photo.lastIndex(of: "."), photo[dot...].contains("/") == false else { return false }
        return stem == photo[..<dot]
    }

    /// The photos of the scan whose paths are in `paths`, by path, each looked for only in its folder's album (a
    /// photo's album is its folder).
    static func sources(_ root: AlbumSource, among paths: Set<String>) -> [String: PhotoSource] {
        var wanted: [Substring: [String]] = [:]
        for path in paths { wanted[folder(of: path), default: []].append(path) }
        var result: [String: PhotoSource] = [:]
        func walk(_ album: AlbumSource) {
            for path in wanted[album.path[...]] ?? [] {
                if let place = place(of: path, in: album.photos) { result[path] = album.photos[place] }
            }
            album.albums.forEach(walk)
        }
        walk(root)
        return result
    }

    /// Where the photo at `path` is in an album's photos. The scan lists them by their names' bytes, so it is found
    /// in a few comparisons: a tag's 1,400 photos in most albums of a large library were 100,000 look-ups by hash.
    /// A list out of that order is searched through.
    static func place(of path: String, in photos: [PhotoSource]) -> Int? {
        var low = 0, high = photos.count
        while low < high {
            let middle = (low + high) / 2
            if ByteOrder.precedes(photos[middle].file.path, path) { low = middle + 1 } else { high = middle }
        }
        if low < photos.count, photos[low].file.path == path { return low }
        return photos.firstIndex { $0.file.path == path }
    }

    /// The folder of a photo's path in the library: its album's path (the home album's is empty).
    static func folder(of path: String) -> Substring {
        path.lastIndex(of: "/").map { path[..<$0] } ?? ""
    }
}
