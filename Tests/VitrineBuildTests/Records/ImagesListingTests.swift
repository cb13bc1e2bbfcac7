import Foundation
import Testing
import TestSupport
@testable import VitrineBuild

/// The images folder's listing and its fingerprint, made without the listing (`ImagesFingerprint.regularFiles`).
@Suite struct ImagesListingTests {
    let temp: TemporaryDirectory
    var site: URL { temp.url.appendingPathComponent("site") }
    var writer: SiteWriter { SiteWriter(site: site) }

    init() throws {
        temp = try TemporaryDirectory("vitrine-walk")
        for path in ["images/00/a-350.jpg", "images/00/a-700.jpg", "images/ff/b-350.jpg", "images/ff/deeper/c-350.jpg",
                     "images/top.jpg", "images/ff/.hidden.jpg", "images/.tmp/d.jpg", "index.html"] {
            try write(path)
        }
        try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("images/00/link.jpg").path,
                                                   withDestinationPath: site.appendingPathComponent("index.html").path)
    }

    /// The paths `SiteWriter.forEachFile` gives, as a list.
    func files(under folder: String) -> [String] {
        var paths: [String] = []
        writer.forEachFile(under: folder) { paths.append($0) }
        return paths
    }

    func write(_ path: String) throws {
        let url = site.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: url)
    }

    @Test func listsRegularFilesOnly() {
        defer { temp.remove() }
        #expect(Set(files(under: "images")) == ["images/00/a-350.jpg", "images/00/a-700.jpg", "images/ff/b-350.jpg",
                                                       "images/ff/deeper/c-350.jpg", "images/top.jpg"])
    }

    /// The fingerprint the build stamp compares is the one of the listing, and of the paths the build wanted.
    @Test func fingerprintIsTheListingsFingerprint() {
        defer { temp.remove() }
        #expect(writer.fingerprint(under: "images") == SiteStamp.images(files(under: "images")))
        #expect(writer.fingerprint(under: "images") == SiteStamp.images(["images/top.jpg", "images/ff/deeper/c-350.jpg", "images/ff/b-350.jpg",
                                                                         "images/00/a-700.jpg", "images/00/a-350.jpg"]))
    }

    @Test(arguments: ["missing image", "extra image", "renamed image", "extra folder", "image moved to another folder"])
    func anyChangeToTheNamesChangesTheFingerprint(_ change: String) throws {
        defer { temp.remove() }
        let before = writer.fingerprint(under: "images")
        let images = site.appendingPathComponent("images")
        switch change {
        case "missing image": try FileManager.default.removeItem(at: images.appendingPathComponent("00/a-700.jpg"))
        case "extra image": try write("images/00/a-1024.jpg")
        case "renamed image": try FileManager.default.moveItem(at: images.appendingPathComponent("00/a-700.jpg"), to: images.appendingPathComponent("00/a-701.jpg"))
        case "extra folder": try write("images/0a/e-350.jpg")
        case "image moved to another folder": try FileManager.default.moveItem(at: images.appendingPathComponent("00/a-700.jpg"), to: images.appendingPathComponent("ff/a-700.jpg"))
        default: Issue.record("unknown change \(change)")
        }
        #expect(writer.fingerprint(under: "images") != before)
        #expect(writer.fingerprint(under: "images") == SiteStamp.images(files(under: "images")))
    }

    @Test func missingFolderIsAnEmptySet() {
        defer { temp.remove() }
        #expect(writer.fingerprint(under: "nothing") == SiteStamp.images([]))
    }
}
