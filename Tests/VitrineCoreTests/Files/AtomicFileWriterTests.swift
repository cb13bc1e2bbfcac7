import Foundation
import Testing
import TestSupport
import VitrineCore

/// Temp file, fsync, last check, rename: the target is the old file or the new one, never half.
@Suite struct AtomicFileWriterTests {
    let temp: TemporaryDirectory
    let target: String

    init() throws {
        temp = try TemporaryDirectory("vitrine-atomic")
        target = temp.url.appendingPathComponent("file.json").path
    }

    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: temp.url.path).sorted() }
    func contents() -> String? { FileManager.default.contents(atPath: target).map { String(decoding: $0, as: UTF8.self) } }

    @Test func createsAndReplaces() throws {
        defer { temp.remove() }
        try AtomicFileWriter().write(Array("first".utf8), to: target)
        #expect(contents() == "first")
        try AtomicFileWriter().write(Array("second, longer".utf8), to: target)
        #expect(contents() == "second, longer")
        try AtomicFileWriter().write([], to: target)
        #expect(contents() == "")
        #expect(try names() == ["file.json"])
    }

    @Test func aFailingVerifyReplacesNothing() throws {
        defer { temp.remove() }
        try AtomicFileWriter().write(Array("old".utf8), to: target)
        let error = #expect(throws: AtomicWriteError.self) {
            try AtomicFileWriter().write(Array("new".utf8), to: target) { () throws(AtomicWriteError) in
                throw AtomicWriteError(path: "x", step: .verify, message: "changed")
            }
        }
        #expect(error?.step == .verify)
        #expect(contents() == "old")
        #expect(try names() == ["file.json"])
    }

    @Test func aFailingRenameReplacesNothingAndCleansUp() throws {
        defer { temp.remove() }
        try AtomicFileWriter().write(Array("old".utf8), to: target)
        let writer = AtomicFileWriter { _, to throws(AtomicWriteError) in
            throw AtomicWriteError(path: to, step: .rename, message: "simulated")
        }
        let error = #expect(throws: AtomicWriteError.self) { try writer.write(Array("new".utf8), to: target) }
        #expect(error?.step == .rename)
        #expect(error?.path == target)
        #expect(contents() == "old")
        #expect(try names() == ["file.json"])
    }

    @Test func aMissingFolderFailsAtCreateAndSaysWhere() throws {
        defer { temp.remove() }
        let path = temp.url.appendingPathComponent("no/such/folder/file.json").path
        let error = #expect(throws: AtomicWriteError.self) { try AtomicFileWriter().write([1], to: path) }
        #expect(error?.step == .create)
        #expect(error?.description == "\(path): cannot create a temporary file beside it (No such file or directory)")
    }

    @Test func theSystemRenameReportsItsFailure() throws {
        defer { temp.remove() }
        let error = #expect(throws: AtomicWriteError.self) {
            try AtomicFileWriter.systemRename(temp.url.appendingPathComponent("absent").path, target)
        }
        #expect(error?.step == .rename)
        #expect(error?.message == "cannot be replaced (No such file or directory)")
    }
}
