#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder kept open while its entries are looked at: its names, and the status of each looked up relative to
/// it (`status(of:)`). Closed when it goes out of scope. The one `readdir` loop: the scan, the site's walks and the
/// images folder's records all read folders through `forEachEntry`.
public struct OpenFolder: ~Copyable {
    private let directory: OpaquePointer
    /// The names in the folder (without `.` and `..`), in the order the file system gives them.
    public let names: [String]

    /// Opens and lists the folder; nil with `errno` set when it cannot be opened.
    public init?(_ path: String) {
        guard let directory = opendir(path) else { return nil }
        self.directory = directory
        var names: [String] = []
        Self.forEachEntry(of: directory) { entry in
            if !entry.isDotOrDotDot { names.append(entry.name) }
        }
        self.names = names
    }

    /// The status of the entry `name`, without following a final symbolic link unless asked; nil with `errno` set
    /// when it fails.
    public func status(of name: String, followingLinks: Bool = false) -> FileStatus? {
        FileStatus.of(name, in: dirfd(directory), followingLinks: followingLinks)
    }

    deinit { closedir(directory) }

    /// Calls `body` with each entry of the folder at `path` (`.` and `..` included), in the file system's order;
    /// false when the folder cannot be opened.
    @discardableResult
    public static func forEachEntry(in path: String, _ body: (FolderEntry) -> Void) -> Bool {
        guard let directory = opendir(path) else { return false }
        defer { closedir(directory) }
        forEachEntry(of: directory, body)
        return true
    }

    private static func forEachEntry(of directory: OpaquePointer, _ body: (FolderEntry) -> Void) {
        while let entry = readdir(directory) {
            body(FolderEntry(entry: entry))
        }
    }
}

/// One entry of a folder being read (`OpenFolder.forEachEntry`), valid only during the call.
public struct FolderEntry {
    fileprivate let entry: UnsafeMutablePointer<dirent>

    /// The name's bytes as the file system gives them, without making a `String`.
    public var nameBytes: UnsafeRawBufferPointer {
        let name = UnsafeRawPointer(entry).advanced(by: MemoryLayout<dirent>.offset(of: \dirent.d_name)!)
        return UnsafeRawBufferPointer(start: name, count: strlen(name.assumingMemoryBound(to: CChar.self)))
    }

    /// The name (bytes that are not UTF-8 are replaced, as `String(cString:)` does).
    public var name: String { String(decoding: nameBytes, as: UTF8.self) }

    /// True for a name starting with `.`: hidden entries, `.` and `..`.
    public var isHidden: Bool { nameBytes.first == UInt8(ascii: ".") }

    /// True for `.` and `..`.
    public var isDotOrDotDot: Bool {
        let bytes = nameBytes
        return bytes.first == UInt8(ascii: ".") && (bytes.count == 1 || (bytes.count == 2 && bytes[1] == UInt8(ascii: ".")))
    }

    /// What the entry is: the type `readdir` gives, or, on a file system that leaves it out, what `lstat` at
    /// `path` says (a symbolic link is not followed; `.other` when it cannot). `path` is made only then.
    public func kind(at path: @autoclosure () -> String) -> FileStatus.Kind {
        switch Int32(entry.pointee.d_type) {
        case Int32(DT_DIR): return .directory
        case Int32(DT_REG): return .file
        case Int32(DT_LNK): return .symbolicLink
        case Int32(DT_UNKNOWN): return FileStatus.of(path(), followingLinks: false)?.kind ?? .other
        default: return .other
        }
    }
}
