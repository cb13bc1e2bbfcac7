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
        func walk(_ album: AlbumSource) {
            shape.add(album.path)
            shape.add(album.settings)
            shape.add(album.photos.count)
            for photo in album.photos {
                shape.add(photo.file)
                shape.add(photo.kind.rawValue)
                shape.add(photo.motionClip)
                shape.add(photo.rawCompanion)
                var sidecar = StampHasher()
                sidecar.add(photo.sidecar)
                sidecar.add(photo.hasSidecarFile)
                sidecar.add(photo.sidecarUnusable)
                sidecar.add(photo.xmpSidecar)
                sidecars.append(sidecar.finalize())
            }
            // A GPX file changed is not a sidecar change: the long way re-renders its album's pages.
            shape.add(album.tracks)
            shape.add(album.lockedAlbums.count)
            for page in album.lockedAlbums { shape.add(page) }
            shape.add(album.albums.count)
            album.albums.forEach(walk)
        }
        walk(library.root)
        self.shape = shape.finalize()
        self.sidecars = sidecars
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
            for photo in album.photos {
                if position < sidecars.count, sidecars[position] != previous.sidecars[position] { edited.append(photo) }
                position += 1
            }
            album.albums.forEach(walk)
        }
        walk(library.root)
        return edited
    }
}
