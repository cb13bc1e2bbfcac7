import Foundation

/// The transforms a build has made, by source profile content and pixel layout: a build sees the same phone
/// profile thousands of times, and parsing a profile and optimising its transform costs far more than using it.
///
/// Failures are remembered too, so a damaged profile shared by many photos is parsed once. An NSLock guards the
/// table (as the variant-hash memo: ThreadSanitizer does not see Synchronization.Mutex's futexes on Linux); a
/// transform is built under the lock, so two threads meeting a new profile build it once.
final class ColorTransformCache: @unchecked Sendable {
    enum Source: Hashable {
        case icc([UInt8])
        case nclx(primaries: Int, transfer: Int)
    }

    struct Key: Hashable {
        var source: Source
        var input: PixelLayout
    }

    /// What a source needs: nothing (it is sRGB, or a grey profile on grey pixels), a transform, or an error.
    enum Entry {
        case identity
        case transform(ColorTransform)
        case failure(ImagingError)
    }

    static let shared = ColorTransformCache()

    /// Enough for every camera and phone in a library; past it the table starts over rather than grow.
    static let capacity = 64

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]

    func entry(for key: Key, build: (Key) -> Entry) -> Entry {
        lock.lock()
        defer { lock.unlock() }
        if let known = entries[key] { return known }
        let made = build(key)
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = made
        return made
    }

    /// How many entries are held (for tests of the caching).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }
}
