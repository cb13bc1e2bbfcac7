#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a small file could not be read.
public struct FileReadError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        case missing
        case tooLarge(limit: Int)
        case notAFile
        case system(errno: Int32)
    }

    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// What is wrong, without the path.
    public var message: String {
        switch reason {
        case .missing: "no such file"
        case .tooLarge(let limit): "the file is larger than \(limit / 1024) KiB, which is more than it can sensibly hold; it was not read"
        case .notAFile: "is not a regular file"
        case .system(let code): "cannot be read: \(String(cString: strerror(code)))"
        }
    }

    public var description: String { "\(path): \(message)" }
}

/// Reads small files (sidecars, settings) with a size limit checked before reading, so a huge or
/// endless file (a FIFO, /dev/zero) cannot exhaust memory.
public enum FileBytes {
    /// Sidecars and settings files: generous for metadata, small enough to refuse a photo saved by mistake.
    public static let metadataLimit = 1 << 20

    public static func contents(of path: String, limit: Int = metadataLimit) throws(FileReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            throw FileReadError(path: path, reason: code == ENOENT ? .missing : .system(errno: code))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileReadError(path: path, reason: .system(errno: errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw FileReadError(path: path, reason: .notAFile) }
        guard Int64(info.st_size) <= Int64(limit) else { throw FileReadError(path: path, reason: .tooLarge(limit: limit)) }

        var result: [UInt8] = []
        result.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileReadError(path: path, reason: .system(errno: errno))
            }
            if count == 0 { break }
            result.append(contentsOf: chunk[0..<count])
            // The file grew after fstat: refuse rather than read on without bound.
            if result.count > limit { throw FileReadError(path: path, reason: .tooLarge(limit: limit)) }
        }
        return result
    }
}
