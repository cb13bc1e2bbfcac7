import Foundation
import Testing
import TestSupport
@testable import VitrineBuild

/// The archive writer against two independent readers, Info-ZIP's `unzip -t` (every CRC checked) and Python's
/// zipfile (names, sizes, Zip64 fields), including Zip64 for real: past 65,535 entries, and with the size limit
/// lowered so that sizes and offsets take the Zip64 fields without writing 4 GB.
@Suite struct ZipArchiveWriterTests {
    /// Python's view of the archive: each entry as `name<TAB>size<TAB>crc<TAB>offset`, then a sha256 of each entry's bytes.
    func listing(_ archive: URL) throws -> [String] {
        let script = """
        import sys, zipfile, hashlib
        with zipfile.ZipFile(sys.argv[1]) as z:
            assert z.testzip() is None
            for i in z.infolist():
                print(f"{i.filename}\\t{i.file_size}\\t{i.CRC:08x}\\t{i.header_offset}\\t{i.compress_type}\\t{hashlib.sha256(z.read(i)).hexdigest()[:12]}\\t{i.date_time}")
        """
        return try run("/usr/bin/env", ["python3", "-c", script, archive.path]).split(separator: "\n").map(String.init)
    }

    @discardableResult
    func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(arguments): \(text)")
        return text
    }

    func files(in temp: TemporaryDirectory) throws -> [URL] {
        let contents: [[UInt8]] = [Array("hello\n".utf8), [], (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }]
        return try contents.enumerated().map { index, bytes in
            let url = temp.url.appendingPathComponent("f\(index)")
            try Data(bytes).write(to: url)
            return url
        }
    }

    @Test(.requires(.unzip)) func readersAgreeOnNamesSizesAndContents() throws {
        let temp = try TemporaryDirectory("vitrine-zip")
        defer { temp.remove() }
        let sources = try files(in: temp)
        let archive = temp.url.appendingPathComponent("a.zip")
        let writer = try ZipArchiveWriter(path: archive.path)
        let names = ["hello.txt", "empty", "Café à Arezzo — 2019.jpg"]
        for (name, source) in zip(names, sources) { try writer.add(name: name, contentsOf: source.path) }
        let size = try writer.finish()
        #expect(size == UInt64(try Data(contentsOf: archive).count))
        try run("/usr/bin/unzip", ["-tq", archive.path])
        let entries = try listing(archive)
        #expect(entries.map { $0.split(separator: "\t")[0] } == names.map { Substring($0) }, "UTF-8 names (bit 11)")
        #expect(entries.allSatisfy { $0.split(separator: "\t")[4] == "0" }, "stored, not deflated")
        #expect(entries.allSatisfy { $0.hasSuffix("(1980, 1, 1, 0, 0, 0)") }, "no clock in the bytes")
        #expect(entries[0].split(separator: "\t")[1] == "6" && entries[2].split(separator: "\t")[1] == "200000")
    }

    @Test func twoArchivesOfTheSameFilesAreTheSameBytes() throws {
        let temp = try TemporaryDirectory("vitrine-zip")
        defer { temp.remove() }
        let sources = try files(in: temp)
        var archives: [Data] = []
        for round in 0..<2 {
            let archive = temp.url.appendingPathComponent("a\(round).zip")
            let writer = try ZipArchiveWriter(path: archive.path)
            for (index, source) in sources.enumerated() { try writer.add(name: "n\(index)", contentsOf: source.path) }
            _ = try writer.finish()
            archives.append(try Data(contentsOf: archive))
            // The files' times move between the two: nothing of them may reach the archive.
            for source in sources { try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1e9 + Double(round))], ofItemAtPath: source.path) }
        }
        #expect(archives[0] == archives[1])
    }

    @Test(.requires(.unzip)) func zip64SizesAndOffsetsAreReadBack() throws {
        let temp = try TemporaryDirectory("vitrine-zip")
        defer { temp.remove() }
        let sources = try files(in: temp)
        let archive = temp.url.appendingPathComponent("a.zip")
        // Every size and offset of 100 bytes or more takes the Zip64 fields, as 4 GB ones do.
        let writer = try ZipArchiveWriter(path: archive.path, zip64Threshold: 100, zip64EntryThreshold: 2)
        for (index, source) in (sources + sources).enumerated() { try writer.add(name: "n\(index)", contentsOf: source.path) }
        _ = try writer.finish()
        let entries = try listing(archive)
        #expect(entries.count == 6)
        #expect(entries.map { $0.split(separator: "\t")[1] } == ["6", "0", "200000", "6", "0", "200000"])
        #expect(entries.compactMap { Int($0.split(separator: "\t")[3]) }.last ?? 0 > 200_000, "the offsets past the limit are read from Zip64 fields")
        try run("/usr/bin/unzip", ["-tq", archive.path])
    }

    @Test(.requires(.unzip)) func moreThan65535EntriesTakeTheZip64EndRecord() throws {
        let temp = try TemporaryDirectory("vitrine-zip")
        defer { temp.remove() }
        let source = temp.url.appendingPathComponent("one")
        try Data("x".utf8).write(to: source)
        let archive = temp.url.appendingPathComponent("many.zip")
        let writer = try ZipArchiveWriter(path: archive.path)
        for index in 0..<65_600 { try writer.add(name: "\(index).txt", contentsOf: source.path) }
        _ = try writer.finish()
        let count = try run("/usr/bin/env", ["python3", "-c", "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); print(len(z.infolist()), z.read('65599.txt').decode())", archive.path])
        #expect(count == "65600 x\n")
        try run("/usr/bin/unzip", ["-tq", archive.path])
    }

    @Test func aSourceThatIsNotARegularFileIsRefused() throws {
        let temp = try TemporaryDirectory("vitrine-zip")
        defer { temp.remove() }
        let writer = try ZipArchiveWriter(path: temp.url.appendingPathComponent("a.zip").path)
        #expect(throws: ZipArchiveError.self) { try writer.add(name: "x", contentsOf: temp.url.path) }
        let link = temp.url.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/etc/passwd")
        #expect(throws: ZipArchiveError.self) { try writer.add(name: "x", contentsOf: link.path) }
    }
}
