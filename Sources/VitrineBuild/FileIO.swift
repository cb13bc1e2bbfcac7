import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Small, careful file operations: whole-file reads and crash-safe writes.
enum FileIO {
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var operation: String
        var code: Int32
        var description: String { "\(operation) failed: \(String(cString: strerror(code)))" }
    }

    /// Reads a whole file; `limit` guards against absurd sizes before allocating.
    static func read(_ url: URL, limit: Int = Int.max) throws -> [UInt8] {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(path: url.path, operation: "open", code: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(path: url.path, operation: "stat", code: errno) }
        let size = Int(info.st_size)
        guard size <= limit else { throw Failure(path: url.path, operation: "read (file too large)", code: EFBIG) }
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, size - done, off_t(done)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(path: url.path, operation: "read", code: errno)
            }
            if n == 0 { break }  // file shrank while reading
            done += n
        }
        if done < size { bytes.removeLast(size - done) }
        return bytes
    }

    /// Writes via a temporary file and a rename, so a crash leaves the old file or the new one.
    /// The temporary goes in `temporaryFolder` (same file system) so a killed build leaves its debris in one
    /// place that the next build clears; by default, beside the target.
    static func writeAtomically(_ bytes: [UInt8], to url: URL, temporaryFolder: URL? = nil, sync: Bool = false) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Pages are written on several threads into one temporary folder, and many share a name (`index.html`),
        // so each write makes a name of its own, created exclusively; a name made of the file's name and the pid
        // alone let one thread rename away the temporary another was still writing.
        var temporary: URL
        var fd: Int32
        repeat {
            let unique = String(UInt64.random(in: .min ... .max), radix: 36)
            temporary = (temporaryFolder ?? folder).appendingPathComponent(".\(url.lastPathComponent).\(unique).tmp")
            fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        } while fd < 0 && errno == EEXIST
        guard fd >= 0 else { throw Failure(path: temporary.path, operation: "create", code: errno) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(fd)
                unlink(temporary.path)
                throw Failure(path: url.path, operation: "write", code: code)
            }
            written += n
        }
        if sync, fsync(fd) != 0 {
            let code = errno
            close(fd)
            unlink(temporary.path)
            throw Failure(path: url.path, operation: "fsync", code: code)
        }
        guard close(fd) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw Failure(path: url.path, operation: "close", code: code)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw Failure(path: url.path, operation: "rename", code: code)
        }
    }

    /// The wall-clock time now, in the units of `status(_:).modified` (nanoseconds since 1970). The fine clock: no
    /// file written before this call carries a later time, whether the kernel stamped it coarsely or finely.
    static func currentTime() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }

    /// Size and modification time (ns) without following a final symlink's target out of the library.
    static func status(_ path: String) -> (size: Int64, modified: Int64, isDirectory: Bool)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        return (Int64(info.st_size), Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec), isDirectory)
    }
}
