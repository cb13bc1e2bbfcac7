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

/// Replaces a file so a crash leaves the old or the new content, never half: a temporary file is written, a last
/// check runs, and the temporary is renamed over the target. The one atomic write: sidecars (`durable`: flushed
/// to disk, the folder too, the old file's permissions kept) and the site's files (`temporaryFolder`: debris of a
/// killed build in one folder the next build clears; not flushed, a build is repeated rather than recovered).
public struct AtomicFileWriter: Sendable {
    /// Where the temporaries go (on the target's file system); nil: beside the target.
    public var temporaryFolder: String?
    /// Flush the data and then the folder entry to disk, and keep the replaced file's permissions.
    public var durable: Bool
    /// The rename step, injectable so tests can simulate a crash or failure between write and rename.
    public var rename: @Sendable (_ from: String, _ to: String) throws(AtomicWriteError) -> Void

    /// A durable writer, temporaries beside the target: for files a person keeps (sidecars).
    public init(rename: @escaping @Sendable (_ from: String, _ to: String) throws(AtomicWriteError) -> Void = AtomicFileWriter.systemRename) {
        self.init(temporaryFolder: nil, durable: true, rename: rename)
    }

    public init(temporaryFolder: String?, durable: Bool,
                rename: @escaping @Sendable (_ from: String, _ to: String) throws(AtomicWriteError) -> Void = AtomicFileWriter.systemRename) {
        self.temporaryFolder = temporaryFolder
        self.durable = durable
        self.rename = rename
    }

    /// POSIX `rename(2)`: atomic within one file system.
    public static let systemRename: @Sendable (String, String) throws(AtomicWriteError) -> Void = { from, to throws(AtomicWriteError) in
        if posixRename(from, to) != 0 {
            throw AtomicWriteError(path: to, step: .rename, message: "cannot be replaced (\(String(cString: strerror(errno))))")
        }
    }

    /// Writes `bytes` to `path` atomically. `verify` runs after the data is written and just before the rename;
    /// when it throws, nothing is replaced.
    public func write(_ bytes: [UInt8], to path: String,
                      verify: () throws(AtomicWriteError) -> Void = {}) throws(AtomicWriteError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let base = temporaryFolder ?? folder
        let temporaryBase = (base == "/" ? "" : base) + "/.\(name).tmp-"

        func failure(_ step: AtomicWriteError.Step, _ what: String) -> AtomicWriteError {
            AtomicWriteError(path: path, step: step, message: "\(what) (\(String(cString: strerror(errno))))")
        }

        // Several threads may write files of one name at once (every album's `index.html` into one temporary
        // folder), so each write makes a name of its own, created exclusively, and tries another when it is taken.
        var temporary: String
        var descriptor: Int32
        repeat {
            temporary = temporaryBase + String(UInt64.random(in: .min ... .max), radix: 36)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, durable ? 0o666 : 0o644)
        } while descriptor < 0 && errno == EEXIST
        guard descriptor >= 0 else {
            throw failure(.create, temporaryFolder == nil ? "cannot create a temporary file beside it" : "cannot create a temporary file")
        }
        var closed = false
        var renamed = false
        defer {
            if !closed { close(descriptor) }
            if !renamed { unlink(temporary) }
        }
        if durable {
            var previous = stat()
            if stat(path, &previous) == 0 { _ = fchmod(descriptor, previous.st_mode & 0o7777) }
        }

        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { posixWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(.write, "cannot be written")
            }
            offset += count
        }
        if durable, fsync(descriptor) != 0 { throw failure(.sync, "cannot be flushed to disk") }
        closed = true
        guard close(descriptor) == 0 else { throw failure(.write, "cannot be written") }

        try verify()
        try rename(temporary, path)
        renamed = true
        guard durable else { return }

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
