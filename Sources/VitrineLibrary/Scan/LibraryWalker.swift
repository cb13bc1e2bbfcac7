import Foundation
import VitrineCore

/// The recursive part of a scan: one folder at a time, collecting diagnostics. A folder's subfolders are walked
/// at once, each by a walker of its own, and their albums and diagnostics put back in name order: on a large
/// library the scan's `stat` of every file is most of a rebuild's time, and one thread did it all.
struct LibraryWalker: Sendable {
    let rootReal: String
    /// Real paths of folders to leave out.
    let excluded: Set<String>
    var diagnostics: [Diagnostic] = []
    /// Problems that stop the build (an unusable `album.json`, an invalid guarded key), in scan order.
    var stops: [LibraryError] = []
    /// False when the settings leave videos out (`"video": "skip"`).
    var includesVideos = true
    /// The private albums met, each left out of the walk with everything under it (`PrivateAlbums`).
    var privateAlbums: [PrivateAlbumSource] = []
    /// True when the walk is of one private album's own folder, for its encrypted copy: nothing in it is left out.
    var insidePrivateAlbum = false
    /// Sidecars an earlier scan read, taken when their `stat` is the same (`KnownSidecars`).
    var known = KnownSidecars()
    /// When the scan started (`FileIO.currentTime()`): only readings of files older than this are kept.
    var scanStart: Int64 = 0
    /// The readings to keep for the next scan, by sidecar path.
    var kept: [String: KnownSidecars.Reading] = [:]

    init(rootReal: String, excluded: Set<String>) {
        self.rootReal = rootReal
        self.excluded = excluded
    }

    /// An entry after following a symbolic link (when allowed).
    enum Entry {
        /// A file; `target` is the real path of the file a symbolic link leads to, nil for the entry itself.
        case file(FileStatus, target: String?)
        case directory(realPath: String)

        /// The path to read the file at, when it is one.
        func filePath(name: String, in folder: String) -> String? {
            guard case .file(_, let target) = self else { return nil }
            return target ?? folder + "/" + name
        }
    }

    /// A subfolder met by `walk`, walked once the folder's own entries are done.
    private struct Subfolder: Sendable {
        var realPath: String
        var relativePath: String
        var ancestors: Set<String>
        /// Where in the folder's diagnostics the subfolder's go: after those of the entries before it by name.
        var diagnosticsIndex: Int
    }

