import Foundation
import Synchronization

/// Progress for people: a redrawn bar on a terminal, plain stage lines otherwise (CI logs).
public final class ConsoleReporter: BuildReporter {
    private struct State {
        var stage = ""
        var lastDrawn = 0.0
        var lastPercentLogged = -1
    }

    private let isTerminal: Bool
    private let state = Mutex(State())

    public init(isTerminal: Bool = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["CI"] == nil) {
        self.isTerminal = isTerminal
    }

    public func stage(_ name: String) {
        state.withLock { state in
            if isTerminal, !state.stage.isEmpty { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            state.stage = name
            state.lastPercentLogged = -1
        }
        if !isTerminal { FileHandle.standardError.write(Data("\(name)...\n".utf8)) }
    }

    public func progress(done: Int, total: Int) {
        guard total > 0 else { return }
        let line: String? = state.withLock { state in
            let now = Date().timeIntervalSince1970
            if isTerminal {
                guard done == total || now - state.lastDrawn > 0.1 else { return nil }
                state.lastDrawn = now
                let width = 30
                let filled = width * done / total
                let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
                return "\r\u{1B}[K\(state.stage) [\(bar)] \(done)/\(total)" + (done == total ? "\n" : "")
            }
            // Plain lines: one every 25%, so CI logs stay short.
            let percent = 100 * done / total / 25 * 25
            guard percent > state.lastPercentLogged, percent > 0 else { return nil }
            state.lastPercentLogged = percent
            return "  \(state.stage): \(done)/\(total)\n"
        }
        if let line { FileHandle.standardError.write(Data(line.utf8)) }
    }
}
