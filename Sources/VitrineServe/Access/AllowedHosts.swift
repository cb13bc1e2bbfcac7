import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names a request's Host (and an Origin's authority) may give: the loopback names and the --host value, with
/// the bound port. Any other name is how DNS rebinding reaches a local server, so it is refused. Bound to every
/// address (0.0.0.0, ::), the machine's own addresses and name are allowed too.
public struct AllowedHosts: Sendable {
    public let authorities: Set<String>

    public init(host: String, port: UInt16) {
        var names = ["127.0.0.1", "localhost", "[::1]", Self.bracketed(host)]
        if host == "0.0.0.0" || host == "::" || host.isEmpty { names += Self.machineNames() }
        var authorities = Set(names.map { "\($0.lowercased()):\(port)" })
        if port == 80 { authorities.formUnion(names.map { $0.lowercased() }) }
        self.authorities = authorities
    }

    /// Whether a Host header value names this server.
    public func allows(host: String?) -> Bool {
        guard let host else { return false }
        return authorities.contains(host.lowercased())
    }

    /// Whether an Origin header value is this server's own (`http://` and an allowed authority).
    public func allows(origin: String) -> Bool {
        let lowered = origin.lowercased()
        guard lowered.hasPrefix("http://") else { return false }
        return authorities.contains(String(lowered.dropFirst("http://".count)))
    }

    static func bracketed(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }

    /// A C string filled in by the system, up to its NUL.
    private static func text(_ characters: [CChar]) -> String {
        String(decoding: characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// This machine's host name and interface addresses.
    static func machineNames() -> [String] {
        var names: [String] = []
        var buffer = [CChar](repeating: 0, count: 256)
        if gethostname(&buffer, buffer.count - 1) == 0 {
            let name = Self.text(buffer)
            names += [name, name + ".local"]
        }
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return names }
        defer { freeifaddrs(list) }
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = cursor {
            if let address = entry.pointee.ifa_addr, [AF_INET, AF_INET6].contains(Int32(address.pointee.sa_family)) {
                var text = [CChar](repeating: 0, count: Int(NI_MAXHOST))
                let length = socklen_t(Int32(address.pointee.sa_family) == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
                if getnameinfo(address, length, &text, socklen_t(text.count), nil, 0, NI_NUMERICHOST) == 0 {
                    let numeric = Self.text(text)
                    if !numeric.contains("%") { names.append(bracketed(numeric)) }  // no zone-scoped link-local names
                }
            }
            cursor = entry.pointee.ifa_next
        }
        return names
    }
}
