import Foundation
import Testing
import TestSupport
import VitrineCore
@testable import VitrineBuild

/// The no-op rebuild's check that the pages it recorded are as the last build left them (`Builder.allAsWritten`).
@Suite struct AllAsWrittenTests {
    let temp: TemporaryDirectory
    var site: URL { temp.url.appendingPathComponent("site") }

    init() throws {
        temp = try TemporaryDirectory("vitrine-relative")
        for path in ["index.html", "images/00/a-350.jpg", "images/00/a-700.jpg", "images/top.jpg", "images/ff/b-350.jpg",
                     "images/ff/deeper/c-350.jpg"] {
            let url = site.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("images/00/link.jpg").path,
                                                   withDestinationPath: site.appendingPathComponent("index.html").path)
    }

    /// The no-op rebuild's check of the recorded pages: all there and older than the last build's end, or not.
    @Test(arguments: ["none", "missing", "touched"])
    func allAsWrittenSeesAMissingOrChangedFile(_ change: String) async throws {
        defer { temp.remove() }
        var list = FileIO.PathList()
        let paths = ["images/00/a-350.jpg", "images/00/a-700.jpg", "images/ff/b-350.jpg", "images/ff/deeper/c-350.jpg",
                     "images/top.jpg", "index.html"]
        for path in paths { list.append(path) }
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
