/// An element of the page, by its WebDriver reference.
public struct Element: Sendable {
    let browser: Browser
    let id: String

    private func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any? {
        try await browser.command(method, "element/\(id)" + (path.isEmpty ? "" : "/\(path)"), body)
    }

    /// Clicks the element as a user would (scrolled into view, at its centre; fails if something covers it).
    public func click() async throws { _ = try await command("POST", "click") }

    /// Types `text` into the element.
    public func type(_ text: String) async throws { _ = try await command("POST", "value", ["text": text]) }

    /// Empties an input.
    public func clear() async throws { _ = try await command("POST", "clear") }

    /// The rendered text, as the user sees it.
    public func text() async throws -> String { try await command("GET", "text") as? String ?? "" }

    /// An HTML attribute as written in the markup.
    public func attribute(_ name: String) async throws -> String? {
        try await command("GET", "attribute/\(name)") as? String
    }

    public func isEnabled() async throws -> Bool { try await command("GET", "enabled") as? Bool ?? false }
    public func isDisplayed() async throws -> Bool { try await command("GET", "displayed") as? Bool ?? false }

    /// The accessible name the browser computes (aria-label, text content, title...).
    public func accessibleName() async throws -> String { try await command("GET", "computedlabel") as? String ?? "" }
}
