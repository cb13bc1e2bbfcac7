import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Issue 33 item 4: `vitrine serve` as a child process under abuse: more idle connections than it has descriptors,
/// and bound beyond loopback. It answers, recovers, warns, and stops on SIGTERM.
@Suite(.requires(.vitrine))
struct ServeAbuseTests {
    /// Starts `vitrine serve` through the shell with `ulimit -n` set, on a free port; returns it with its port and token.
    static func serve(_ w: Workspace, descriptors: Int, extra: [String] = []) async throws -> (Process, UInt16, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"ulimit -n "$0" && exec "$@""#, String(descriptors), VitrineProcess.binary.path,
                             "serve", w.library.root.path, "-o", w.site.path, "--cache", w.cache.path, "--port", "0"] + extra
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        let output = try #require(process.standardOutput as? Pipe).fileHandleForReading
        guard let address = await VitrineProcess.firstMatch(of: #"http://[0-9.]+:[0-9]+/\?token=[0-9a-f]{64}"#, in: output) else {
            process.terminate()
            throw RawHTTPConnection.Failure(description: "serve printed no address with a token")
        }
        let parts = address.dropFirst("http://".count).split(separator: "/").first?.split(separator: ":")
        let token = String(address.suffix(64))
        return (process, UInt16(parts?.last ?? "") ?? 0, token)
    }

    /// SIGTERM, then waits (bounded) for the exit; true when it stopped in time.
    static func stop(_ process: Process) async -> Bool {
        kill(process.processIdentifier, SIGTERM)
        let deadline = ContinuousClock.now + .seconds(20)
        while process.isRunning, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(50)) }
        guard process.isRunning else { return true }
        kill(process.processIdentifier, SIGKILL)
        return false
    }

    @Test func moreIdleConnectionsThanDescriptorsDoNotSilenceIt() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0010.jpg", to: "Tuscany")
        // This process holds the 1,100 client ends: it needs the descriptors the server is denied.
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        if limit.rlim_cur < 1500 {
            limit.rlim_cur = min(limit.rlim_max, 4096)
            setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        }
        try #require(limit.rlim_cur >= 1500, "the test needs 1,500 descriptors")
        let (server, port, _) = try await Self.serve(w, descriptors: 1024)
        let (during, after) = try await RawHTTPConnection.offPool {
            var idle: [RawHTTPConnection] = []
            for _ in 0..<1100 { idle.append(try RawHTTPConnection(port: port, timeout: 30)) }
            let during = try RawHTTPConnection(port: port).exchange("/", port: port)
            idle.removeAll()
            let after = try RawHTTPConnection(port: port).exchange("/", port: port)
            return (during, after)
        }
        #expect(during == 200)
        #expect(after == 200)
        #expect(server.isRunning)
        #expect(await Self.stop(server))
    }

    /// With 20 descriptors, the connection cap (half of them) is more than what the process has left: accept fails
    /// with EMFILE. It says so once, makes room, and answers.
    @Test func runningOutOfDescriptorsWarnsOnceAndItKeepsAnswering() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0010.jpg", to: "Tuscany")
        let (server, port, _) = try await Self.serve(w, descriptors: 20)
        let statuses = try await RawHTTPConnection.offPool {
            var idle: [RawHTTPConnection] = []
            var statuses: [Int] = []
            for round in 0..<3 {
                for _ in 0..<30 { idle.append(try RawHTTPConnection(port: port, timeout: 30)) }
                statuses.append(try RawHTTPConnection(port: port).exchange("/", port: port))
                if round == 1 { idle.removeAll() }
            }
            return statuses
        }
        #expect(statuses == [200, 200, 200])
        #expect(await Self.stop(server))
        let errors = try #require(server.standardError as? Pipe).fileHandleForReading.readDataToEndOfFile()
        let warnings = String(decoding: errors, as: UTF8.self).components(separatedBy: "cannot accept connections (Too many open files)")
        #expect(warnings.count == 2, "expected one warning")
    }

    @Test func bindingBeyondLoopbackWarnsAndNeedsTheToken() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0010.jpg", to: "Tuscany")
        let (server, port, token) = try await Self.serve(w, descriptors: 1024, extra: ["--host", "0.0.0.0"])
        let errors = try #require(server.standardError as? Pipe).fileHandleForReading
        let warning = await VitrineProcess.firstMatch(of: "warning: serving on 0.0.0.0[^\n]*", in: errors)
        #expect(warning != nil)
        let (anonymous, wrongToken, exchanged, withCookie) = try await RawHTTPConnection.offPool {
            (try RawHTTPConnection(port: port).exchange("/", port: port),
             try RawHTTPConnection(port: port).exchange("/?token=" + String(repeating: "0", count: 64), port: port),
             try RawHTTPConnection(port: port).exchange("/?token=\(token)", port: port),
             try RawHTTPConnection(port: port).exchange("/", port: port, headers: ["Cookie: vitrine-token-\(port)=\(token)"]))
        }
        #expect(anonymous == 403)
        #expect(wrongToken == 403)
        #expect(exchanged == 302)
        #expect(withCookie == 200)
        #expect(await Self.stop(server))
    }

    @Test func sigtermStopsItWhileAClientSendsAnEndlessRequestLine() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        try w.library.add("gps/DSCN0010.jpg", to: "Tuscany")
        let (server, port, _) = try await Self.serve(w, descriptors: 1024)
        let attacker = try RawHTTPConnection(port: port, timeout: 5)
        let descriptor = attacker.descriptor
        let sending = Thread {
            RawHTTPConnection.send(Array("GET /".utf8), on: descriptor)
            let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 64 * 1024)
            for _ in 0..<64 where RawHTTPConnection.send(chunk, on: descriptor) {}
        }
        sending.start()
        #expect(await Self.stop(server))
        withExtendedLifetime(attacker) {}
    }
}

extension RawHTTPConnection {
    /// Sends a GET and returns the answer's status (0 when none came).
    func exchange(_ target: String, port: UInt16, headers: [String] = []) throws -> Int {
        send(Self.request("GET", target, port: port, headers: headers))
        return try readResponse()?.status ?? 0
    }
}
