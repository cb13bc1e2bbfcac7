import Foundation

/// Opens a URL in the user's browser (`xdg-open` on Linux, `open` on macOS); silent when neither exists.
public enum BrowserOpener {
    public static func open(_ url: String) {
        #if os(macOS)
        let tool = "/usr/bin/open"
        #else
        let tool = "/usr/bin/xdg-open"
        #endif
        guard FileManager.default.isExecutableFile(atPath: tool) else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [url]
        try? process.run()
    }
}
