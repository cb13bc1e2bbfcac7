import Foundation

/// What a finished tool run left: its exit status and the first bytes of its output.
public struct ProcessResult: Sendable {
    public var status: Int32
    /// Standard output, at most the runner's limit.
    public var output: [UInt8]
    /// Standard error, at most the runner's limit (ffmpeg's messages).
    public var errors: [UInt8]
    /// True when the run was killed for passing its time budget.
    public var timedOut: Bool
    /// True when the output was longer than the limit and cut.
    public var outputTruncated: Bool

    /// The last line ffmpeg wrote to standard error, for a warning.
    public var lastErrorLine: String {
        let text = String(decoding: errors, as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).last.map { String($0.prefix(300)) } ?? "no message"
    }
}

/// Runs a tool as a child process: arguments as an array (no shell ever parses them), standard input closed,
/// output read up to a limit, and the process killed once it runs past its time budget.
public enum ProcessRunner {
    /// Runs `executable` and waits for it on a thread of its own, so the build's threads are not held.
    public static func run(_ executable: String, _ arguments: [String], budget: Duration,
                           outputLimit: Int = 1 << 20) async throws(VideoError) -> ProcessResult {
        let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<Result<ProcessResult, VideoError>, Never>) in
            Thread.detachNewThread {
                continuation.resume(returning: runBlocking(executable, arguments, budget: budget, outputLimit: outputLimit))
            }
        }
        return try outcome.get()
    }

    static func runBlocking(_ executable: String, _ arguments: [String], budget: Duration,
                            outputLimit: Int) -> Result<ProcessResult, VideoError> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        do { try process.run() } catch {
            return .failure(VideoError(step: .run, message: "cannot run \(executable): \(error.localizedDescription)"))
        }
        // The parent's copies of the write ends must close, or the readers never see the end of the output.
        try? outPipe.fileHandleForWriting.close()
        try? errPipe.fileHandleForWriting.close()
        let outReader = BoundedReader(outPipe.fileHandleForReading.fileDescriptor, limit: outputLimit)
        let errReader = BoundedReader(errPipe.fileHandleForReading.fileDescriptor, limit: 64 << 10)
        let watchdog = Watchdog(pid: process.processIdentifier)
        let seconds = Double(budget.components.seconds) + Double(budget.components.attoseconds) / 1e18
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { watchdog.fire() }
        let output = outReader.wait()
        let errors = errReader.wait()
        process.waitUntilExit()
        let timedOut = watchdog.disarm()
        return .success(ProcessResult(status: process.terminationStatus, output: output.bytes, errors: errors.bytes,
                                      timedOut: timedOut, outputTruncated: output.truncated))
    }
}

/// Kills a process once its budget is spent, unless it was disarmed first (after which its pid may be reused).
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private let pid: Int32
    private var armed = true
    private var fired = false

    init(pid: Int32) { self.pid = pid }

    func fire() {
        lock.withLock {
            guard armed else { return }
            fired = true
            kill(pid, SIGKILL)
        }
    }

    /// Stops the watchdog; true when it had already killed the process.
    func disarm() -> Bool {
        lock.withLock {
            armed = false
            return fired
        }
    }
}

/// Reads a pipe to its end on a thread of its own, keeping at most `limit` bytes (the rest is read and
/// dropped, so the child never blocks on a full pipe).
final class BoundedReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var bytes: [UInt8] = []
    private var truncated = false

    init(_ descriptor: Int32, limit: Int) {
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 64 << 10)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                let room = max(0, limit - bytes.count)
                if count > room { truncated = true }
                bytes.append(contentsOf: buffer[0..<min(count, room)])
            }
            done.signal()
        }
    }

    func wait() -> (bytes: [UInt8], truncated: Bool) {
        done.wait()
        return (bytes, truncated)
    }
}
