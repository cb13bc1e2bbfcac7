import Foundation
import Testing
import TestSupport
@testable import VitrineBuild

/// Files of the site looked up relative to their open folder (`FileIO.RelativeStatus`), as the no-op rebuild checks
/// the pages it recorded.
@Suite struct FileIORelativeTests {
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

    /// Files looked up relative to their folder say what `FileIO.status` says of the whole path.
    @Test func relativeStatusMatchesTheWholePath() throws {
        defer { temp.remove() }
        var files = FileIO.RelativeStatus(root: site.path)
        for path in ["index.html", "images/00/a-350.jpg", "images/00/a-700.jpg", "images/top.jpg", "images/ff/deeper/c-350.jpg",
                     "images/00/link.jpg", "index.html"] {
            let expected = try #require(FileIO.status(site.path + "/" + path)).modified
            #expect(files.modified(path) == expected, "\(path)")
        }
        #expect(files.modified("images/00/gone.jpg") == nil)
        #expect(files.modified("gone/a.html") == nil)
        #expect(files.modified("gone/b.html") == nil)
        #expect(files.modified("images/ff/b-350.jpg") != nil)
    }
}
