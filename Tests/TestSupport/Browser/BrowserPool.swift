/// Browsers kept between tests, by their options: a test takes one that an earlier test gave back (reset to a clean
/// state, `Browser.reset`) or starts a new one. Chromium's start (1 to 2 s of a slot and a second of CPU, 137 times a
/// run) is paid once per set of options instead of once per test. Idle browsers sit on a blank tab; at most
/// `idleLimit` are kept, the oldest closed first; the rest end with the test process (`TiedProcess`).
actor BrowserPool {
    static let shared = BrowserPool(idleLimit: 4)

    private let idleLimit: Int
    private var idle: [(key: String, browser: Browser)] = []

    init(idleLimit: Int) { self.idleLimit = idleLimit }

    /// An idle browser of `options`, or a new one.
    func take(_ options: BrowserOptions) async throws -> Browser {
        if let index = idle.lastIndex(where: { $0.key == options.poolKey }) {
            return idle.remove(at: index).browser
        }
        return try await Browser.start(options)
    }

    /// Keeps `browser` for the next test asking for `options` once it is reset; closes it when the reset fails.
    func giveBack(_ browser: Browser, _ options: BrowserOptions) async {
        do {
            try await browser.reset()
        } catch {
            await browser.close()
            return
        }
        idle.append((options.poolKey, browser))
        while idle.count > idleLimit {
            await idle.removeFirst().browser.close()
        }
    }
}

extension BrowserOptions {
    /// Browsers with equal keys were started alike (`chromeOptions`).
    var poolKey: String { "\(width)x\(height)@\(pixelRatio)\(phone ? " phone" : "")\(reducedMotion ? " reduced-motion" : "")" }
}
