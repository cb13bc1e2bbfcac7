/// Media emulation through Chrome DevTools, for light/dark and similar checks.
extension Browser {
    /// Makes the page see `prefers-color-scheme: scheme` (`"light"` or `"dark"`), until changed again.
    public func emulateColorScheme(_ scheme: String) async throws {
        _ = try await command("POST", "goog/cdp/execute", [
            "cmd": "Emulation.setEmulatedMedia",
            "params": ["features": [["name": "prefers-color-scheme", "value": scheme]]] as [String: Any],
        ])
    }
}
