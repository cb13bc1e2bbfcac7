import Foundation
import Testing
import TestSupport
import VitrineCore

/// The listing of a folder's regular files (`FileIO.regularFiles(under:prefix:)`), as the long way lists the
/// images folder.
@Suite struct FileIOWalkTests {
    @Test func listsRegularFilesBelowTheFolderAfterThePrefix() throws {
        let temp = try TemporaryDirectory("vitrine-walk")
        defer { temp.remove() }
        let images = temp.url.appendingPathComponent("images")
        for path in ["00/a-350.jpg", "00/a-700.webp", "ff/deeper/c-350.jpg", "top.jpg", "ff/.hidden.jpg"] {
            let url = images.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        try FileManager.default.createSymbolicLink(atPath: images.appendingPathComponent("00/link.jpg").path,
                                                   withDestinationPath: images.appendingPathComponent("top.jpg").path)
        let relative = ["00/a-350.jpg", "00/a-700.webp", "ff/deeper/c-350.jpg", "top.jpg"]
        #expect(FileIO.regularFiles(under: images.path).sorted() == relative)
        #expect(FileIO.regularFiles(under: images.path, prefix: "images/").sorted() == relative.map { "images/" + $0 })
    }
}
