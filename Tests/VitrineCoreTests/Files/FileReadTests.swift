import Foundation
import Testing
import TestSupport
import VitrineCore

/// Files are read with a size limit checked before reading.
@Suite struct FileReadTests {
    func reason(_ path: String, limit: Int = FileIO.metadataLimit) -> FileReadError.Reason? {
        do {
            _ = try FileIO.read(path, limit: limit)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func readsAFileUpToTheLimit() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let path = temp.url.appendingPathComponent("exact.json").path
        let bytes = [UInt8](repeating: 0x20, count: FileIO.metadataLimit)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try FileIO.read(path, limit: FileIO.metadataLimit) == bytes)
    }

    @Test func refusesAFileOverTheLimit() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let path = temp.url.appendingPathComponent("huge.jpg.json").path
        try Data(count: FileIO.metadataLimit + 1).write(to: URL(fileURLWithPath: path))
        #expect(reason(path) == .tooLarge(limit: FileIO.metadataLimit))
        let error = FileReadError(path: path, reason: .tooLarge(limit: FileIO.metadataLimit))
        #expect(error.description == "\(path): the file is larger than 1024 KiB, which is more than it can sensibly hold; it was not read")
    }

    @Test func refusesWhatIsNotARegularFile() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        #expect(reason(temp.url.path) == .notAFile)
        #expect(reason("/dev/zero") == .notAFile)
        let fifo = temp.url.appendingPathComponent("pipe.json").path
        try #require(mkfifo(fifo, 0o600) == 0)
        #expect(reason(fifo) == .notAFile)  // and does not block waiting for a writer
    }

    /// A file longer than fstat said when it was opened (one that grew since; a /proc file says 0 bytes) is read to
    /// its end, and still refused past the limit.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func aFileLongerThanItsStatusIsReadToItsEnd() throws {
        let text = String(decoding: try FileIO.read("/proc/self/status", limit: FileIO.metadataLimit), as: UTF8.self)
        #expect(text.hasPrefix("Name:") && text.contains("\nPid:") && text.hasSuffix("\n"))
        #expect(reason("/proc/self/status", limit: 0) == .tooLarge(limit: 0))
        #expect(reason("/proc/self/status", limit: 100) == .tooLarge(limit: 100))
    }

    @Test func aMissingFileIsSaidSo() {
        #expect(reason("/nonexistent/vitrine/a.jpg.json") == .missing)
        #expect(FileReadError(path: "x", reason: .missing).description == "x: no such file")
    }
}
