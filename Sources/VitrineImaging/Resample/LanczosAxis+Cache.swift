import Foundation

extension LanczosAxis {
    /// The taps for these parameters, from a small cache shared by all render tasks: photos of one library
    /// mostly share their sizes, and computing taps costs two sines per tap.
    static func cached(sourceCount: Int, windowStart: Double, windowLength: Double, outputCount: Int) -> LanczosAxis {
        let key = CacheKey(sourceCount: sourceCount, windowStart: windowStart.bitPattern,
                           windowLength: windowLength.bitPattern, outputCount: outputCount)
        if let hit = cacheLock.withLock({ cacheEntries[key] }) { return hit }
        let axis = LanczosAxis(sourceCount: sourceCount, windowStart: windowStart, windowLength: windowLength, outputCount: outputCount)
        cacheLock.withLock {
            // A library of many sizes only loses speed, never memory: start over when full.
            if cacheEntries.count >= cacheCapacity { cacheEntries.removeAll(keepingCapacity: true) }
            cacheEntries[key] = axis
        }
        return axis
    }

    private struct CacheKey: Hashable {
        let sourceCount: Int
        let windowStart: UInt64
        let windowLength: UInt64
        let outputCount: Int
    }

    private static let cacheCapacity = 256
    private static let cacheLock = NSLock()
    /// Only touched under `cacheLock`.
    nonisolated(unsafe) private static var cacheEntries: [CacheKey: LanczosAxis] = [:]
}
