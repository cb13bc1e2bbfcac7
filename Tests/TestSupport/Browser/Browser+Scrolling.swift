import Foundation

/// Scrolling, page geometry and focus.
extension Browser {
    /// Scrolls the window so that its top edge is `y` CSS pixels down the document.
    public func scroll(toY y: Double) async throws {
        try await run("window.scrollTo(0, Number(arguments[0]));", [String(y)])
    }

    /// How far the window is scrolled down, in CSS pixels.
    public func scrollY() async throws -> Double {
        try await evaluate("return window.scrollY", as: Double.self)
    }

    /// Whether the page is wider than the viewport (a sideways scroll bar on a phone).
    public func overflowsHorizontally() async throws -> Bool {
        try await evaluate("return document.documentElement.scrollWidth > window.innerWidth + 1", as: Bool.self)
    }

    /// Describes the focused element (`BUTTON Zoom in`), for keyboard tests.
    public func focusedElement() async throws -> String {
        try await evaluate("""
            var e = document.activeElement;
            if (!e) return "";
            return e.tagName + " " + (e.getAttribute("aria-label") || e.textContent || "").trim();
            """, as: String.self)
    }
}
