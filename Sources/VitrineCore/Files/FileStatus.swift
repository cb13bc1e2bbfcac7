#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat`/`lstat` says about a path: its kind, size and modification time. The one place a `stat` becomes
/// nanoseconds (`nanoseconds(_:)`), for the scan, the stamp's page checks and the images folder's records alike.
public struct FileStatus: Sendable, Equatable {
    public enum Kind: Sendable { case file, directory, symbolicLink, other }

    public var kind: Kind
    public var size: Int64
    /// Nanoseconds since 1970.
    public var modified: Int64
    /// When the contents or the status last changed (`ctime`), in nanoseconds since 1970: the kernel sets it on every
    /// change, and no tool can set it back (`touch -d` and `rsync -t` set `modified` only).
    public var changed: Int64 = 0
    /// The file's number in its file system.
    public var inode: UInt64 = 0

    public init(kind: Kind, size: Int64, modified: Int64, changed: Int64 = 0, inode: UInt64 = 0) {
        self.kind = kind
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
    }

    /// `lstat` (the link itself) or `stat` (what it points to); nil with `errno` set when it fails.
    public static func of(_ path: String, followingLinks: Bool) -> FileStatus? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return nil }
        return FileStatus(info)
    }

    /// `of(_:followingLinks:)` for the entry `name` of the open folder `folder` (`fstatat`): the kernel looks up
    /// one name instead of walking the whole path again for each entry of a large folder.
    public static func of(_ name: UnsafePointer<CChar>, in folder: Int32, followingLinks: Bool) -> FileStatus? {
        var info = stat()
        guard fstatat(folder, name, &info, followingLinks ? 0 : AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FileStatus(info)
    }

    public init(_ info: stat) {
        let kind: Kind = switch info.st_mode & S_IFMT {
        case S_IFREG: .file
        case S_IFDIR: .directory
        case S_IFLNK: .symbolicLink
        default: .other
        }
        self.init(kind: kind, size: Int64(info.st_size), modified: Self.nanoseconds(Self.modificationTime(of: info)),
                  changed: Self.nanoseconds(Self.changeTime(of: info)), inode: UInt64(info.st_ino))
    }

    /// A time as nanoseconds since 1970, the unit of `modified` and `FileIO.currentTime()`.
    public static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The time of the last change to the contents.
    public static func modificationTime(of info: stat) -> timespec {
        #if canImport(Darwin)
        info.st_mtimespec
        #else
        info.st_mtim
        #endif
    }

    /// The time of the last change to the contents or the status (names added or removed, for a folder).
    public static func changeTime(of info: stat) -> timespec {
        #if canImport(Darwin)
        info.st_ctimespec
        #else
        info.st_ctim
        #endif
    }

    /// The canonical absolute path (symlinks resolved), or nil when it does not resolve.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The names in a folder (without `.` and `..`), or the `errno` of the failure.
    public static func names(in path: String) -> Result<[String], SystemError> {
        guard let folder = OpenFolder(path) else { return .failure(SystemError(code: errno)) }
        return .success(folder.names)
    }
}

/// An `errno` with its text.
public struct SystemError: Error, Sendable {
    public var code: Int32
    public var message: String { String(cString: strerror(code)) }

    public init(code: Int32) {
        self.code = code
    }
}
