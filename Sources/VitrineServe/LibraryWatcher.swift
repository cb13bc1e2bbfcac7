import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Notices changes in the library folder: inotify on Linux, a stat fingerprint poll elsewhere or when
/// inotify is unavailable (e.g. its watch limit is reached). Hidden entries, like the `.vitrine` cache, are ignored.
public struct LibraryWatcher: Sendable {
    public let library: URL
    /// How often to look, and how long changes must settle before a rebuild.
    public var interval: Duration = .milliseconds(300)

    public init(library: URL) {
        self.library = library
    }

    /// Waits until something in the library changed and settled. Returns on cancellation too.
    public func nextChange() async {
        #if canImport(Glibc)
        if let inotify = Inotify(root: library) {
            await waitWithInotify(inotify)
            return
        }
        #endif
        await waitByPolling()
    }

    private func waitByPolling() async {
        let start = Self.fingerprint(library)
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            if Self.fingerprint(library) != start {
                await settle()
                return
            }
        }
    }

    /// Waits until the fingerprint stops moving, so a copy of many files triggers one rebuild.
    private func settle() async {
        var last = Self.fingerprint(library)
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            let now = Self.fingerprint(library)
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
    static func fingerprint(_ root: URL) -> Int {
        var hasher = Hasher()
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else { return 0 }
        for case let url as URL in walker {
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

    init?(root: URL) {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        descriptor = fd
        let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE | IN_ATTRIB)
        var folders = [root]
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                folders.append(url)
            }
        }
        for folder in folders where inotify_add_watch(fd, folder.path, mask) < 0 {
            return nil  // deinit closes; the caller falls back to polling
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
                    if nameBytes.first != UInt8(ascii: ".") { relevant = true }
                    offset = nameStart + length
                }
            }
        }
    }
}
#endif
