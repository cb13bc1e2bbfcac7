#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import VitrineCore

/// What the catalog file was when the last build closed it cleanly: its device, inode, size and modification and
/// change times, written beside it (`catalog.sqlite.closed`) after the last connection checkpointed and closed.
///
/// `PRAGMA quick_check` reads the whole catalog (0.2 s of a 100,000-photo edit). What it exists to catch is a file
/// damaged outside SQLite: a crash in WAL mode leaves a sound file, so damage comes from another writer (a cache
/// restored half, a copy over it, a disk fault), and every such write moves the file's change time, which no one
/// can set back. So the check runs only when the file is not exactly as a clean close left it: no mark (the first
/// open, a build that crashed or failed, a catalog another tool opened), a different status, or a WAL file left over.
/// The mark is taken away as the catalog opens, before anything is written, so it never vouches for a file in use.
struct CatalogCloseMark: Equatable {
    static let suffix = ".closed"

    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var changed: Int64

    /// The status of the file at `path` now; nil when it cannot be read.
    init?(statusOf path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = FileStatus.nanoseconds(FileStatus.modificationTime(of: info))
        changed = FileStatus.nanoseconds(FileStatus.changeTime(of: info))
    }

    /// The mark's text form: one line, a version and five numbers.
    var text: String { "v1 \(device) \(inode) \(size) \(modified) \(changed)\n" }

    init?(text: String) {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard fields.count == 6, fields[0] == "v1",
              let device = UInt64(fields[1]), let inode = UInt64(fields[2]), let size = Int64(fields[3]),
              let modified = Int64(fields[4]), let changed = Int64(fields[5]) else { return nil }
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// Whether the catalog at `path` is as a clean close left it, taking the mark away whatever the answer: the
    /// catalog is about to be opened and written, and only the next clean close may vouch for it again.
    static func takeAway(for path: String) -> Bool {
        let markPath = path + suffix
        let mark = (try? FileIO.read(markPath, limit: 256)).map { String(decoding: $0, as: UTF8.self) }.flatMap(Self.init(text:))
        if unlink(markPath) != 0, errno != ENOENT { return false }
        guard let mark, let now = Self(statusOf: path), now == mark else { return false }
        // A WAL with frames in it was not checkpointed by a clean close: what it holds has not been checked.
        if let wal = FileStatus.of(path + "-wal", followingLinks: false), wal.size > 0 { return false }
        return true
    }

    /// Records the status of the catalog at `path`, closed cleanly just now. A failure leaves no mark: the next open checks.
    static func record(for path: String) {
        guard let mark = Self(statusOf: path) else { return }
        let writer = AtomicFileWriter(temporaryFolder: nil, durable: false)
        try? writer.write(Array(mark.text.utf8), to: path + suffix)
    }
}
