import Foundation
import Testing
import TestSupport
import VitrineCatalog
@testable import VitrineBuild

/// The images folder's fingerprint from the catalog's record of each folder whose status is unchanged, and the
/// folders listed anew only when their listing may be trusted (`ImagesFingerprint`).
@Suite struct ImagesFingerprintTests {
    let temp: TemporaryDirectory
    var site: URL { temp.url.appendingPathComponent("site") }
    var writer: SiteWriter { SiteWriter(site: site) }
    /// A time long after the folders were made: every folder has settled.
    static let later = timespec(tv_sec: Int(Date().timeIntervalSince1970) + 3_600, tv_nsec: 0)

    init() throws {
        temp = try TemporaryDirectory("vitrine-images-fingerprint")
        for path in ["images/00/a-350.jpg", "images/00/a-700.jpg", "images/ff/b-350.jpg", "images/ff/deeper/c-350.jpg",
                     "images/top.jpg", "images/00/.hidden.jpg", "images/.tmp/d.jpg", "images/1a/e-350.jpg", "index.html"] {
            try write(path)
        }
    }

    func write(_ path: String) throws {
        let url = site.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: url)
    }

    /// The file system's clock moves in ticks (a few milliseconds on Linux): a change in the tick a folder was
    /// made in would leave its status as it was, which is why a build records only folders left alone for seconds.
    /// These tests record folders just made, so they wait for the next tick before changing one.
    static func waitForTheClock() {
        Thread.sleep(forTimeInterval: 0.05)
    }

    func fingerprint(known: [String: ImageFolderRecord] = [:], now: timespec? = Self.later) -> ImagesFingerprint {
        ImagesFingerprint(site: site.path, folder: "images", known: known, now: now)
    }

    @Test func itIsTheListingsFingerprintAndRecordsSettledFoldersWithoutFolders() {
        defer { temp.remove() }
        let images = fingerprint()
        #expect(images.text == writer.fingerprint(under: "images"))
        #expect(images.folders == ["images/00", "images/ff", "images/1a"])
        // images/ff holds a folder: a change in it would leave images/ff's status as it was.
        #expect(Set(images.listed.map(\.path)) == ["images/00", "images/1a"])
        #expect(images.listed.first { $0.path == "images/00" }?.count == 2)
        #expect(fingerprint(now: nil).listed.isEmpty)
    }

    @Test func aFolderChangedLessThanTheSettlingTimeAgoIsNotRecorded() throws {
        defer { temp.remove() }
        let now = try #require(ImagesFingerprint.fileSystemTime(in: site.path))
        #expect(abs(now.tv_sec - Int(Date().timeIntervalSince1970)) < 60)
        // The clock file is gone again.
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path).sorted() == ["images", "index.html"])
        let images = fingerprint(now: now)
        #expect(images.text == writer.fingerprint(under: "images"))
        #expect(images.listed.isEmpty)
    }

    /// A folder whose status is as recorded is not listed: its record stands for it, even one that lies.
    @Test func aRecordStandsForItsFolderWhileTheFolderIsUnchanged() throws {
        defer { temp.remove() }
        let first = fingerprint()
        var known = Dictionary(uniqueKeysWithValues: first.listed.map { ($0.path, $0) })
        #expect(fingerprint(known: known).text == first.text)
        // Not listed, so nothing to record again (images/ff, which holds a folder, is listed but never recorded).
        #expect(fingerprint(known: known).listed.isEmpty)
        known["images/00"]?.count += 1
        #expect(fingerprint(known: known).text != first.text)
    }

    @Test(arguments: ["missing image", "extra image", "renamed image", "image moved to another folder", "folder replaced"])
    func aChangedFolderIsListedAgain(_ change: String) throws {
        defer { temp.remove() }
        var known = Dictionary(uniqueKeysWithValues: fingerprint().listed.map { ($0.path, $0) })
        // Records that lie: only a listing gives the right value.
        known["images/00"]?.count += 1
        known["images/1a"]?.sum &+= 1
        let images = site.appendingPathComponent("images")
        Self.waitForTheClock()
        switch change {
        case "missing image": try FileManager.default.removeItem(at: images.appendingPathComponent("00/a-700.jpg"))
        case "extra image": try write("images/00/a-1024.jpg")
        case "renamed image":
            try FileManager.default.moveItem(at: images.appendingPathComponent("00/a-700.jpg"), to: images.appendingPathComponent("00/a-701.jpg"))
        case "image moved to another folder":
            try FileManager.default.moveItem(at: images.appendingPathComponent("00/a-700.jpg"), to: images.appendingPathComponent("ff/a-700.jpg"))
        case "folder replaced":
            try FileManager.default.removeItem(at: images.appendingPathComponent("00"))
            try write("images/00/a-350.jpg")
            try write("images/00/a-700.jpg")
        default: Issue.record("unknown change \(change)")
        }
        // The other folder with a lying record is unchanged: its record still stands.
        var truthful = known
        truthful["images/1a"]?.sum &-= 1
        #expect(fingerprint(known: truthful).text == writer.fingerprint(under: "images"))
        #expect(fingerprint(known: known).text != writer.fingerprint(under: "images"))
    }

    @Test func aFolderGoneOrNewIsSeen() throws {
        defer { temp.remove() }
        let known = Dictionary(uniqueKeysWithValues: fingerprint().listed.map { ($0.path, $0) })
        try FileManager.default.removeItem(at: site.appendingPathComponent("images/1a"))
        try write("images/2b/f-350.jpg")
        let images = fingerprint(known: known)
        #expect(images.text == writer.fingerprint(under: "images"))
        #expect(images.folders == ["images/00", "images/ff", "images/2b"])
    }

    /// The build: the first no-op records the settled folders, the next lists none of them, and an image deleted
    /// by hand is still seen.
    @Test func theBuildRecordsFoldersAndSeesADeletedImage() throws {
        defer { temp.remove() }
        let catalog = try Catalog(directory: temp.url.appendingPathComponent("cache"))
        try writer.resetTemporaryFolder()
        defer { writer.removeTemporaryFolder() }
        let truth = writer.fingerprint(under: "images")
        #expect(try Builder.imagesFingerprint(catalog, writer: writer) == truth)
        // Just made: nothing has settled.
        #expect(try catalog.imageFolders().isEmpty)
        try catalog.saveImageFolders(fingerprint().listed, present: ["images/00", "images/ff", "images/1a"])
        #expect(try Set(catalog.imageFolders().keys) == ["images/00", "images/1a"])
        #expect(try Builder.imagesFingerprint(catalog, writer: writer) == truth)
        Self.waitForTheClock()
        try FileManager.default.removeItem(at: site.appendingPathComponent("images/00/a-350.jpg"))
        #expect(try Builder.imagesFingerprint(catalog, writer: writer) == writer.fingerprint(under: "images"))
        #expect(try Builder.imagesFingerprint(catalog, writer: writer) != truth)
        // A folder gone takes its record with it.
        try FileManager.default.removeItem(at: site.appendingPathComponent("images/1a"))
        _ = try Builder.imagesFingerprint(catalog, writer: writer)
        #expect(try catalog.imageFolders()["images/1a"] == nil)
    }
}
