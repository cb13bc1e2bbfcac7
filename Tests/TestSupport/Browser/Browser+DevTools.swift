/// Chrome DevTools commands through chromedriver: hooks that run before a page's own scripts, media emulation.
extension Browser {
    /// Runs `source` at the start of every document this window loads from now on, before the page's
    /// own scripts (Chrome DevTools `Page.addScriptToEvaluateOnNewDocument`). Use it to observe first paint.
    public func runBeforeEveryPage(_ source: String) async throws {
        _ = try await command("POST", "goog/cdp/execute",
                              ["cmd": "Page.addScriptToEvaluateOnNewDocument", "params": ["source": source]])
    }

    /// Makes the page see `prefers-color-scheme: scheme` (`"light"` or `"dark"`), until changed again.
    public func emulateColorScheme(_ scheme: String) async throws {
        _ = try await command("POST", "goog/cdp/execute", [
            "cmd": "Emulation.setEmulatedMedia",
            "params": ["features": [["name": "prefers-color-scheme", "value": scheme]]] as [String: Any],
        ])
    }
}
