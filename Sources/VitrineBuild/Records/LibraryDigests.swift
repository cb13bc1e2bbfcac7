import Foundation
import VitrineLibrary
import VitrineSite

/// The scan of a library split the way the sidecar way needs it: one digest of everything but the photos' sidecars (the
/// options, settings, binary and theme, every album and its settings, every file as `stat` found it), and one
/// digest per photo of its sidecars (the JSON sidecar as decoded, whether it exists, the XMP sidecar's stat).
/// Two scans with the same shape differ only in some photos' sidecars: those photos are the sidecar change.
struct LibraryDigests: Sendable, Equatable {
    var shape: UInt64
    /// The photos' sidecar digests in scan order (depth first, each album's photos in order): two scans of the same
    /// shape hold the same photos in the same order, so their digests pair up by position.
    var sidecars: [UInt64]

    /// The digests of `library` as this build sees it (hashed as the stamp is, `StampHasher`); nil when the
    /// running binary cannot be identified (then no edit is taken, as no build is skipped).
    init?(_ library: LibrarySource, options: BuildOptions, pages: String) {
        guard let executable = SiteStamp.executableIdentity else { return nil }
        // Everything but the albums: the stamp's inputs of an empty library with these settings.
        let bare = LibrarySource(settings: library.settings, root: AlbumSource(path: ""), diagnostics: [])
        var shape = StampHasher()
        shape.add(SiteStamp.inputs(bare, options: options, pages: pages, executable: executable,
                                   sourceDateEpoch: ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"]))
        var sidecars: [UInt64] = []
        Self.add(library.root, shape: &shape, sidecars: &sidecars)
        self.shape = shape.finalize()
        self.sidecars = sidecars
    }

    /// Adds `album` and its sub-albums, depth first. Each photo is read in place: copying 100,000 photos out of their
    /// albums retained and released their texts, most of this walk's time on every edit.
    private static func add(_ album: AlbumSource, shape: inout StampHasher, sidecars: inout [UInt64]) {
        shape.add(album.path)
        shape.add(album.settings)
        shape.add(album.photos.count)
        album.photos.withUnsafeBufferPointer { photos in
            for index in photos.indices {
                shape.add(photos[index].file)
                shape.add(photos[index].kind.rawValue)
                shape.add(photos[index].motionClip)
                shape.add(photos[index].rawCompanion)
                var sidecar = StampHasher()
                sidecar.add(photos[index].sidecar)
                sidecar.add(photos[index].hasSidecarFile)
                sidecar.add(photos[index].sidecarUnusable)
                sidecar.add(photos[index].xmpSidecar)
                sidecars.append(sidecar.finalize())
            }
        }
        // A GPX file changed is not a sidecar change: the long way re-renders its album's pages.
        shape.add(album.tracks)
        shape.add(album.lockedAlbums.count)
        for page in album.lockedAlbums { shape.add(page) }
        shape.add(album.albums.count)
        for child in album.albums.indices { add(album.albums[child], shape: &shape, sidecars: &sidecars) }
    }

    init(shape: UInt64, sidecars: [UInt64]) {
        self.shape = shape
        self.sidecars = sidecars
    }

    /// The photos of `library` whose sidecars differ from `previous`'s, when everything else is the same; nil
    /// when the shape differs (files, albums, settings or options changed: not a sidecar change).
    func photosWithChangedSidecars(in library: LibrarySource, since previous: LibraryDigests) -> [PhotoSource]? {
        guard shape == previous.shape, sidecars.count == previous.sidecars.count else { return nil }
        var edited: [PhotoSource] = []
        var position = 0
        func walk(_ album: AlbumSource) {
            for index in album.photos.indices {
                if position < sidecars.count, sidecars[position] != previous.sidecars[position] { edited.append(album.photos[index]) }
                position += 1
            }
            album.albums.forEach(walk)
        }
        walk(library.root)
        return edited
    }
}
