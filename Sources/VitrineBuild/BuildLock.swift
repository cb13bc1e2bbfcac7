import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on a file in the cache folder, named after the site folder, so two builds of one site
/// cannot interleave. The kernel drops the lock if the process dies, so a killed build never leaves it stuck.
final class BuildLock {
    private let descriptor: Int32

    init(cache: URL, site: URL) throws(BuildError) {
        do {
            try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        } catch {
            throw BuildError(path: cache.path, step: .lock,
                             message: "cannot create the cache folder (\(error.localizedDescription)); pass a writable --cache DIR")
        }
        let name = "build-\(Self.stableHash(site.path)).lock"
        let path = cache.appendingPathComponent(name).path
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw BuildError(path: path, step: .lock, message: "cannot open the lock file: \(String(cString: strerror(errno)))")
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            throw BuildError(path: site.path, step: .lock,
                             message: "another vitrine build is writing this site; wait for it to finish")
        }
        descriptor = fd
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// FNV-1a 64: stable across runs and platforms (unlike `Hasher`).
    static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