    /// Scans one folder; nil when it holds no photos at any depth (the root is kept by the caller).
    mutating func walk(realPath: String, relativePath: String, ancestors: Set<String>) async -> AlbumSource? {
        // The folder stays open while its entries are looked at, each relative to it.
        guard let folder = OpenFolder(realPath) else {
            let error = SystemError(code: errno)
            diagnostics.append(Diagnostic(path: relativePath, step: .scan,
                                          message: "folder cannot be read (\(error.message)); skipped. Check its permissions"))
            return nil
        }
        var skipped: Set<String> = []
        if folder.names.contains(NoMedia.fileName) {
            switch NoMedia.load(at: realPath + "/" + NoMedia.fileName) {
            case .wholeFolder?: return nil
            case .names(let listed)?: skipped = listed
            case nil: break
            }
        }
        let names = Self.sortedByBytes(folder.names.filter { !$0.hasPrefix(".") && !skipped.contains($0) })
        var entries: [Entry?] = []
        entries.reserveCapacity(names.count)
        for name in names {
            entries.append(classify(name: name, in: folder, realPath: realPath, relativeFolder: relativePath))
        }
        _ = consume folder

        // Only sidecars are looked up by name: JSON ones by the name they are for (`X.jpg` for `X.jpg.json`, `album`
        // for `album.json`), so a photo's lookup makes no string.
        var jsonByStem: [Substring: Entry] = [:]
        var xmpByName: [String: Entry] = [:]
        let xmpSidecars = XMPSidecarNames(names)
        for (name, entry) in zip(names, entries) {
            guard let entry else { continue }
            if name.utf8.count > 5 && name.utf8.suffix(5).elementsEqual(".json".utf8) {
                jsonByStem[name.dropLast(5)] = entry
            } else if xmpSidecars.isSidecar(name) {
                xmpByName[name] = entry
            }
        }

        var album = AlbumSource(path: relativePath)
        var coverPosition: SourcePosition?
        // The photos stay in memory for the whole build: room for the files that are not sidecars, not the
        // doubling growth of appending (28% slack at 100 photos a folder).
        album.photos.reserveCapacity(names.count - jsonByStem.count - xmpByName.count)
        if let path = jsonByStem[Substring(AlbumSettings.fileName.dropLast(5))]?.filePath(name: AlbumSettings.fileName, in: realPath) {
            let relative = join(relativePath, AlbumSettings.fileName)
            do {
                let reading = try AlbumSettings.read(from: path)
                guard reading.guardedProblems.isEmpty else {
                    stops.append(.guarded(relative, reading.guardedProblems))
                    return nil
                }
                album.settings = reading.value
                diagnostics += reading.warnings(path: relative, step: .settings)
                coverPosition = reading.positions["cover"]
            } catch {
                stops.append(.unusable(relative, error))
                return nil
            }
            if !insidePrivateAlbum, let privacy = album.settings.privacy {
                privateAlbums.append(PrivateAlbumSource(path: relativePath, folder: realPath, privacy: privacy, title: album.settings.title))
                return nil
            }
        }

        var subfolders: [Subfolder] = []
        for index in names.indices {
            let name = names[index]
            switch entries[index] {
            case .file(let status, _)? where includesVideos && LibraryScanner.isVideoFileName(name):
                let file = SourceFile(path: join(relativePath, name), size: status.size, modified: status.modified)
                var video = photo(file, sidecar: jsonByStem.isEmpty ? nil : jsonByStem[Substring(name)], name: name, folder: realPath)
                video.kind = .video
                video.sidecar.transform = .identity  // a rotation or zoom would turn the poster but not the video
                album.photos.append(video)
            case .file(let status, let target)? where Self.isTrackFileName(name):
                album.tracks += tracks(at: target ?? realPath + "/" + name, size: status.size, relativePath: join(relativePath, name))
            case .file(let status, let target)? where MediaSniffer.isPhoto(name: name, at: { target ?? realPath + "/" + name }):
                let file = SourceFile(path: join(relativePath, name), size: status.size, modified: status.modified)
                var found = photo(file, sidecar: jsonByStem.isEmpty ? nil : jsonByStem[Substring(name)], name: name, folder: realPath)
                if !xmpByName.isEmpty {
                    found.xmpSidecar = xmpSidecars.sidecars(forPhoto: name).compactMap { xmpName -> SourceFile? in
                        guard case .file(let xmp, _)? = xmpByName[xmpName] else { return nil }
                        return SourceFile(path: join(relativePath, xmpName), size: xmp.size, modified: xmp.modified)
                    }.first
                }
                album.photos.append(found)
            case .directory(let childReal)?:
                if excluded.contains(childReal) { continue }
                if ancestors.contains(childReal) {
                    diagnostics.append(Diagnostic(path: join(relativePath, name), step: .scan,
                                                  message: "symbolic link leads back into an enclosing folder (a loop); skipped"))
                    continue
                }
                var inner = ancestors
                inner.insert(childReal)
                subfolders.append(Subfolder(realPath: childReal, relativePath: join(relativePath, name), ancestors: inner,
                                            diagnosticsIndex: diagnostics.count))
            default:
                continue
            }
        }
        album.albums = await walk(subfolders)
        album.photos = Self.pairingLivePhotos(RawPairing.pair(album.photos))
        if let cover = album.settings.cover, let warning = Self.missingCover(cover, at: coverPosition, in: album, albumJSON: join(relativePath, AlbumSettings.fileName)) {
            diagnostics.append(warning)
        }
        guard !album.photos.isEmpty || !album.albums.isEmpty else { return nil }
        return album
    }

    /// Walks `subfolders` at once, each with a walker of its own; returns the albums of those holding photos, in
    /// the given order, and puts each one's diagnostics where a walk one at a time would have given them.
    private mutating func walk(_ subfolders: [Subfolder]) async -> [AlbumSource] {
        guard !subfolders.isEmpty else { return [] }
        var fresh = self
        fresh.diagnostics = []
        fresh.privateAlbums = []
        fresh.kept = [:]
        let prototype = fresh
        var albums = [AlbumSource?](repeating: nil, count: subfolders.count)
        var diagnosticsFound = [[Diagnostic]](repeating: [], count: subfolders.count)
        var stopsFound = [[LibraryError]](repeating: [], count: subfolders.count)
        var privateFound = [[PrivateAlbumSource]](repeating: [], count: subfolders.count)
        await withTaskGroup(of: (Int, LibraryWalker, AlbumSource?).self) { group in
            for (index, subfolder) in subfolders.enumerated() {
                group.addTask {
                    var walker = prototype
                    let album = await walker.walk(realPath: subfolder.realPath, relativePath: subfolder.relativePath,
                                                  ancestors: subfolder.ancestors)
                    return (index, walker, album)
                }
            }
            for await (index, walker, album) in group {
                albums[index] = album
                diagnosticsFound[index] = walker.diagnostics
                stopsFound[index] = walker.stops
                privateFound[index] = walker.privateAlbums
                kept.merge(walker.kept) { first, _ in first }
            }
        }
        stops += stopsFound.joined()
        privateAlbums += privateFound.joined()
        // Last first, so the earlier subfolders' indexes still hold.
        for (subfolder, diagnostics) in zip(subfolders, diagnosticsFound).reversed() {
            self.diagnostics.insert(contentsOf: diagnostics, at: subfolder.diagnosticsIndex)
        }
        return albums.compactMap { $0 }
    }

