import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads with a size limit, and the clock files are stamped by: the one set of file helpers every
/// stage reads through (sidecars and settings, photos, XMP sidecars, the site's own files).
public enum FileIO {
    /// Sidecars and settings files: generous for metadata, small enough to refuse a photo saved by mistake.
    public static let metadataLimit = 1 << 20
    /// A photo or a RAW, read whole to hash and render it.
    public static let photoLimit = 1 << 31

    /// Reads the whole file at `path`. The limit is checked before anything is allocated, and again when the file
    /// grows while it is read, so a huge or endless file cannot exhaust memory; anything but a regular file (a
    /// FIFO, /dev/zero, a folder) is refused unread, and opening does not wait on one.
    public static func read(_ path: String, limit: Int = Int.max) throws(FileReadError) -> [UInt8] {
        let (descriptor, info) = try openRegularFile(path)
        defer { close(descriptor) }
        guard Int64(info.st_size) <= Int64(limit) else { throw FileReadError(path: path, reason: .tooLarge(limit: limit)) }

        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        guard let done = fill(&bytes, from: descriptor, at: 0) else { throw FileReadError(path: path, reason: .system(errno: errno)) }
        if done < bytes.count {
            bytes.removeLast(bytes.count - done)  // the file shrank while it was read
            return bytes
        }
        // Whether the file grew after fstat, asked with one byte: most files did not, and a 64 KB buffer zeroed for
        // each was most of the cost of reading 10,000 small sidecars.
        var probe: [UInt8] = [0]
        guard let more = fill(&probe, from: descriptor, at: bytes.count) else { throw FileReadError(path: path, reason: .system(errno: errno)) }
        if more == 0 { return bytes }
        bytes.append(probe[0])
        if bytes.count > limit { throw FileReadError(path: path, reason: .tooLarge(limit: limit)) }
        // It grew: read on to its end, refusing it once it passes the limit.
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            guard let count = fill(&chunk, from: descriptor, at: bytes.count) else {
                throw FileReadError(path: path, reason: .system(errno: errno))
            }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw FileReadError(path: path, reason: .tooLarge(limit: limit)) }
            if count < chunk.count { return bytes }
        }
    }

    /// The first `count` bytes of the file at `path`, fewer when it is shorter: what sniffing a format or a short
    /// list needs. Nil when it cannot be opened or read; opening does not wait on a FIFO.
    public static func readPrefix(_ path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        guard let done = fill(&bytes, from: descriptor, at: 0) else { return nil }
        bytes.removeLast(count - done)
        return bytes
    }

    /// `count` bytes of the regular file at `path` from `offset`, fewer when it ends sooner: what a byte-range
    /// request needs without reading the whole file.
    public static func read(_ path: String, offset: Int, count: Int) throws(FileReadError) -> [UInt8] {
        let (descriptor, _) = try openRegularFile(path)
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: max(0, count))
        guard let done = fill(&bytes, from: descriptor, at: offset) else { throw FileReadError(path: path, reason: .system(errno: errno)) }
        bytes.removeLast(bytes.count - done)
        return bytes
    }

    /// The file at `path` opened for reading, with its status; anything but a regular file is refused (closed).
    private static func openRegularFile(_ path: String) throws(FileReadError) -> (Int32, stat) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            throw FileReadError(path: path, reason: code == ENOENT ? .missing : .system(errno: code))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw FileReadError(path: path, reason: .system(errno: code))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw FileReadError(path: path, reason: .notAFile)
        }
        return (descriptor, info)
    }

    /// Reads into `buffer` from `offset` in the file until the buffer is full or the file ends; how many bytes it
    /// read, or nil on an error (`errno` says which).
    private static func fill(_ buffer: inout [UInt8], from descriptor: Int32, at offset: Int) -> Int? {
        var done = 0
        while done < buffer.count {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, $0.count - done, off_t(offset + done)) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            done += count
        }
        return done
    }

    /// `read(_:limit:)` of a file URL's path.
    public static func read(_ url: URL, limit: Int = Int.max) throws(FileReadError) -> [UInt8] {
        try read(url.path, limit: limit)
    }

    /// The wall-clock time now, in the units of `FileStatus.modified` (nanoseconds since 1970). The fine clock: no
    /// file written before this call carries a later time, whether the kernel stamped it coarsely or finely.
    public static func currentTime() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return FileStatus.nanoseconds(now)
    }
}
