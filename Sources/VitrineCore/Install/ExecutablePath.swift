#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import MachO  // _NSGetExecutablePath
#endif

/// The running executable's own file, symlinks resolved: the one platform-specific lookup that installed
/// resources and the build stamp need. Linux asks the kernel (`/proc/self/exe`); macOS asks dyld
/// (`_NSGetExecutablePath`, which may name a symlink or a relative path, hence the `realpath`).
public enum ExecutablePath {
    /// The path, or nil when the system does not say (a `/proc` not mounted, say).
    public static let current: String? = resolve()

    private static func resolve() -> String? {
        #if os(Linux)
        return FileStatus.realPath("/proc/self/exe")
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return FileStatus.realPath(String(cString: buffer))
        #else
        return nil
        #endif
    }
}
