/// How the headless browser presents itself: a desktop window or an emulated phone.
public struct BrowserOptions: Sendable {
    /// CSS pixels of the viewport.
    public var width: Int
    public var height: Int
    /// Device pixels per CSS pixel (2 for a "retina" screen).
    public var pixelRatio: Double
    /// Emulate a phone: touch events, mobile user agent and viewport.
    public var phone: Bool
    /// Ask for `prefers-reduced-motion: reduce`.
    public var reducedMotion: Bool

    public init(width: Int = 1280, height: Int = 900, pixelRatio: Double = 1, phone: Bool = false,
                reducedMotion: Bool = false) {
        self.width = width
        self.height = height
        self.pixelRatio = pixelRatio
        self.phone = phone
        self.reducedMotion = reducedMotion
    }

    public static let desktop = BrowserOptions()
    /// A 390 x 844 phone at 3x, in portrait.
    public static let phone = BrowserOptions(width: 390, height: 844, pixelRatio: 3, phone: true)

    /// The `goog:chromeOptions` capability for these options.
    var chromeOptions: [String: Any] {
        var arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--no-first-run", "--disable-extensions", "--hide-scrollbars", "--mute-audio"]
        if reducedMotion { arguments.append("--force-prefers-reduced-motion") }
        var options: [String: Any] = ["binary": ChromeDriver.chromiumPath ?? "/usr/bin/chromium"]
        if phone {
            options["mobileEmulation"] = [
                "deviceMetrics": ["width": width, "height": height, "pixelRatio": pixelRatio, "touch": true, "mobile": true],
                "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
                    + "Chrome/120.0 Mobile Safari/537.36",
            ] as [String: Any]
        } else {
            arguments.append("--window-size=\(width),\(height)")
            arguments.append("--force-device-scale-factor=\(pixelRatio)")
        }
        options["args"] = arguments
        return options
    }
}
