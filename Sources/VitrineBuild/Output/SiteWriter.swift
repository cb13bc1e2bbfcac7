import Foundation
import VitrineCore
#if canImport(Glibc)
import Glibc
#endif

/// Writes pages only when their bytes changed (so rsync and S3 sync see only real changes) and deletes
/// what Vitrine made before and no page uses now, never anything else in the site folder.
struct SiteWriter: Sendable {
    var site: URL

    /// Where temporary files live while they are written; cleared at the start and end of every build.
    var temporaryFolder: URL { site.appendingPathComponent(".vitrine-tmp", isDirectory: true) }

    /// Removes debris a killed build may have left, and makes the folder ready.
    func resetTemporaryFolder() throws(BuildError) {
        do {
            try? FileManager.default.removeItem(at: temporaryFolder)
            try FileManager.default.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
        } catch {
            throw BuildError(path: site.path, step: .write, message: "cannot write into the site folder (\(error.localizedDescription)); check it is writable")
        }
    }

    func removeTemporaryFolder() {
        try? FileManager.default.removeItem(at: temporaryFolder)
    }

    /// The URL of `path` in the site, once `SitePath` has checked it cannot lead out of it (a `..`, an absolute
    /// path, a folder on the way that is a symlink out). Throws otherwise: nothing is written there.
    func url(of path: String) throws(BuildError) -> URL {
        guard let url = SitePath(path)?.url(in: site) else {
            throw BuildError(path: path, step: .write, message: "refused: this path leads out of the site folder \(site.path) (a `..`, an absolute path or a symlinked folder); nothing was written there")
        }
        return url
    }

    /// Writes `bytes` at `path` whatever is there (images are content-named, so none is rewritten). A failure here is the site folder's (full disk, read-only), not the photo's.
    func overwrite(_ bytes: [UInt8], at path: String) throws(BuildError) {
        try overwrite(bytes, at: url(of: path))
    }

    private func overwrite(_ bytes: [UInt8], at url: URL) throws(BuildError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFileWriter(temporaryFolder: temporaryFolder.path, durable: false).write(bytes, to: url.path)
        } catch let error as AtomicWriteError {
            throw BuildError(path: url.path, step: .write, message: "cannot write (\(error.message)); check the site folder is writable and the disk has space")
        } catch {
            throw BuildError(path: url.path, step: .write, message: "cannot write (\(error)); check the site folder is writable and the disk has space")
        }
    }

    /// Writes `contents` at `path` unless the same bytes are already there. Returns true when it wrote.
    func write(_ contents: [UInt8], at path: String) throws(BuildError) -> Bool {
        let url = try url(of: path)
        if let existing = try? FileIO.read(url, limit: contents.count), existing == contents { return false }
        try overwrite(contents, at: url)
        return true
    }

    /// Moves the file at `temporary` (in the temporary folder) to `path`, replacing what is there.
    func move(_ temporary: String, to path: String) throws(BuildError) {
        let target = try url(of: path)
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw BuildError(path: target.path, step: .write, message: "cannot write (\(error.localizedDescription)); check the site folder is writable and the disk has space")
        }
        // rename replaces a file (or a symlink) at the target, never writes through it.
        guard rename(temporary, target.path) == 0 else {
            throw BuildError(path: target.path, step: .write, message: "cannot write (\(String(cString: strerror(errno)))); check the site folder is writable and the disk has space")
        }
    }

    /// Calls `body` with the site-relative path of every file under `folder` (e.g. `images`), keeping none.
    func forEachFile(under folder: String, _ body: (String) -> Void) {
        FileIO.forEachRegularFile(under: site.appendingPathComponent(folder).path, prefix: folder + "/", body)
    }

    /// The fingerprint of the paths `forEachFile(under: folder)` gives (`SiteStamp.images`), made without listing them: what the build
    /// stamp compares.
    func fingerprint(under folder: String) -> String {
        ImagesFingerprint.regularFiles(under: site.appendingPathComponent(folder).path, prefix: folder + "/").text
    }

    /// What `delete(_:)` did.
    struct Deletion: Equatable {
        /// How many files went.
        var deleted = 0
        /// The paths refused because they lead out of the site (a tampered catalog): nothing there was touched.
        var refused: [String] = []
    }

    /// Deletes the files at `paths` (never a folder, never through a symlink out of the site: each is a `SitePath`)
    /// and then any folder left empty by that, up to the site folder and never above it.
    func delete(_ paths: some Collection<String>) -> Deletion {
        var result = Deletion()
        guard let root = SitePath.resolvedRoot(site) else { return result }
        var folders: Set<SitePath> = []
        for text in paths {
            guard let path = SitePath(text), let url = path.url(in: site, root: root) else {
                result.refused.append(text)
                continue
            }
            // unlink: a folder named by a row stays (it is not something Vitrine wrote), a symlink goes, not its target.
            if unlink(url.path) == 0 { result.deleted += 1 }
            folders.formUnion(path.folders)
        }
        for folder in folders.sorted(by: { $0.text.utf8.count > $1.text.utf8.count }) {
            // rmdir removes only an empty folder, and not a symlink to one.
            if let url = folder.url(in: site, root: root) { rmdir(url.path) }
        }
        return result
    }
}
