import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server thread's state: connections by descriptor, and when accepting resumes after running out of
/// descriptors. Lives on the server's thread only.
struct EventLoop {
    let server: HTTPServer
    let handler: HTTPServer.Handler
    var connections: [Int32: HTTPConnection] = [:]
    var serial = 0
    /// Set after accept failed for want of descriptors: accepting waits until then.
    var acceptPausedUntil: Double = 0
    /// When running out of descriptors was last reported: once a minute at most.
    var exhaustionReported: Double = -.infinity
    var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)

    init(server: HTTPServer, handler: @escaping HTTPServer.Handler) {
        self.server = server
        self.handler = handler
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    mutating func run() {
        while true {
            let now = Self.now()
            let accepting = now >= acceptPausedUntil
            var polled = [pollfd(fd: server.wakeRead, events: Int16(POLLIN), revents: 0)]
            if accepting { polled.append(pollfd(fd: server.listener.descriptor, events: Int16(POLLIN), revents: 0)) }
            for connection in connections.values {
                var events = Int16(POLLIN)
                if connection.hasOutput { events = connection.isChannel ? events | Int16(POLLOUT) : Int16(POLLOUT) }
                polled.append(pollfd(fd: connection.descriptor, events: events, revents: 0))
            }
            var wait = 1.0
            if !accepting { wait = min(wait, acceptPausedUntil - now) }
            for deadline in connections.values.compactMap(\.deadline) { wait = min(wait, deadline - now) }
            _ = poll(&polled, nfds_t(polled.count), Int32(max(0, wait) * 1000) + 1)

            if polled[0].revents != 0, !takeCommands() { break }
            if accepting, polled[1].revents != 0 { acceptAll() }
            for entry in polled.dropFirst(accepting ? 2 : 1) where entry.revents != 0 {
                guard let connection = connections[entry.fd] else { continue }
                // An error, or a hang-up while answering (no one left to read it): poll would report it forever.
                if entry.revents & Int16(POLLERR | POLLNVAL) != 0 || (entry.revents & Int16(POLLHUP) != 0 && connection.isWriting) {
                    drop(connection)
                    continue
                }
                service(connection, readable: entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0,
                        writable: entry.revents & Int16(POLLOUT) != 0)
            }
            expire(now: Self.now())
        }
        connections.removeAll()
    }

    /// Applies queued commands; false on stop.
    private mutating func takeCommands() -> Bool {
        var drain = [UInt8](repeating: 0, count: 256)
        while read(server.wakeRead, &drain, drain.count) > 0 {}
        let commands = server.commands.withLock { queued in defer { queued = [] }; return queued }
        for command in commands {
            switch command {
            case .stop:
                return false
            case .push(let bytes):
                for connection in connections.values where connection.isChannel {
                    connection.output += bytes
                    if connection.deadline == nil { connection.deadline = Self.now() + server.limits.transferSeconds }
                    if !connection.flush() { drop(connection) } else if !connection.hasOutput { connection.deadline = nil }
                }
            }
        }
        return true
    }

    private mutating func acceptAll() {
        for _ in 0..<64 {
            let fd = accept(server.listener.descriptor, nil, nil)
            if fd < 0 {
                switch errno {
                case EAGAIN, EWOULDBLOCK, EINTR, ECONNABORTED, EPROTO:
                    return
                default:
                    // Out of descriptors (EMFILE, ENFILE) or memory: never a silent dead listener. Make room by
                    // closing the oldest connection still waiting for its head and try again; with none to close,
                    // try again shortly (the listener stays readable meanwhile: polling it would spin).
                    let now = Self.now()
                    if now - exhaustionReported >= 60 {
                        FileHandle.standardError.write(Data("warning: the preview server cannot accept connections (\(String(cString: strerror(errno)))); dropping idle ones and retrying\n".utf8))
                        exhaustionReported = now
                    }
                    if evictOldestWaiting() { continue }
                    acceptPausedUntil = now + 0.1
                    return
                }
            }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            if connections.count >= server.limits.connections, !evictOldestWaiting() {
                close(fd)
                continue
            }
            serial += 1
            connections[fd] = HTTPConnection(descriptor: fd, serial: serial, limits: server.limits, now: Self.now())
        }
    }

    /// Closes the connection that has waited longest for a request; false when none is waiting.
    @discardableResult
    private mutating func evictOldestWaiting() -> Bool {
        guard let oldest = connections.values.filter(\.waitingForHead).min(by: { $0.serial < $1.serial }) else { return false }
        drop(oldest)
        return true
    }

    mutating func drop(_ connection: HTTPConnection) {
        connections[connection.descriptor] = nil
    }

    private mutating func expire(now: Double) {
        for connection in connections.values {
            if let deadline = connection.deadline, deadline <= now { drop(connection) }
        }
    }
}
