import Foundation

/// The recursive part of a scan: one folder at a time, collecting diagnostics.
struct LibraryWalker {
    let rootReal: String
    /// Real paths of folders to leave out.
    let excluded: Set<String>
    var diagnostics: [Diagnostic] = []

    init(rootReal: String, excluded: Set<String>) {
        self.rootReal = rootReal
        self.excluded = excluded
    }

    /// An entry after following a symbolic link (when allowed).
    enum Entry {
        case file(FileStatus, fullPath: String)
        case directory(realPath: String)
    }

    /// Scans one folder; nil when it holds no photos at any depth (the root is kept by the caller).
    mutating func walk(realPath: String, relativePath: String, ancestors: Set<String>) -> AlbumSource? {
        let names: [String]
        switch FileStatus.names(in: realPath) {
        case .success(let found):
            var skipped: Set<String> = []
            if found.contains(NoMedia.fileName) {
                switch NoMedia.load(at: realPath + "/" + NoMedia.fileName) {
                case .wholeFolder?: return nil
                case .names(let listed)?: skipped = listed
                case nil: break
                }
            }
            names = found.filter { !$0.hasPrefix(".") && !skipped.contains($0) }
                .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        case .failure(let error):
            diagnostics.append(Diagnostic(path: relativePath, step: .scan,
                                          message: "folder cannot be read (\(error.message)); skipped. Check its permissions"))
            return nil
        }

        var entries: [String: Entry] = [:]
        for name in names {
            if let entry = classify(name: name, in: realPath, relativePath: join(relativePath, name)) {
                entries[name] = entry
            }
        }

        var album = AlbumSource(path: relativePath)
        if case .file? = entries[AlbumSettings.fileName] {
            let path = join(relativePath, AlbumSettings.fileName)
            do {
                album.settings = try AlbumSettings.load(from: realPath + "/" + AlbumSettings.fileName)
            } catch {
                diagnostics.append(Diagnostic(path: path, step: .settings, message: "\(error.description); using the album's defaults"))
            }
        }

        let xmpSidecars = XMPSidecarNames(names)
        for name in names {
            switch entries[name] {
            case .file(let status, let fullPath)? where MediaSniffer.isPhoto(name: name, at: fullPath):
                let file = SourceFile(path: join(relativePath, name), size: status.size, modified: status.modified)
                var found = photo(file, sidecarEntry: entries[LibraryScanner.sidecarName(forPhoto: name)])
                found.xmpSidecar = xmpSidecars.sidecars(forPhoto: name).compactMap { xmpName -> SourceFile? in
                    guard case .file(let xmp, _)? = entries[xmpName] else { return nil }
                    return SourceFile(path: join(relativePath, xmpName), size: xmp.size, modified: xmp.modified)
                }.first
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
                if let child = walk(realPath: childReal, relativePath: join(relativePath, name), ancestors: inner) {
                    album.albums.append(child)
                }
            default:
                continue
            }
        }
        album.photos = RawPairing.pair(album.photos)
        guard !album.photos.isEmpty || !album.albums.isEmpty else { return nil }
        return album
    }

    /// `lstat`s an entry and follows a symbolic link only when it resolves inside the library.
    mutating func classify(name: String, in folder: String, relativePath: String) -> Entry? {
        let fullPath = folder + "/" + name
        guard let status = FileStatus.of(fullPath, followingLinks: false) else {
            let error = SystemError(code: errno)
            diagnostics.append(Diagnostic(path: relativePath, step: .scan, message: "cannot be read (\(error.message)); skipped"))
            return nil
        }
        switch status.kind {
        case .file: return .file(status, fullPath: fullPath)
        case .directory: return .directory(realPath: fullPath)
        case .other: return nil
        case .symbolicLink:
            guard let target = FileStatus.realPath(fullPath), let resolved = FileStatus.of(target, followingLinks: true) else {
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
            case .file: return .file(resolved, fullPath: target)
            case .directory: return .directory(realPath: target)
            default: return nil
            }
        }
    }

    /// Reads the photo's sidecar when there is one; a malformed one is reported and left out.
    mutating func photo(_ file: SourceFile, sidecarEntry: Entry?) -> PhotoSource {
        guard case .file(_, let fullPath)? = sidecarEntry else { return PhotoSource(file: file) }
        do {
            return PhotoSource(file: file, sidecar: try Sidecar.load(from: fullPath), hasSidecarFile: true)
        } catch {
            diagnostics.append(Diagnostic(path: LibraryScanner.sidecarName(forPhoto: file.path), step: .sidecar,
                                          message: "\(error.description); the photo is published without its sidecar"))
            return PhotoSource(file: file, hasSidecarFile: true)
        }
    }

    func isInsideLibrary(_ realPath: String) -> Bool {
        rootReal == "/" || realPath == rootReal || realPath.hasPrefix(rootReal + "/")
    }

    func join(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }
}
