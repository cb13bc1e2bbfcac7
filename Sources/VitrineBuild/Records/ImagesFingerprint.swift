import Foundation
import VitrineCatalog
import VitrineCore
import VitrineSite
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fingerprint of the site's images (`SiteStamp.images`: the value `SiteWriter.fingerprint(under:)` gives),
/// made from the catalog's record of each folder in the images folder whose status is as it was when a build
/// listed it. At 100,000 photos a no-op rebuild listed 400,000 images, a fifth of its time; now it looks at the
/// status of 256 folders.
///
/// A folder's status (`identity`: device, inode, size, times of last change and modification) changes when a file
/// is added to it, removed or renamed, but only as finely as the file system's clock: a change in the same tick
/// as a listing could leave it as it was. So a listing is recorded only for a folder that had not changed for
/// `settling` seconds before the listing (by the file system's own clock, read from a file made in the site:
/// `fileSystemTime`), that holds no folders (a change deeper down leaves its status alone), and whose status is the
/// same after the listing as before.
struct ImagesFingerprint {
    /// The fingerprint, as `SiteStamp.images` holds it.
    var text: String
    /// The folders listed this time whose listing the next build may trust.
    var listed: [ImageFolderRecord] = []
    /// The site-relative paths of the folders in the images folder.
    var folders: Set<String> = []

    /// How long a folder must have been left alone before its listing is recorded: more than the coarsest clock
    /// of common file systems (FAT's two seconds; one on ext3 and older NFS servers).
    static let settling = 3

    /// - Parameters:
    ///   - folder: the images folder, relative to `site`.
    ///   - known: the records of earlier builds, by path.
    ///   - now: the file system's time (`fileSystemTime`); nil records nothing.
    init(site: String, folder: String, known: [String: ImageFolderRecord], now: timespec?) {
        let root = site + "/" + folder
        var files = StableFingerprint.UnorderedSet()
        var subfolders: [String] = []
        OpenFolder.forEachEntry(in: root) { entry in
            guard !entry.isHidden else { return }
            let name = entry.name
            switch entry.kind(at: root + "/" + name) {
            case .directory: subfolders.append(name)
            case .file: files.insert(folder + "/" + name)
            default: break
            }
        }
        for name in subfolders {
            let path = folder + "/" + name
            folders.insert(path)
            let before = Self.identity(of: root + "/" + name)
            if let before, let record = known[path], record.identity == before.text {
                files.insert(contentsOf: StableFingerprint.UnorderedSet(count: record.count, sum: record.sum, xor: record.xor))
                continue
            }
            let listing = Self.listing(under: root + "/" + name, prefix: path + "/")
            files.insert(contentsOf: listing.files)
            guard let before, let now, listing.complete, listing.subfolders == 0,
                  before.changed.tv_sec < now.tv_sec - Self.settling,
                  Self.identity(of: root + "/" + name)?.text == before.text else { continue }
            listed.append(ImageFolderRecord(path: path, identity: before.text, count: listing.files.count,
                                            sum: listing.files.sum, xor: listing.files.xor))
        }
        text = files.text
    }

    /// A folder's status as text, and the time it last changed.
    struct Identity {
        var text: String
        var changed: timespec
    }

    static func identity(of path: String) -> Identity? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        let changed = FileStatus.changeTime(of: info), modified = FileStatus.modificationTime(of: info)
        let text = "\(info.st_dev)-\(info.st_ino)-\(info.st_size)-\(changed.tv_sec).\(changed.tv_nsec)-\(modified.tv_sec).\(modified.tv_nsec)"
        return Identity(text: text, changed: changed)
    }

    /// The file system's time now, as the change time of a file made in `folder` (removed again); nil when none can
    /// be made. Its own clock, not this machine's: a network file system's server may keep another time.
    static func fileSystemTime(in folder: String) -> timespec? {
        let path = folder + "/.clock-\(UInt64.random(in: 0...UInt64.max))"
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        defer {
            close(descriptor)
            unlink(path)
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FileStatus.changeTime(of: info)
    }
}
