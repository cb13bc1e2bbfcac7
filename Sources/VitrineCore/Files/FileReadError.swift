#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read (`FileIO.read`).
public struct FileReadError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        case missing
        case tooLarge(limit: Int)
        case notAFile
        case system(errno: Int32)
    }

    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// What is wrong, without the path.
    public var message: String {
        switch reason {
        case .missing: "no such file"
        case .tooLarge(let limit): "the file is larger than \(limit / 1024) KiB, which is more than it can sensibly hold; it was not read"
        case .notAFile: "is not a regular file"
        case .system(let code): "cannot be read: \(String(cString: strerror(code)))"
        }
    }

    public var description: String { "\(path): \(message)" }
}
