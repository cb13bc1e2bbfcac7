#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileIO {
    /// Relative paths kept as one buffer of NUL-terminated UTF-8, ready for `fstatat`: 100,000 page paths take
    /// their bytes, not a `String` (and an allocation) each.
    public struct PathList: Sendable {
        /// The paths, each followed by a NUL.
        fileprivate private(set) var bytes: [UInt8] = []
        public private(set) var count = 0

        public init() {}

        public mutating func append(_ path: String) {
            bytes += path.utf8
            bytes.append(0)
            count += 1
        }

        /// Byte ranges of about `parts` runs of neighbouring paths, each starting at a path's first byte.
        public func runs(_ parts: Int) -> [Range<Int>] {
            let target = max(1, bytes.count / max(1, parts))
            var runs: [Range<Int>] = []
            var start = 0
            while start < bytes.count {
                var end = min(start + target, bytes.count)
                while end < bytes.count && bytes[end - 1] != 0 { end += 1 }
                runs.append(start..<end)
                start = end
            }
            return runs
        }
    }

    /// Looks up many files below one root, each with `fstatat` relative to its folder, which stays open while the
    /// next paths are in the same folder: the kernel then walks one name per file instead of the whole path.
    /// Paths in byte order (as the catalog gives them) keep each folder's files together.
    public struct RelativeStatus: ~Copyable {
        private let root: String
        /// The folder `descriptor` is open on, relative to `root`; nil before the first lookup.
        private var folder: [UInt8]?
        private var descriptor: Int32 = -1

        public init(root: String) {
            self.root = root
        }

        /// The modification time (ns) of the file at `path`, relative to the root and following symbolic links as
        /// `FileStatus.of(_:followingLinks: true)` does; nil when it is not there.
        public mutating func modified(_ path: String) -> Int64? {
            var list = PathList()
            list.append(path)
            var modified: Int64?
            _ = allModified(in: list, run: 0..<list.bytes.count) { modified = $0; return true }
            return modified
        }

        /// Calls `isAcceptable` with the modification time (ns) of each file of `run` (a range of `paths.runs`), nil
        /// for one that is not there, until it returns false. Returns false when it did.
        public mutating func allModified(in paths: PathList, run: Range<Int>, _ isAcceptable: (Int64?) -> Bool) -> Bool {
            paths.bytes.withUnsafeBufferPointer { bytes in
                var start = run.lowerBound
                while start < run.upperBound {
                    var end = start
                    var slash: Int?
                    while bytes[end] != 0 {
                        if bytes[end] == UInt8(ascii: "/") { slash = end }
                        end += 1
                    }
                    let parent = UnsafeBufferPointer(rebasing: bytes[start..<(slash ?? start)])
                    if folder.map({ !$0.elementsEqual(parent) }) ?? true {
                        if descriptor >= 0 { close(descriptor) }
                        let relative = String(decoding: parent, as: UTF8.self)
                        descriptor = open(relative.isEmpty ? root : root + "/" + relative, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                        folder = Array(parent)
                    }
                    var modified: Int64?
                    // A folder that is gone took its files with it.
                    if descriptor >= 0 {
                        let name = UnsafeRawPointer(bytes.baseAddress! + (slash.map { $0 + 1 } ?? start)).assumingMemoryBound(to: CChar.self)
                        modified = FileStatus.of(name, in: descriptor, followingLinks: true)?.modified
                    }
                    guard isAcceptable(modified) else { return false }
                    start = end + 1
                }
                return true
            }
        }

        deinit {
            if descriptor >= 0 { close(descriptor) }
        }
    }
}
