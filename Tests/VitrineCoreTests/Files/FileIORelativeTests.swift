import Foundation
import Testing
import TestSupport
import VitrineCore

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

    /// Files looked up relative to their folder say what `FileStatus.of(_:followingLinks:)` says of the whole path.
    @Test func relativeStatusMatchesTheWholePath() throws {
        defer { temp.remove() }
        var files = FileIO.RelativeStatus(root: site.path)
        for path in ["index.html", "images/00/a-350.jpg", "images/00/a-700.jpg", "images/top.jpg", "images/ff/deeper/c-350.jpg",
                     "images/00/link.jpg", "index.html"] {
            let expected = try #require(FileStatus.of(site.path + "/" + path, followingLinks: true)).modified
            #expect(files.modified(path) == expected, "\(path)")
        }
        #expect(files.modified("images/00/gone.jpg") == nil)
        #expect(files.modified("gone/a.html") == nil)
        #expect(files.modified("gone/b.html") == nil)
        #expect(files.modified("images/ff/b-350.jpg") != nil)
    }

    /// Runs cover every path once, each run starting at a path's first byte, in order.
    @Test(arguments: [1, 2, 3, 7, 100])
    func runsCoverEveryPathOnce(_ parts: Int) {
        defer { temp.remove() }
        var list = FileIO.PathList()
        let paths = (0..<50).map { "albums/a\($0 / 10)/p\(String(repeating: "x", count: $0 % 7)).html" }
        for path in paths { list.append(path) }
        var seen: [String] = []
        var files = FileIO.RelativeStatus(root: site.path)
        let runs = list.runs(parts)
        #expect(runs.count <= parts + 1)
        for run in runs {
            var names: [String] = []
            // Every path is missing here: the call goes on as long as the body says so.
            #expect(files.allModified(in: list, run: run) { names.append($0 == nil ? "missing" : "there"); return true })
            seen += names
        }
        #expect(seen == Array(repeating: "missing", count: paths.count))
    }
}
