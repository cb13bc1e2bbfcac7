#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One client connection of `HTTPServer`: owns its socket, what has been read and what is left to write.
final class HTTPConnection {
    enum State {
        /// Waiting for (the rest of) a request.
        case reading
        /// Sending an answer; then closing, or reading the next request.
        case writing(thenClose: Bool)
        /// Answer sent to a refused client: reading and dropping what it still sends, so closing does not reset
        /// the connection before it reads the answer.
        case draining
        /// A reload channel: the server pushes, the client only ever closes.
        case channel
    }

    let descriptor: Int32
    /// When it was accepted, to find the oldest.
    let serial: Int
    var parser: RequestParser
    var state: State = .reading
    var output: [UInt8] = []
    var written = 0
    /// When it is cut unless something happens; nil for an idle reload channel.
    var deadline: Double?
    var served = 0

    init(descriptor: Int32, serial: Int, limits: ServerLimits, now: Double) {
        self.descriptor = descriptor
        self.serial = serial
        parser = RequestParser(limits: limits)
        deadline = now + limits.headSeconds
    }

    deinit {
        close(descriptor)
    }

    var waitingForHead: Bool {
        if case .reading = state { return !parser.readingBody }
        return false
    }

    var isChannel: Bool {
        if case .channel = state { return true }
        return false
    }

    var isWriting: Bool {
        if case .writing = state { return true }
        return false
    }

    var hasOutput: Bool { written < output.count }

    /// Reads what is there into `buffer`: the byte count, 0 at end of stream, nil when nothing (yet) or an error.
    func receive(into buffer: inout [UInt8]) -> Int? {
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count < 0 { return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? nil : 0 }
        return count
    }

    /// Writes what it can; false when the peer is gone.
    func flush() -> Bool {
        while written < output.count {
            #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
            #else
            let flags: Int32 = 0
            #endif
            let count = output.withUnsafeBytes { send(descriptor, $0.baseAddress! + written, $0.count - written, flags) }
            if count < 0 { return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR }
            written += count
        }
        output.removeAll(keepingCapacity: true)
        written = 0
        return true
    }
}
