#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension EventLoop {
    /// Moves one connection on after poll reported it ready.
    mutating func service(_ connection: HTTPConnection, readable: Bool, writable: Bool) {
        if writable, connection.hasOutput {
            guard connection.flush() else { return drop(connection) }
            if connection.hasOutput {
                connection.deadline = Self.now() + server.limits.transferSeconds  // progress extends the deadline
                return
            }
            finishedWriting(connection)
            handleRequests(connection)  // a pipelined request may be waiting already
            return
        }
        guard readable else { return }
        if case .writing = connection.state { return }  // only a hang-up or error: the write will tell
        guard let count = connection.receive(into: &readBuffer) else { return }
        guard count > 0 else { return drop(connection) }
        switch connection.state {
        case .channel:
            drop(connection)  // the page never sends on the reload channel but to close it
        case .draining, .writing:
            break  // dropped unread
        case .reading:
            let hadBody = connection.parser.readingBody
            connection.parser.append(readBuffer[0..<count])
            handleRequests(connection)
            // A head just completed whose body is still on its way: the body gets its own deadline.
            if case .reading = connection.state, !hadBody, connection.parser.readingBody {
                connection.deadline = Self.now() + server.limits.transferSeconds
            }
        }
    }

    /// After an answer is written: wait for the next request, keep the push channel, or drain and close.
    private func finishedWriting(_ connection: HTTPConnection) {
        switch connection.state {
        case .writing(let thenClose):
            if thenClose {
                shutdown(connection.descriptor, Int32(SHUT_WR))
                connection.state = .draining
                connection.deadline = Self.now() + 2
            } else {
                connection.state = .reading
                connection.deadline = Self.now() + server.limits.headSeconds
            }
        case .channel:
            connection.deadline = nil
        case .reading, .draining:
            break
        }
    }

    /// Parses and answers what the connection has sent, one request at a time, in a loop (not recursion: a
    /// client may pipeline thousands of small requests in one read).
    private mutating func handleRequests(_ connection: HTTPConnection) {
        while case .reading = connection.state {
            switch connection.parser.next() {
            case .needMore:
                return
            case .refuse(let status, let message):
                answer(connection, HTTPResponse.text(status, message), keepAlive: false, headOnly: false)
            case .request(let request):
                connection.served += 1
                switch handler(request) {
                case .response(let response):
                    let keepAlive = request.keepsAlive && connection.served < server.limits.requestsPerConnection
                    answer(connection, response, keepAlive: keepAlive, headOnly: request.method == "HEAD")
                case .channel(let response):
                    if connections.values.filter(\.isChannel).count >= server.limits.reloadChannels {
                        answer(connection, HTTPResponse.text(503, "Too many open pages"), keepAlive: false, headOnly: false)
                    } else {
                        connection.state = .channel
                        connection.output = response.upgradeHead()
                        connection.written = 0
                    }
                }
            }
            guard connection.flush() else { return drop(connection) }
            if connection.hasOutput {
                connection.deadline = Self.now() + server.limits.transferSeconds
                return
            }
            finishedWriting(connection)
        }
    }

    private func answer(_ connection: HTTPConnection, _ response: HTTPResponse, keepAlive: Bool, headOnly: Bool) {
        connection.state = .writing(thenClose: !keepAlive)
        connection.output = response.serialized(keepAlive: keepAlive, headOnly: headOnly)
        connection.written = 0
    }
}

extension HTTPResponse {
    /// A 101 head: no length, the connection changes protocol.
    func upgradeHead() -> [UInt8] {
        var head = "HTTP/1.1 101 Switching Protocols\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        return Array((head + "\r\n").utf8)
    }
}
