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
        return FileStatus(kind: kind, size: Int64(info.st_size), modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// The canonical absolute path (symlinks resolved), or nil when it does not resolve.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The names in a folder (without `.` and `..`), or the `errno` of the failure.
    static func names(in path: String) -> Result<[String], SystemError> {
        guard let directory = opendir(path) else { return .failure(SystemError(code: errno)) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names)
    }
}

/// An `errno` with its text.
struct SystemError: Error {
    var code: Int32
    var message: String { String(cString: strerror(code)) }
}
