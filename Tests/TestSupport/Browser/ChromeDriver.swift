import Foundation

/// A running `chromedriver` on a free loopback port; the process (and its Chromium) stops with this object.
public final class ChromeDriver: @unchecked Sendable {
    /// chromedriver and Chromium from `PATH` (`scripts/install-deps.sh test` installs both; tests say
    /// `.requires(TestTool.browser)`).
    static let driverPath = TestTool.chromedriver.location()
    static let chromiumPath = TestTool.chromium.location()

    let port: UInt16
    /// `VITRINE_WEBDRIVER_TRACE=1` prints every command to stderr, for debugging a stuck test.
    static let trace = ProcessInfo.processInfo.environment["VITRINE_WEBDRIVER_TRACE"] == "1"
    private let process: Process

    public init() throws {
        guard let driverPath = Self.driverPath, Self.chromiumPath != nil else {
            throw WebDriverError.notInstalled("chromium and chromium-driver")
        }
        port = FreePort.next()
        process = try TiedProcess.start([driverPath, "--port=\(port)", "--allowed-ips=127.0.0.1"])
        guard FreePort.waitUntilListening(port) else {
            TiedProcess.stop(process)
            throw WebDriverError.startTimeout("chromedriver")
        }
    }

    /// Opens a new browser window with `options`.
    public func newBrowser(_ options: BrowserOptions = .desktop) async throws -> Browser {
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
            "browserName": "chrome",
            "goog:chromeOptions": options.chromeOptions,
            "goog:loggingPrefs": ["browser": "ALL"],
            "unhandledPromptBehavior": "ignore",
        ] as [String: Any]]]
        let value = try await send("POST", "session", capabilities)
        guard let session = (value as? [String: Any])?["sessionId"] as? String else {
            throw WebDriverError.badResponse("new session")
        }
        return Browser(driver: self, session: session)
    }

    /// One WebDriver command; returns the answer's `value`, or throws the WebDriver error it carries.
    func send(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any? {
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? (method == "POST" ? Data("{}".utf8) : nil)
        if Self.trace { FileHandle.standardError.write(Data("webdriver> \(method) \(path)\n".utf8)) }
        let data = try await LoopbackHTTP.send(port: port, method: method, path: "/" + path, body: payload)
        if Self.trace { FileHandle.standardError.write(Data("webdriver< \(data.prefix(200).count) bytes\n".utf8)) }
        guard let answer = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String: Any]
        else { throw WebDriverError.badResponse("\(method) \(path)") }
        let value = answer["value"]
        if let failure = value as? [String: Any], let error = failure["error"] as? String {
            throw WebDriverError.command("\(method) \(path)", error: error, message: failure["message"] as? String ?? "")
        }
        return value
    }

    deinit {
        TiedProcess.stop(process)
    }
}
