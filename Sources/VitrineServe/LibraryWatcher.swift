import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Notices changes in the library folder: inotify on Linux, a stat fingerprint poll elsewhere or when
/// inotify is unavailable (e.g. its watch limit is reached). Hidden entries, like the `.vitrine` cache, are ignored,
/// and so is the site folder when it is inside the library (`LIBRARY/public`): each build would wake the watcher.
public struct LibraryWatcher: Sendable {
    public let library: URL
    /// Standardised paths of folders inside the library to ignore (the site folder).
    public let excluded: Set<String>
    /// How often to look, and how long changes must settle before a rebuild.
    public var interval: Duration = .milliseconds(300)

    public init(library: URL, excluding excluded: [URL] = []) {
        self.library = library
        self.excluded = Set(excluded.map { $0.standardizedFileURL.path })
    }

    /// Waits until something in the library changed and settled. Returns on cancellation too.
    public func nextChange() async {
        #if canImport(Glibc)
        if let inotify = Inotify(root: library, excluding: excluded) {
            await waitWithInotify(inotify)
            return
        }
        #endif
        await waitByPolling()
    }

    private func waitByPolling() async {
        let start = Self.fingerprint(library, excluding: excluded)
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            if Self.fingerprint(library, excluding: excluded) != start {
                await settle()
                return
            }
        }
    }

    /// Waits until the fingerprint stops moving, so a copy of many files triggers one rebuild.
    private func settle() async {
        var last = Self.fingerprint(library, excluding: excluded)
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            let now = Self.fingerprint(library, excluding: excluded)
            if now == last { return }
            last = now
        }
    }

    #if canImport(Glibc)
    private func waitWithInotify(_ inotify: Inotify) async {
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            if inotify.drainRelevantEvents() {
                await settle()
                return
            }
        }
    }
    #endif

    /// Paths, sizes and mtimes of every visible entry, hashed.
    static func fingerprint(_ root: URL, excluding excluded: Set<String> = []) -> Int {
        var hasher = Hasher()
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else { return 0 }
        for case let url as URL in walker {
            if excluded.contains(url.standardizedFileURL.path) {
                walker.skipDescendants()
                continue
            }
            hasher.combine(url.path)
            let values = try? url.resourceValues(forKeys: Set(keys))
            hasher.combine(values?.fileSize)
            hasher.combine(values?.contentModificationDate)
        }
        return hasher.finalize()
    }
}

#if canImport(Glibc)
/// Owns an inotify descriptor watching every visible folder of the library.
final class Inotify {
    private let descriptor: Int32

    /// Names in the root folder whose events do not count (the site folder's, when it is there).
    private let ignoredRootNames: Set<String>
    private var rootWatch: Int32 = -1

    init?(root: URL, excluding excluded: Set<String>) {
        let rootPath = root.standardizedFileURL.path
        ignoredRootNames = Set(excluded.filter { URL(fileURLWithPath: $0).deletingLastPathComponent().standardizedFileURL.path == rootPath }
            .map { URL(fileURLWithPath: $0).lastPathComponent })
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        descriptor = fd
        let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE | IN_ATTRIB)
        var folders = [root]
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                if excluded.contains(url.standardizedFileURL.path) {
                    walker.skipDescendants()
                    continue
                }
                folders.append(url)
            }
        }
        for folder in folders {
            let watch = inotify_add_watch(fd, folder.path, mask)
            guard watch >= 0 else { return nil }  // deinit closes; the caller falls back to polling
            if folder == root { rootWatch = watch }
        }
    }

    deinit {
        close(descriptor)
    }

    /// Reads all pending events; true when any concerns a visible name.
    func drainRelevantEvents() -> Bool {
        var relevant = false
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return relevant }
            var offset = 0
            buffer.withUnsafeBytes { raw in
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameStart = offset + MemoryLayout<inotify_event>.size
                    let nameBytes = raw[nameStart..<min(nameStart + length, count)].prefix { $0 != 0 }
                    let watch = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let ignored = watch == rootWatch && !ignoredRootNames.isEmpty
                        && ignoredRootNames.contains(String(decoding: nameBytes, as: UTF8.self))
                    if nameBytes.first != UInt8(ascii: ".") && !ignored { relevant = true }
                    offset = nameStart + length
                }
            }
        }
    }
}
#endif
