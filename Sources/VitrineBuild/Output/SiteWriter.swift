import Foundation
import VitrineCore

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

    /// Writes `bytes` at `path` whatever is there (images are content-named, so none is rewritten). A failure here is the site folder's (full disk, read-only), not the photo's.
    func overwrite(_ bytes: [UInt8], at path: String) throws(BuildError) {
        let url = site.appendingPathComponent(path)
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
        if let existing = try? FileIO.read(site.appendingPathComponent(path), limit: contents.count), existing == contents { return false }
        try overwrite(contents, at: path)
        return true
    }

    /// Site-relative paths of every file under `folder` (e.g. `images`).
    func files(under folder: String) -> [String] {
        FileIO.regularFiles(under: site.appendingPathComponent(folder).path).map { folder + "/" + $0 }
    }

    /// The fingerprint of `files(under: folder)` (`SiteStamp.images`), made without listing them: what the build
    /// stamp compares.
    func fingerprint(under folder: String) -> String {
        ImagesFingerprint.regularFiles(under: site.appendingPathComponent(folder).path, prefix: folder + "/").text
    }

    /// Deletes `paths` and then any folder left empty by that. Returns how many files went.
    func delete(_ paths: some Collection<String>) -> Int {
        var deleted = 0
        var folders: Set<String> = []
        for path in paths {
            if (try? FileManager.default.removeItem(at: site.appendingPathComponent(path))) != nil { deleted += 1 }
            var folder = (path as NSString).deletingLastPathComponent
            while !folder.isEmpty { folders.insert(folder); folder = (folder as NSString).deletingLastPathComponent }
        }
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            let url = site.appendingPathComponent(folder)
            if let entries = try? FileManager.default.contentsOfDirectory(atPath: url.path), entries.isEmpty {
                try? FileManager.default.removeItem(at: url)
            }
        }
        return deleted
    }
}
