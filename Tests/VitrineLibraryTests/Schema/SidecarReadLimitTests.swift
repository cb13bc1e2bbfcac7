import Foundation
import Testing
import TestSupport
import VitrineCore
import VitrineLibrary

/// A sidecar is read through `FileIO.read` with the metadata limit.
@Suite struct SidecarReadLimitTests {
    @Test func aHugeSidecarIsAReadErrorNotAParse() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let path = temp.url.appendingPathComponent("a.jpg.json").path
        let huge = "{\"caption\": \"" + String(repeating: "x", count: FileIO.metadataLimit) + "\"}"
        try Data(huge.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: JSONFileError.read(FileReadError(path: path, reason: .tooLarge(limit: FileIO.metadataLimit)))) {
            try Sidecar.load(from: path)
        }
    }
}
