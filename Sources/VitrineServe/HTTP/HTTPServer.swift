import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on one thread of its own: poll(2) over a listening socket and its connections, every
/// cap and deadline from `ServerLimits`. It never waits on Swift's shared pool or on a build's threads, so it
/// answers while a rebuild fills them, and stops at once when asked, whatever a client is sending.
/// The handler runs on the server's thread and must not block for long.
public final class HTTPServer: Sendable {
    /// What the handler makes of a request.
    public enum Reply: Sendable {
        case response(HTTPResponse)
        /// A 101 answer after which the connection becomes a push channel (the reload WebSocket).
        case channel(HTTPResponse)
    }

    public typealias Handler = @Sendable (HTTPRequest) -> Reply

    enum Command {
        case push([UInt8])
        case stop
    }

    public let port: UInt16
    public let isLoopback: Bool
    let limits: ServerLimits
    // The socket and the wake pipe are only used by the server thread, bar the pipe's write end.
    nonisolated(unsafe) let listener: ListeningSocket
    let wakeRead: Int32
    let wakeWrite: Int32
    let commands = Mutex<[Command]>([])
    let completion = Mutex<(done: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    public init(host: String, port: UInt16, limits: ServerLimits = ServerLimits()) throws {
        listener = try ListeningSocket(host: host, port: port)
        self.port = listener.port
        isLoopback = listener.isLoopback
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw ListeningSocket.Failure(description: "pipe: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK); _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        (wakeRead, wakeWrite) = (ends[0], ends[1])
        var limits = limits
        limits.connections = min(limits.connections, Self.descriptorBudget())
        self.limits = limits
    }

    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Starts serving on a thread of its own, at once and without the cooperative pool (whose few threads other work
    /// may hold: a server started from a task could wait for one while clients already connect), answering each
    /// request with `handler` on that thread until `stop()`. Call it once.
    public func start(handler: @escaping Handler) {
        let thread = Thread { [self] in
            var loop = EventLoop(server: self, handler: handler)
            loop.run()
            let waiters = completion.withLock { state in
                state.done = true
                defer { state.waiters = [] }
                return state.waiters
            }
            waiters.forEach { $0.resume() }
        }
        thread.name = "vitrine.preview-server"
        thread.start()
    }

    /// Returns when the server started by `start(handler:)` has stopped.
    public func finished() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done = completion.withLock { state in
                if !state.done { state.waiters.append(continuation) }
                return state.done
            }
            if done { continuation.resume() }
        }
    }

    /// Ends what `start(handler:)` began: every connection is closed.
    public func stop() {
        send(.stop)
    }

    /// Queues `bytes` on every push channel.
    public func push(_ bytes: [UInt8]) {
        send(.push(bytes))
    }

    private func send(_ command: Command) {
        commands.withLock { $0.append(command) }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// Half the process's descriptor limit: the rest is for the build that runs beside the server.
    static func descriptorBudget() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 256 }
        return max(8, Int(min(limit.rlim_cur, 1 << 20)) / 2)
    }
}
