import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Exclusive `flock`s on the site folder and the cache folder themselves, so two builds of one site (whatever
/// their caches) or two builds sharing one cache cannot interleave. Locking the folders leaves no lock file
/// behind in either, and the kernel drops the locks when the process dies, so a killed build never leaves
/// them stuck.
final class BuildLock {
    private var descriptors: [Int32] = []

    init(cache: URL, site: URL) throws(BuildError) {
        for (folder, advice) in [(site, "pass a writable -o SITE"), (cache, "pass a writable --cache DIR")] {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                release()
                throw BuildError(path: folder.path, step: .lock, message: "cannot create the folder (\(error.localizedDescription)); \(advice)")
            }
            let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                let reason = String(cString: strerror(errno))
                release()
                throw BuildError(path: folder.path, step: .lock, message: "cannot open the folder (\(reason)); \(advice)")
            }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                close(descriptor)
                release()
                throw BuildError(path: folder.path, step: .lock,
                                 message: "another vitrine build is using this folder; wait for it to finish")
            }
            descriptors.append(descriptor)
        }
    }

    deinit { release() }

    private func release() {
        for descriptor in descriptors {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
        descriptors = []
    }
}
