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

extension Browser {
    /// Delays every request from now on by `milliseconds` (Chrome DevTools `Network.emulateNetworkConditions`), so a
    /// test can look at a page while a file it asked for is still on its way.
    public func emulateLatency(milliseconds: Int) async throws {
        _ = try await command("POST", "goog/cdp/execute", ["cmd": "Network.enable", "params": [String: Any]()])
        _ = try await command("POST", "goog/cdp/execute", [
            "cmd": "Network.emulateNetworkConditions",
            "params": ["offline": false, "latency": milliseconds, "downloadThroughput": -1, "uploadThroughput": -1] as [String: Any],
        ])
    }
}

extension Browser {
    /// Makes the window `width` x `height` CSS px at `pixelRatio` (Chrome DevTools `Emulation.setDeviceMetricsOverride`),
    /// a phone's viewport when `mobile`, until changed again; pages opened from now on see it from their start.
    public func emulateViewport(width: Int, height: Int, pixelRatio: Double, mobile: Bool) async throws {
        _ = try await command("POST", "goog/cdp/execute", [
            "cmd": "Emulation.setDeviceMetricsOverride",
            "params": ["width": width, "height": height, "deviceScaleFactor": pixelRatio, "mobile": mobile] as [String: Any],
        ])
    }
}

extension Browser {
    /// Slows the page's CPU `rate` times (Chrome DevTools `Emulation.setCPUThrottlingRate`): 4 is a phone-class CPU
    /// on a laptop's.
    public func throttleCPU(rate: Double) async throws {
        _ = try await command("POST", "goog/cdp/execute", ["cmd": "Emulation.setCPUThrottlingRate", "params": ["rate": rate]])
    }
}
