#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileIO {
    /// Looks up many files below one root, each with `fstatat` relative to its folder, which stays open while the
    /// next paths are in the same folder: the kernel then walks one name per file instead of the whole path.
    /// Paths in byte order (as the catalog gives them) keep each folder's files together.
    struct RelativeStatus: ~Copyable {
        private let root: String
        /// The folder `descriptor` is open on, relative to `root`; nil before the first lookup.
        private var folder: Substring?
        private var descriptor: Int32 = -1

        init(root: String) {
            self.root = root
        }

        /// The modification time (ns) of the file at `path`, relative to the root and following symbolic links as
        /// `FileIO.status` does; nil when it is not there.
        mutating func modified(_ path: String) -> Int64? {
            let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
            let parent = slash.map { path[..<$0] } ?? ""
            if parent != folder {
                if descriptor >= 0 { close(descriptor) }
                descriptor = open(parent.isEmpty ? root : root + "/" + parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                folder = parent
            }
            guard descriptor >= 0 else { return nil }  // the folder is gone, and its files with it
            let name = slash.map { path[path.utf8.index(after: $0)...] } ?? path[...]
            var info = stat()
            guard name.withCString({ fstatat(descriptor, $0, &info, 0) }) == 0 else { return nil }
            #if canImport(Darwin)
            let time = info.st_mtimespec
            #else
            let time = info.st_mtim
            #endif
            return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
        }

        deinit {
            if descriptor >= 0 { close(descriptor) }
        }
    }
}
