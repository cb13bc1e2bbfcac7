/// What one file may cost a decoder worker before it is stopped: the time it may take (the `decodeTimeout` of
/// vitrine.json, 120 s unless set) and the memory the worker may map.
public struct DecoderLimits: Sendable, Hashable {
    /// Wall time the build waits for one answer, and CPU time the worker may spend on it (`RLIMIT_CPU`).
    public var timeout: Duration
    /// The worker's data segment (`RLIMIT_DATA`: heap and private mappings written to; not the address space the
    /// Swift runtime and the allocators reserve without using, which `RLIMIT_AS` would count).
    public var memoryBytes: Int

    /// `memoryBytes` unless given: room for the largest picture the pixel limit lets through (decoded RGBA, planes
    /// and libraw's four 16-bit channels), and never under 2 GiB.
    public init(timeout: Duration = .seconds(120), maxPixels: Int = 200_000_000, memoryBytes: Int? = nil) {
        self.timeout = timeout
        self.memoryBytes = memoryBytes ?? max(2 << 30, maxPixels * 24)
    }

    /// Whole seconds of CPU, rounded up, at least one.
    var cpuSeconds: Int {
        let parts = timeout.components
        return max(1, Int(parts.seconds) + (parts.attoseconds > 0 ? 1 : 0))
    }
}
