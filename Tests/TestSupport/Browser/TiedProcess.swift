import Foundation

/// Starts a helper program (chromedriver, a static file server) in its own process group, watched by a tiny
/// shell that ends the whole group when the test process goes away, so a crashed or killed test run leaves
/// no browsers or servers behind.
enum TiedProcess {
    // The helper runs in its own session (setsid), so one SIGKILL to its group ends it and its children;
    // SIGKILL because children spawned from a Dispatch thread inherit a mask that blocks SIGTERM.
    private static let watchdog = """
        watched=$1; shift
        setsid "$@" &
        child=$!
        trap 'kill -9 -"$child" 2>/dev/null; exit 0' TERM
        while kill -0 "$watched" 2>/dev/null && kill -0 "$child" 2>/dev/null; do sleep 0.3; done
        kill -9 -"$child" 2>/dev/null
        """

    static func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", watchdog, "sh", String(ProcessInfo.processInfo.processIdentifier)] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Asks the watchdog to end the helper and everything it started.
    static func stop(_ process: Process) {
        if process.isRunning { process.terminate() }
    }
}