    /// `names` in byte order of their UTF-8, so the scan is the same on every machine. Sorted as spans of one buffer
    /// of their bytes: comparing the strings themselves, retaining both at each step, was a tenth of a large
    /// library's scan.
    static func sortedByBytes(_ names: [String]) -> [String] {
        var bytes: [UInt8] = []
        var spans: [(start: Int, count: Int)] = []
        spans.reserveCapacity(names.count)
        for name in names {
            spans.append((bytes.count, name.utf8.count))
            bytes.append(contentsOf: name.utf8)
        }
        var order = Array(names.indices)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            spans.withUnsafeBufferPointer { spans in
                order.sort { i, j in
                    ByteOrder.precedes(UnsafeRawBufferPointer(start: base + spans[i].start, count: spans[i].count),
                                       UnsafeRawBufferPointer(start: base + spans[j].start, count: spans[j].count))
                }
            }
        }
        return order.map { names[$0] }
    }

    /// `lstat`s an entry (relative to its open folder) and follows a symbolic link only when it resolves inside
    /// the library.
    mutating func classify(name: String, in folder: borrowing OpenFolder, realPath: String, relativeFolder: String) -> Entry? {
        guard let status = folder.status(of: name) else {
            let error = SystemError(code: errno)
            diagnostics.append(Diagnostic(path: join(relativeFolder, name), step: .scan, message: "cannot be read (\(error.message)); skipped"))
            return nil
        }
        switch status.kind {
        case .file: return .file(status, target: nil)
        case .directory: return .directory(realPath: realPath + "/" + name)
        case .other: return nil
        case .symbolicLink:
            let relativePath = join(relativeFolder, name)
            guard let target = FileStatus.realPath(realPath + "/" + name), let resolved = FileStatus.of(target, followingLinks: true) else {
                diagnostics.append(Diagnostic(path: relativePath, step: .scan, message: "broken symbolic link (its target does not exist); skipped"))
                return nil
            }
            guard isInsideLibrary(target) else {
                // Only report links that would have mattered: photos, folders and sidecars.
                if resolved.kind == .directory || LibraryScanner.isPhotoFileName(name) || name.hasSuffix(".json") {
                    diagnostics.append(Diagnostic(path: relativePath, step: .scan,
                                                  message: "symbolic link to \(target), outside the library; skipped. Move or copy it into the library to publish it"))
                }
                return nil
            }
            switch resolved.kind {
            case .file: return .file(resolved, target: target)
            case .directory: return .directory(realPath: target)
            default: return nil
            }
        }
    }

    /// Reads the photo's sidecar when there is one. An invalid value loses only its key (a warning); one that guards
    /// privacy stops the build; a sidecar that cannot be read or does not parse withholds the photo (privacy fails
    /// closed: it may be what hid it), which the build may publish as it last did (`PhotoSource.sidecarUnusable`).
    mutating func photo(_ file: SourceFile, sidecar: Entry?, name: String, folder: String) -> PhotoSource {
        guard let fullPath = sidecar?.filePath(name: LibraryScanner.sidecarName(forPhoto: name), in: folder) else { return PhotoSource(file: file) }
        let relative = LibraryScanner.sidecarName(forPhoto: file.path)
        // The file itself, not a link's target (whose `stat` is another file's), as an earlier scan read it.
        var status: FileStatus?
        if case .file(let own, nil)? = sidecar { status = own }
        if let status, let known = known.sidecar(at: relative, status: status) {
            kept[relative] = KnownSidecars.Reading(stamp: KnownSidecars.Stamp(status), sidecar: known)
            return PhotoSource(file: file, sidecar: known, hasSidecarFile: true)
        }
        do {
            let reading = try Sidecar.read(from: fullPath)
            if !reading.guardedProblems.isEmpty { stops.append(.guarded(relative, reading.guardedProblems)) }
            let warnings = reading.warnings(path: relative, step: .sidecar)
            diagnostics += warnings
            if warnings.isEmpty, reading.guardedProblems.isEmpty, let status,
               let keep = KnownSidecars.reading(reading.value, status: status, scanStart: scanStart) {
                kept[relative] = keep
            }
            return PhotoSource(file: file, sidecar: reading.value, hasSidecarFile: true)
        } catch {
            diagnostics.append(Diagnostic(path: relative, step: .sidecar,
                                          message: "\(error.description); \(PhotoSource.withheldNote)"))
            return PhotoSource.withheld(file)
        }
    }

    func isInsideLibrary(_ realPath: String) -> Bool {
        FolderBoundary(realRoot: rootReal).contains(realPath: realPath)
    }

    func join(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }
}
