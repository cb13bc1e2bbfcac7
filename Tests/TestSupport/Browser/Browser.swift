import Foundation

/// One Chromium window driven over WebDriver. Scripts return JSON-decodable values, so answers stay typed.
public struct Browser: Sendable {
    let driver: ChromeDriver
    let session: String

    /// Runs `body` with a browser of `options` in a clean state, and always lets the browser go: a browser that
    /// `body` left without an error goes back to `BrowserPool` (its tab replaced by a blank one, its cookies, cache and
    /// storage cleared) for the next test that asks for the same options, instead of quitting; one that threw is closed.
    /// Starting chromedriver and Chromium was 28% of the browser suites' time in a slot.
    public static func with<T: Sendable>(_ options: BrowserOptions = .desktop,
                                         _ body: (Browser) async throws -> T) async throws -> T {
        let asked = Date()
        await BrowserSlots.shared.acquire()
        do {
            let acquired = Date()
            let browser = try await BrowserPool.shared.take(options)
            do {
                let started = Date()
                let result = try await body(browser)
                let ended = Date()
                await BrowserPool.shared.giveBack(browser, options)
                await BrowserSlots.shared.release()
                BrowserSlotLog.record(waited: acquired.timeIntervalSince(asked), startup: started.timeIntervalSince(acquired),
                                      body: ended.timeIntervalSince(started), closing: Date().timeIntervalSince(ended),
                                      options: options)
                return result
            } catch {
                await browser.close()
                throw error
            }
        } catch {
            await BrowserSlots.shared.release()
            throw error
        }
    }

    /// Starts chromedriver and opens a browser with `options`.
    static func start(_ options: BrowserOptions) async throws -> Browser {
        let driver = try ChromeDriver()
        return try await driver.newBrowser(options)
    }

    /// Leaves the browser as a new one is, for the next test: one blank, focused tab (a new page target: no history, no
    /// `runBeforeEveryPage` script, no emulated media, viewport, latency or CPU rate, no dialog, session storage gone;
    /// every other window the page opened closed), no cookies, an empty HTTP cache, no local storage, IndexedDB or
    /// cache storage of any origin (`Storage.clearDataForOrigin` with `*`), and no console messages waiting.
    func reset() async throws {
        let old = try await command("GET", "window/handles") as? [String] ?? []
        guard let blank = (try await command("POST", "window/new", ["type": "tab"]) as? [String: Any])?["handle"] as? String
        else { throw WebDriverError.badResponse("new window") }
        for handle in old where handle != blank {
            _ = try await command("POST", "window", ["handle": handle])
            _ = try await command("DELETE", "window")
        }
        _ = try await command("POST", "window", ["handle": blank])
        // A tab opened beside another is not the focused one (document.hasFocus() is false, focus events wait), as a
        // new browser's first tab is: bring it to the front.
        for (cmd, params) in [("Page.bringToFront", [String: Any]()),
                              ("Network.clearBrowserCookies", [:]), ("Network.clearBrowserCache", [:]),
                              ("Storage.clearDataForOrigin", ["origin": "*", "storageTypes": "all"])] {
            _ = try await command("POST", "goog/cdp/execute", ["cmd": cmd, "params": params])
        }
        _ = try await consoleErrors()
    }

    func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any? {
        try await driver.send(method, "session/\(session)" + (path.isEmpty ? "" : "/\(path)"), body)
    }

    /// Ends the session, which quits Chromium.
    public func close() async {
        _ = try? await command("DELETE", "")
    }

    // MARK: Navigation

    /// Loads `url` and waits for the document to finish loading.
    public func open(_ url: String) async throws {
        _ = try await command("POST", "url", ["url": url])
    }

    public func currentURL() async throws -> String {
        try await command("GET", "url") as? String ?? ""
    }

    public func reload() async throws { _ = try await command("POST", "refresh") }
    public func back() async throws { _ = try await command("POST", "back") }

    // MARK: Scripts

