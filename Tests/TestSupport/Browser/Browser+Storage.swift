import Foundation

/// The page's `localStorage`, for tests of settings that a page keeps between visits.
extension Browser {
    /// The stored string for `key` on the current page's origin, or nil when there is none.
    public func localStorageItem(_ key: String) async throws -> String? {
        try await evaluate("return window.localStorage.getItem(arguments[0]);", [key], as: String?.self)
    }

    /// Stores `value` under `key` as the page would; reload to have the page read it.
    public func setLocalStorageItem(_ key: String, _ value: String) async throws {
        try await run("window.localStorage.setItem(arguments[0], arguments[1]);", [key, value])
    }

    /// Forgets everything the current origin stored.
    public func clearLocalStorage() async throws {
        try await run("window.localStorage.clear();")
    }
}
