#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat`/`lstat` says about a path: only what the scan needs.
struct FileStatus {
    enum Kind { case file, directory, symbolicLink, other }

    var kind: Kind
    var size: Int64
    /// Nanoseconds since 1970.
    var modified: Int64

    /// `lstat` (the link itself) or `stat` (what it points to); nil with `errno` set when it fails.
    static func of(_ path: String, followingLinks: Bool) -> FileStatus? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return nil }
        return FileStatus(info)
    }

    /// `of(_:followingLinks:)` for the entry `name` of the open folder `folder` (`fstatat`): the kernel looks up
    /// one name instead of walking the whole path again for each entry of a large folder.
    static func of(_ name: String, in folder: Int32, followingLinks: Bool) -> FileStatus? {
        var info = stat()
        guard fstatat(folder, name, &info, followingLinks ? 0 : AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FileStatus(info)
    }

    private init(_ info: stat) {
        let kind: Kind = switch info.st_mode & S_IFMT {
        case S_IFREG: .file
        case S_IFDIR: .directory
        case S_IFLNK: .symbolicLink
        default: .other
        }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        self.init(kind: kind, size: Int64(info.st_size), modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    init(kind: Kind, size: Int64, modified: Int64) {
        self.kind = kind
        self.size = size
        self.modified = modified
    }

    /// The canonical absolute path (symlinks resolved), or nil when it does not resolve.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The names in a folder (without `.` and `..`), or the `errno` of the failure.
    static func names(in path: String) -> Result<[String], SystemError> {
        guard let folder = OpenFolder(path) else { return .failure(SystemError(code: errno)) }
        return .success(folder.names)
    }
}

/// A folder kept open while the scan looks at its entries: its names, and the status of each looked up relative
/// to it (`FileStatus.of(_:in:followingLinks:)`). Closed when it goes out of scope.
struct OpenFolder: ~Copyable {
    private let directory: OpaquePointer
    /// The names in the folder (without `.` and `..`), in the order the file system gives them.
    let names: [String]

    /// Opens and lists the folder; nil with `errno` set when it cannot be opened.
    init?(_ path: String) {
        guard let directory = opendir(path) else { return nil }
        self.directory = directory
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        self.names = names
    }

    /// The status of the entry `name`, without following a final symbolic link unless asked; nil with `errno` set
    /// when it fails.
    func status(of name: String, followingLinks: Bool = false) -> FileStatus? {
        FileStatus.of(name, in: dirfd(directory), followingLinks: followingLinks)
    }

    deinit { closedir(directory) }
}

/// An `errno` with its text.
struct SystemError: Error {
    var code: Int32
    var message: String { String(cString: strerror(code)) }
}
