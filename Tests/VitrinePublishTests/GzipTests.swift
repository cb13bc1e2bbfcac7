import Foundation
import Testing
@testable import VitrinePublish

/// `--compress gzip`'s encoder: what it writes is gzip that the system's gunzip reads back byte for byte, and the same
/// input gives the same bytes (no name, no time in the header), which is what lets a second deploy send nothing.
@Suite("Gzip")
struct GzipTests {
    static func gunzip(_ bytes: [UInt8]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-d", "-c"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(bytes))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "gzip -d rejected the stream")
        return [UInt8](data)
    }

    @Test("gunzip gives the input back, for empty, small, repetitive and random inputs")
    func roundTrips() throws {
        var random = SystemRandomNumberGenerator()
        let inputs: [[UInt8]] = [
            [], Array("<p>home</p>".utf8), Array(String(repeating: "<li><a href=x>photo</a></li>\n", count: 5000).utf8),
            (0..<100_000).map { _ in UInt8.random(in: 0...255, using: &random) },
        ]
        for input in inputs {
            let compressed = try #require(try Gzip.compress(input))
            #expect(try Self.gunzip(compressed) == input, "\(input.count) bytes")
        }
    }

    @Test("the same bytes every time: no file name, no modification time, only the fixed header")
    func deterministic() throws {
        let input = Array(String(repeating: "body{margin:0}\n", count: 300).utf8)
        let first = try #require(try Gzip.compress(input))
        let second = try #require(try Gzip.compress(input))
        #expect(first == second)
        // ID1 ID2, CM deflate, FLG 0 (no name, comment or extra field), MTIME 0.
        #expect(Array(first.prefix(8)) == [0x1f, 0x8b, 8, 0, 0, 0, 0, 0])
        #expect(first.count < input.count / 10, "repetitive text compresses")
    }
}
