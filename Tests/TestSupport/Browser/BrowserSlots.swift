/// At most `limit` browsers in use at once across every suite of a test run: suites run in parallel, and a dozen
/// Chromiums on a 2-core machine starve each other's timers and page loads until waits time out. (Browsers between
/// tests wait in `BrowserPool` on a blank tab, using no slot.)
actor BrowserSlots {
    static let shared = BrowserSlots(limit: 2)

    private var available: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) { available = limit }

    func acquire() async {
        if available > 0 {
            available -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            available += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
