import Foundation
import Testing
import TestSupport
import VitrineCore
@testable import VitrineBuild

/// The no-op way's check that the pages it recorded are as the last build left them (`Builder.allAsWritten`): all
/// there and older than the last build's end, or not.
@Suite struct AllAsWrittenTests {
    static let paths = ["images/00/a-350.jpg", "images/00/a-700.jpg", "images/ff/b-350.jpg", "images/ff/deeper/c-350.jpg",
                        "images/top.jpg", "index.html"]

    @Test(arguments: ["none", "missing", "touched"])
    func allAsWrittenSeesAMissingOrChangedFile(_ change: String) async throws {
        let temp = try TemporaryDirectory("vitrine-as-written")
        defer { temp.remove() }
        let site = temp.url.appendingPathComponent("site")
        var list = FileIO.PathList()
        for path in Self.paths {
            let file = site.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(path.utf8).write(to: file)
            list.append(path)
        }
        let writtenAt = FileIO.currentTime()
        switch change {
        case "missing": try FileManager.default.removeItem(at: site.appendingPathComponent("images/ff/b-350.jpg"))
        case "touched":
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)],
                                                  ofItemAtPath: site.appendingPathComponent("index.html").path)
        default: break
        }
        #expect(await Builder.allAsWritten(list, root: site.path, writtenAt: writtenAt) == (change == "none"))
    }
}
