/// At most one transcode per two cores at a time, so renders keep the other cores; each transcode runs
/// ffmpeg with `threadsPerTranscode` threads.
actor TranscodeSlots {
    let limit: Int
    private var inUse = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(cores: Int) {
        limit = max(1, cores / 2)
    }

    /// ffmpeg's `-threads` for one transcode: its share of the cores.
    nonisolated var threadsPerTranscode: Int { 2 }

    /// Waits for a free slot; pair with `release()`.
    func acquire() async {
        if inUse < limit {
            inUse += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Frees a slot, handing it straight to the next waiting transcode.
    func release() {
        if waiting.isEmpty {
            inUse -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
