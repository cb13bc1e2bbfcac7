import Foundation
import VitrineCore

/// Walks a library folder: albums are folders, photos are still images (by extension, else by their first
/// bytes, see `MediaSniffer`), sidecars and settings are decoded.
public enum LibraryScanner {
    /// Photo file extensions, compared case-insensitively. The file's bytes, not its extension, decide how
    /// it is decoded.
    public static let photoExtensions: Set<String> = Set<String>([
        "jpg", "jpeg", "webp", "heic", "heif", "hif", "avif", "png", "tif", "tiff", "gif",
    ]).union(rawExtensions)

    /// Camera RAW extensions (libraw): CR2, CR3, NEF, ARW, DNG, RAF, ORF, RW2 and their kin.
    public static let rawExtensions: Set<String> = [
        "cr2", "cr3", "crw", "nef", "nrw", "arw", "srf", "sr2", "dng", "raf", "orf", "rw2", "pef", "srw", "x3f",
        "3fr", "erf", "kdc", "mrw", "rwl", "iiq", "mos", "dcr",
    ]

    /// True for `name.jpg`, `NAME.HEIC`, `x.webp`...; false for hidden names.
    public static func isPhotoFileName(_ name: String) -> Bool {
        MediaSniffer.fileExtension(name).map(photoExtensions.contains) ?? false
    }

    /// Video file extensions, compared case-insensitively (the build confirms them by their bytes).
    public static let videoExtensions: Set<String> = ["mp4", "mov", "m4v", "webm", "mkv", "avi", "ogv"]

    /// True for `clip.mp4`, `IMG_1.MOV`...; false for hidden names.
    public static func isVideoFileName(_ name: String) -> Bool {
        MediaSniffer.fileExtension(name).map(videoExtensions.contains) ?? false
    }

    /// The library's theme override folder (`LIBRARY/theme/`): the site's look, never an album.
    public static let themeFolderName = "theme"

    /// The sidecar file name for a photo file name: `IMG_1.jpg` -> `IMG_1.jpg.json`.
    public static func sidecarName(forPhoto name: String) -> String { name + ".json" }

    /// Scans `root` with `stat` only (photo bytes are not read). Skipped entries and bad sidecars become diagnostics;
    /// a settings file that cannot be used, or an invalid key that guards privacy, stops the scan (`LibraryError`).
    public static func scan(_ root: URL) async throws(LibraryError) -> LibrarySource {
        try await scan(root, excluding: [])
    }

    /// Scans `root`, leaving out the folders in `excluded` (e.g. a site or cache folder inside the library).
    ///
    /// Folders nest to any depth; a folder with no photos at any depth is dropped (the root is always kept).
    /// Hidden names (`.x`) are skipped; a `.nomedia` file skips as sigal's does (see `NoMedia`); files that
    /// are not photos are skipped quietly; `X.jpg.json`,
    /// `album.json` and the root's `vitrine.json` are read. A symbolic link is followed when it resolves inside
    /// the library and does not lead back into an enclosing folder; otherwise it is skipped with a diagnostic.
    /// Entries are in byte order of their UTF-8 names, so the result is the same on every machine.
    /// Subfolders are walked at once, on the caller's task executor when it has one (a build's threads).
    /// A private album (`"private"` in its `album.json`) is left out with everything under it and listed in the
    /// result's `privateAlbums`; `insidePrivateAlbum` (the scan of one private album's folder, for its encrypted
    /// copy) leaves nothing out. A JSON sidecar `known` holds under the same `stat` is taken from there, not read;
    /// the result's `knownSidecars` are the readings the next scan may take.
    public static func scan(_ root: URL, excluding excluded: [URL], insidePrivateAlbum: Bool = false,
                            known: KnownSidecars = KnownSidecars()) async throws(LibraryError) -> LibrarySource {
        let scanStart = FileIO.currentTime()
        let rootPath = root.path
        guard let status = FileStatus.of(rootPath, followingLinks: true) else {
            let error = SystemError(code: errno)
            if error.code == ENOENT {
                throw LibraryError(path: rootPath, message: "no such folder; check the path, or create a library there with `vitrine init`")
            }
            throw LibraryError(path: rootPath, message: "cannot be read (\(error.message)); check the path and its permissions")
        }
        guard status.kind == .directory, let rootReal = FileStatus.realPath(rootPath) else {
            throw LibraryError(path: rootPath, message: "is not a folder; give the folder that holds your photos and albums")
        }
        if case .failure(let error) = FileStatus.names(in: rootReal) {
            throw LibraryError(path: rootPath, message: "cannot be read (\(error.message)); check its permissions")
        }

        var walker = LibraryWalker(rootReal: rootReal, excluded: Set((excluded + [root.appendingPathComponent(themeFolderName)]).compactMap { FileStatus.realPath($0.path) }))
        var settings = SiteSettings()
        let settingsPath = rootReal + "/" + SiteSettings.fileName
        if FileStatus.of(settingsPath, followingLinks: true) != nil {
            let reading: SchemaReading<SiteSettings>
            do { reading = try SiteSettings.read(from: settingsPath) } catch {
                throw .unusable(SiteSettings.fileName, error)
            }
            guard reading.guardedProblems.isEmpty else { throw .guarded(SiteSettings.fileName, reading.guardedProblems) }
            settings = reading.value
            walker.diagnostics += reading.warnings(path: SiteSettings.fileName, step: .settings)
        }
        walker.includesVideos = settings.video != .skip
        walker.insidePrivateAlbum = insidePrivateAlbum
        walker.known = known
        walker.scanStart = scanStart
        let album = await walker.walk(realPath: rootReal, relativePath: "", ancestors: [rootReal])
            ?? AlbumSource(path: "")
        if let stop = walker.stops.first { throw stop }
        var source = LibrarySource(settings: settings, root: album, diagnostics: walker.diagnostics)
        source.privateAlbums = walker.privateAlbums
        source.knownSidecars = KnownSidecars(readings: walker.kept)
        return source
    }
}
