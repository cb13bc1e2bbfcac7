import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server's listening socket, bound to one address (`--host`), non-blocking.
final class ListeningSocket {
    let descriptor: Int32
    let port: UInt16
    /// Whether the bound address is loopback (127.0.0.0/8 or ::1): reachable from this machine only.
    let isLoopback: Bool

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(host: String, port: UInt16) throws {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &found)
        guard status == 0, let info = found else {
            throw Failure(description: "cannot bind \(host): \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(info) }
        let fd = socket(info.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var on: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        guard bind(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0, listen(fd, 1024) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw Failure(description: "cannot listen on \(host):\(port): \(reason)")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        descriptor = fd
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        (self.port, isLoopback) = Self.describe(address)
    }

    deinit {
        close(descriptor)
    }

    private static func describe(_ storage: sockaddr_storage) -> (UInt16, Bool) {
        var storage = storage
        let family = Int32(storage.ss_family)
        return withUnsafePointer(to: &storage) { pointer in
            if family == AF_INET6 {
                let address = pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee }
                let bytes = withUnsafeBytes(of: address.sin6_addr) { Array($0) }
                return (UInt16(bigEndian: address.sin6_port), bytes == [UInt8](repeating: 0, count: 15) + [1])
            }
            let address = pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee }
            let first = UInt8(truncatingIfNeeded: UInt32(bigEndian: address.sin_addr.s_addr) >> 24)
            return (UInt16(bigEndian: address.sin_port), first == 127)
        }
    }
}
