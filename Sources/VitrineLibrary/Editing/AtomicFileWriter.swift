#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an atomic write failed, and at which step. The target file is untouched whatever the step.
public struct AtomicWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Step: String, Hashable, Sendable {
        case create, write, sync, verify, rename, syncFolder
    }

    public var path: String
    public var step: Step
    public var message: String

    public init(path: String, step: Step, message: String) {
        self.path = path
        self.step = step
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}

/// Replaces a file so a crash leaves the old or the new content, never half: a temporary file in the same
/// folder is written and fsynced, a last check runs, the temporary is renamed over the target, the folder is fsynced.
public struct AtomicFileWriter: Sendable {
    /// The rename step, injectable so tests can simulate a crash or failure between write and rename.
    public var rename: @Sendable (_ from: String, _ to: String) throws(AtomicWriteError) -> Void

    public init(rename: @escaping @Sendable (_ from: String, _ to: String) throws(AtomicWriteError) -> Void = AtomicFileWriter.systemRename) {
        self.rename = rename
    }

    /// POSIX `rename(2)`: atomic within one file system.
    public static let systemRename: @Sendable (String, String) throws(AtomicWriteError) -> Void = { from, to throws(AtomicWriteError) in
        if posixRename(from, to) != 0 {
            throw AtomicWriteError(path: to, step: .rename, message: "cannot be replaced (\(String(cString: strerror(errno))))")
        }
    }

    /// Writes `bytes` to `path` atomically. `verify` runs after the data is on disk and just before the rename;
    /// when it throws, nothing is replaced. The new file keeps the old one's permissions.
    public func write(_ bytes: [UInt8], to path: String,
                      verify: () throws(AtomicWriteError) -> Void = {}) throws(AtomicWriteError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = (folder == "/" ? "" : folder) + "/.\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

        func failure(_ step: AtomicWriteError.Step, _ what: String) -> AtomicWriteError {
            AtomicWriteError(path: path, step: step, message: "\(what) (\(String(cString: strerror(errno))))")
        }

        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(.create, "cannot create a temporary file beside it") }
        var closed = false
        var renamed = false
        defer {
            if !closed { close(descriptor) }
            if !renamed { unlink(temporary) }
        }
        var previous = stat()
        if stat(path, &previous) == 0 { _ = fchmod(descriptor, previous.st_mode & 0o7777) }

        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { posixWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(.write, "cannot be written")
            }
            offset += count
        }
        guard fsync(descriptor) == 0 else { throw failure(.sync, "cannot be flushed to disk") }
        closed = true
        guard close(descriptor) == 0 else { throw failure(.write, "cannot be written") }

        try verify()
        try rename(temporary, path)
        renamed = true

        // The rename is only durable once the folder entry is on disk too.
        let folderDescriptor = open(folder, O_RDONLY | O_CLOEXEC)
        guard folderDescriptor >= 0 else { throw failure(.syncFolder, "was replaced but its folder cannot be opened to flush it") }
        defer { close(folderDescriptor) }
        guard fsync(folderDescriptor) == 0 || errno == EINVAL else {
            throw failure(.syncFolder, "was replaced but its folder cannot be flushed to disk")
        }
    }
}

// Module-qualified names would differ between Glibc and Darwin; these keep the calls unambiguous.
@inline(__always) private func posixRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
@inline(__always) private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, buffer, count) }
