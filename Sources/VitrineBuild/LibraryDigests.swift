import Foundation
import VitrineLibrary
import VitrineSite

/// The scan of a library split the way an edit needs it: one digest of everything but the photos' sidecars (the
/// options, settings, binary and theme, every album and its settings, every file as `stat` found it), and one
/// digest per photo of its sidecars (the JSON sidecar as decoded, whether it exists, the XMP sidecar's stat).
/// Two scans with the same shape differ only in some photos' sidecars: those photos are the edit.
struct LibraryDigests: Sendable, Equatable {
    var shape: UInt64
    /// Sidecar digests by a digest of the photo's path (`pathKey`).
    var sidecars: [UInt64: UInt64]

    /// The digests of `library` as this build sees it; nil when the inputs cannot be fingerprinted (then no edit
    /// is taken, as no build is skipped).
    init?(_ library: LibrarySource, options: BuildOptions, pages: String) {
        guard let executable = SiteStamp.executableIdentity else { return nil }
        let rest = SiteStamp.Inputs(executable: executable, pages: pages, library: options.library.standardizedFileURL.path,
                                    site: options.site.standardizedFileURL.path, formats: options.formats,
                                    sourceDateEpoch: ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"],
                                    settings: library.settings, root: AlbumSource(path: ""))
        guard let global = try? StableFingerprint.of(rest), let noSidecar = try? StableFingerprint.of(Sidecar()) else { return nil }
        var shape = FingerprintHasher(seed: global)
        var sidecars: [UInt64: UInt64] = [:]
        sidecars.reserveCapacity(1024)
        var failed = false
        func digest(_ value: some Encodable) -> UInt64 {
            guard let digest = try? StableFingerprint.of(value) else {
                failed = true
                return 0
            }
            return digest
        }
        func walk(_ album: AlbumSource) {
            shape.combine(album.path)
            shape.combine(digest(album.settings))
            shape.combine(UInt64(album.photos.count))
            for photo in album.photos {
                Self.combine(photo.file, into: &shape)
                shape.combine(photo.kind.rawValue)
                for companion in [photo.motionClip, photo.rawCompanion] {
                    if let companion { Self.combine(companion, into: &shape) } else { shape.combine(0) }
                }
                var sidecar = FingerprintHasher()
                sidecar.combine(photo.hasSidecarFile ? digest(photo.sidecar) : noSidecar)
                sidecar.combine(photo.hasSidecarFile ? 1 : 0)
                if let xmp = photo.xmpSidecar { Self.combine(xmp, into: &sidecar) } else { sidecar.combine(0) }
                sidecars[Self.pathKey(photo.file.path)] = sidecar.finalize()
            }
            shape.combine(UInt64(album.albums.count))
            album.albums.forEach(walk)
        }
        walk(library.root)
        guard !failed else { return nil }
        self.shape = shape.finalize()
        self.sidecars = sidecars
    }

    init(shape: UInt64, sidecars: [UInt64: UInt64]) {
        self.shape = shape
        self.sidecars = sidecars
    }

    /// The key of a photo's sidecar digest.
    static func pathKey(_ path: String) -> UInt64 {
        var hasher = FingerprintHasher(seed: 0x7369_6465_6361_7273)
        hasher.combine(path)
        return hasher.finalize()
    }

    private static func combine(_ file: SourceFile, into hasher: inout FingerprintHasher) {
        hasher.combine(file.path)
        hasher.combine(UInt64(bitPattern: file.size))
        hasher.combine(UInt64(bitPattern: file.modified))
    }

    /// The photos of `library` whose sidecars differ from `previous`'s, when everything else is the same; nil
    /// when the shape differs (files, albums, settings or options changed: not an edit).
    func editedPhotos(in library: LibrarySource, since previous: LibraryDigests) -> [PhotoSource]? {
        guard shape == previous.shape, sidecars.count == previous.sidecars.count else { return nil }
        var edited: [PhotoSource] = []
        func walk(_ album: AlbumSource) {
            for photo in album.photos {
                let key = Self.pathKey(photo.file.path)
                if sidecars[key] != previous.sidecars[key] { edited.append(photo) }
            }
            album.albums.forEach(walk)
        }
        walk(library.root)
        return edited
    }
}
