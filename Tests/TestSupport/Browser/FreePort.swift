import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP port on 127.0.0.1 that nothing listens on right now (bind to port 0, read it back, close).
public enum FreePort {
    public static func next() -> UInt16 {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socketFD) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(socketFD, generic, length) == 0 && getsockname(socketFD, generic, &length) == 0
            }
        }
        return bound ? UInt16(bigEndian: address.sin_port) : 0
    }

    /// Polls until something accepts connections on `port`, for at most `seconds`.
    public static func waitUntilListening(_ port: UInt16, seconds: Double = 15) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            let connected = connectToLoopback(socketFD, port: port)
            close(socketFD)
            if connected { return true }
            usleep(50_000)
        }
        return false
    }

    /// Connects `socketFD` to 127.0.0.1:`port`; false when nothing accepts there.
    public static func connectToLoopback(_ socketFD: Int32, port: UInt16) -> Bool {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
