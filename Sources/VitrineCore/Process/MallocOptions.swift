#if canImport(Glibc)
import Glibc
#endif

/// glibc's malloc tuning (`mallopt`), for the process a build or a decoder worker runs in.
///
/// `mallopt` is declared in `<malloc.h>`, which Swift's Glibc module leaves out: it is looked up in the loaded C
/// library (`dlsym` with no handle is `RTLD_DEFAULT`). Elsewhere, or without it, malloc is left as it is.
public enum MallocOptions {
    /// The options Vitrine sets, by their values in glibc's header.
    public enum Option: Int32, Sendable {
        /// `M_TRIM_THRESHOLD`: free memory at the heap's top kept rather than handed back.
        case trimThreshold = -1
        /// `M_MMAP_THRESHOLD`: blocks from this size on are mapped on their own, and unmapped when freed.
        case mmapThreshold = -3
        /// `M_ARENA_MAX`: how many heaps the process's threads share.
        case arenaMaximum = -8
    }

    /// Sets `option` to `value`; false when it could not be set.
    @discardableResult
    public static func set(_ option: Option, to value: Int) -> Bool {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        return unsafeBitCast(symbol, to: Mallopt.self)(option.rawValue, Int32(clamping: value)) == 1
        #else
        return false
        #endif
    }
}