    /// Runs `script` (a function body; `arguments` holds `args`) and decodes what it returns.
    public func evaluate<T: Decodable>(_ script: String, _ args: [String] = [], as type: T.Type = T.self) async throws -> T {
        let wrapped = "return JSON.stringify({v: (function () { \(script) }).apply(null, arguments)});"
        let json = try await command("POST", "execute/sync", ["script": wrapped, "args": args]) as? String ?? "{}"
        do {
            return try JSONDecoder().decode(ScriptAnswer<T>.self, from: Data(json.utf8)).v
        } catch {
            throw WebDriverError.badResponse("script answered \(json.prefix(200)) for \(script.prefix(120))")
        }
    }

    /// Runs `script` for its effect.
    public func run(_ script: String, _ args: [String] = []) async throws {
        _ = try await command("POST", "execute/sync", ["script": script, "args": args])
    }

    /// Polls `condition` (a script returning a boolean) until it holds, for at most `seconds`.
    public func waitFor(_ condition: String, _ args: [String] = [], seconds: Double = 30) async throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if (try? await evaluate(condition, args, as: Bool.self)) == true { return }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        throw WebDriverError.timeout(condition)
    }

    // MARK: Elements

    /// The first element matching a CSS selector.
    public func find(_ selector: String) async throws -> Element {
        let value = try await command("POST", "element", ["using": "css selector", "value": selector])
        guard let id = Self.elementID(value) else { throw WebDriverError.badResponse("find \(selector)") }
        return Element(browser: self, id: id)
    }

    /// Every element matching a CSS selector, in document order.
    public func findAll(_ selector: String) async throws -> [Element] {
        let value = try await command("POST", "elements", ["using": "css selector", "value": selector])
        return ((value as? [Any]) ?? []).compactMap(Self.elementID).map { Element(browser: self, id: $0) }
    }

    /// The button (or link) whose accessible name is `name`, as a screen reader would announce it.
    public func control(named name: String) async throws -> Element {
        for element in try await findAll("button, a, [role=button], input[type=button], input[type=submit]") {
            if try await element.accessibleName() == name { return element }
        }
        throw WebDriverError.command("control named \(name)", error: "no such element", message: "")
    }

    static func elementID(_ value: Any?) -> String? {
        (value as? [String: Any])?["element-6066-11e4-a52e-4f735466cecf"] as? String
    }

    // MARK: Keyboard

    /// Presses and releases each key in turn, sent to whatever has focus. Use `Key` for named keys.
    public func press(_ keys: String...) async throws {
        var actions: [[String: Any]] = []
        for key in keys {
            for scalar in key.unicodeScalars.map(String.init) {
                actions.append(["type": "keyDown", "value": scalar])
            }
            for scalar in key.unicodeScalars.reversed().map(String.init) {
                actions.append(["type": "keyUp", "value": scalar])
            }
        }
        _ = try await command("POST", "actions", ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
        _ = try await command("DELETE", "actions")
    }

    /// Named keys in WebDriver's private-use encoding.
    public enum Key {
        public static let escape = "\u{E00C}"
        public static let enter = "\u{E007}"
        public static let space = "\u{E00D}"
        public static let tab = "\u{E004}"
        public static let arrowLeft = "\u{E012}"
        public static let arrowRight = "\u{E014}"
        public static let control = "\u{E009}"
    }

    // MARK: Diagnostics

    /// Console messages at error level (and uncaught exceptions, failed loads) since the last call.
    public func consoleErrors() async throws -> [String] {
        let value = try await command("POST", "se/log", ["type": "browser"])
        return ((value as? [[String: Any]]) ?? [])
            .filter { ($0["level"] as? String) == "SEVERE" }
            .compactMap { $0["message"] as? String }
    }

    /// The text of an open alert, confirm or prompt dialog, if one is open.
    public func dialogText() async throws -> String? {
        do {
            return try await command("GET", "alert/text") as? String
        } catch WebDriverError.command(_, let error, _) where error == "no such alert" {
            return nil
        }
    }

    /// Saves a PNG of the viewport.
    public func screenshot(to file: URL) async throws {
        guard let base64 = try await command("GET", "screenshot") as? String,
              let data = Data(base64Encoded: base64) else { throw WebDriverError.badResponse("screenshot") }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }
}

/// `{v: ...}`: script answers are wrapped so that `undefined`, `null` and bare values all decode.
struct ScriptAnswer<T: Decodable>: Decodable { var v: T }
