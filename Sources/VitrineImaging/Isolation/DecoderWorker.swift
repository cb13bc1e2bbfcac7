import Foundation

/// One decoder worker process (`vitrine decode-worker`) and the socket to it: owned by one thread at a time (the
/// pool hands it out), closed in `deinit`, which also reaps the process.
///
/// The socket is the worker's standard input and output. It is made close-on-exec, so no other child of the build
/// (another worker, ffmpeg) holds it open: when this end closes, the worker sees the hang-up and exits, even
/// mid-decode, and a build that is killed leaves no worker behind.
final class DecoderWorker: @unchecked Sendable {
    private let pid: pid_t
    private let socket: Int32
    private var reaped = false

    /// How a worker stopped answering.
    enum Ending: Error {
        case signal(Int32)
        case exit(Int32)
        case timedOut
        case unreadable
    }

    /// Starts `executable decode-worker --memory BYTES`, or says why it could not (errno's words).
    init(executable: String, memoryBytes: Int) throws(ImagingError) {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw Self.startFailure(errno)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        let arguments = [executable, "decode-worker", "--memory", String(memoryBytes)]
        // A crash is the expected end of a worker that met a bad file: Swift's backtracer would spend seconds on it.
        // libraw's OpenMP threads wait for the next parallel region asleep, not spinning: a worker's team is no larger
        // than the CPUs, where libgomp spins 300,000 times at each region's end (in process, the two builds' teams
        // outnumber the CPUs and it barely spins): 1.2% of a RAW build's CPU in libgomp, a third of the workers' cost.
        let inherited = ProcessInfo.processInfo.environment
        var environment = inherited.filter { $0.key != "SWIFT_BACKTRACE" }.map { "\($0.key)=\($0.value)" } + ["SWIFT_BACKTRACE=enable=no"]
        if inherited["OMP_WAIT_POLICY"] == nil { environment.append("OMP_WAIT_POLICY=passive") }
        var argv = arguments.map { strdup($0) } + [nil]
        var envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, &argv, &envp)
        close(ends[1])
        guard status == 0 else {
            close(ends[0])
            throw Self.startFailure(status)
        }
        pid = child
        socket = ends[0]
    }

    /// Sends `message` and waits at most `timeout` for the answer. On any failure the process is killed and reaped,
    /// and the ending says why: the signal or exit status, or the time limit.
    func exchange(_ message: WorkerMessage, timeout: Duration) -> Result<WorkerMessage, Ending> {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        if message.write(to: socket) {
            do {
                return .success(try WorkerMessage.read(from: socket, deadline: deadline))
            } catch .timedOut {
                return .failure(stop(timedOut: true))
            } catch .malformed {
                _ = stop(timedOut: true)
                return .failure(.unreadable)
            } catch {}
        }
        return .failure(stop(timedOut: false))
    }

    /// Ends the process: at once when it passed its time, else waiting for the death the closed socket announced.
    private func stop(timedOut: Bool) -> Ending {
        if timedOut { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        reaped = true
        if timedOut { return .timedOut }
        // WIFSIGNALED and WEXITSTATUS, which Swift does not import.
        let signal = status & 0x7f
        return signal != 0 ? .signal(signal) : .exit((status >> 8) & 0xff)
    }

    deinit {
        close(socket)
        guard !reaped else { return }
        // An idle worker exits on the hang-up; one that does not within a second is killed.
        var status: Int32 = 0
        for _ in 0..<100 {
            if waitpid(pid, &status, WNOHANG) != 0 { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }

    private static func startFailure(_ code: Int32) -> ImagingError {
        ImagingError(step: .decode, message: "cannot start a decoder worker (\(String(cString: strerror(code)))); \(DecoderWorkers.retriedNextBuild)")
    }
}
