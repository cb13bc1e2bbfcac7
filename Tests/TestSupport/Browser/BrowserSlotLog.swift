import Foundation
import Testing

/// Where each browser's time in a slot goes, for finding what makes the browser suites slow: with
/// `VITRINE_BROWSER_SLOT_LOG=<file>`, one tab-separated line a browser (test ID, options, seconds waited for a
/// slot, seconds starting chromedriver and Chromium, seconds in the test's body, seconds closing, and the Unix time
/// the slot was released). Off by default.
enum BrowserSlotLog {
    private static let path = ProcessInfo.processInfo.environment["VITRINE_BROWSER_SLOT_LOG"]
    private static let lock = NSLock()

    static var enabled: Bool { path != nil }

    static func record(waited: Double, startup: Double, body: Double, closing: Double, options: BrowserOptions) {
        guard let path else { return }
        let test = Test.current?.id.description ?? "?"
        let shape = "\(options.width)x\(options.height)@\(options.pixelRatio)\(options.phone ? "p" : "")"
        let seconds = [waited, startup, body, closing, Date().timeIntervalSince1970].map { String(format: "%.2f", $0) }
        let line = ([test, shape] + seconds).joined(separator: "\t") + "\n"
        lock.lock()
        defer { lock.unlock() }
        if let handle = FileHandle(forWritingAtPath: path) {
            handle.seekToEndOfFile()
            handle.write(Data(line.utf8))
            try? handle.close()
        } else {
            FileManager.default.createFile(atPath: path, contents: Data(line.utf8))
        }
    }
}
