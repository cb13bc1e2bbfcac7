import Foundation
import Testing
import TestSupport
import VitrineCatalog
@testable import VitrineBuild

/// The images folder as the long way finds it (`FoundImages`): split by trust, and the files the catalog does not
/// record kept by path for the cleanup.
@Suite struct FoundImagesTests {
    let temp: TemporaryDirectory
    var site: URL { temp.url.appendingPathComponent("site") }

    init() throws {
        temp = try TemporaryDirectory("vitrine-found")
    }

    func write(_ path: String, _ bytes: [UInt8] = Array("x".utf8)) throws {
        let url = site.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    @Test func splitsTheFolderByTrust() throws {
        defer { temp.remove() }
        let recordedImage = "images/00/0000000000000000-11111111-350.jpg"
        let recordedVideo = "images/00/0000000000000000-v.mp4"
        let mergedVideo = "images/ab/abababababababab-v.mp4"
        let notAVideo = "images/ab/cdcdcdcdcdcdcdcd-v.mp4"
        let mergedImage = "images/ab/abababababababab-22222222-700.webp"
        let stray = "images/ff/notes.txt"
        for path in [recordedImage, recordedVideo, notAVideo, mergedImage, stray] { try write(path) }
        try write(mergedVideo, [0, 0, 0, 0x18] + Array("ftypisom".utf8) + [UInt8](repeating: 0, count: 12))
        try write("index.html")
        try write("images/ff/.hidden.jpg")
        var recorded = OutputDigests()
        for path in [recordedImage, recordedVideo, "index.html", "images/00/gone-350.jpg"] { recorded.insert(path: path, inputs: "i") }

        let found = FoundImages(SiteWriter(site: site), recorded: recorded)
        for path in [recordedImage, recordedVideo, mergedVideo] { #expect(found.trusted.contains(path), "\(path)") }
        for path in [notAVideo, mergedImage, stray, "index.html", "images/00/gone-350.jpg", "images/ff/.hidden.jpg"] {
            #expect(!found.trusted.contains(path), "\(path)")
        }
        #expect(found.trusted.count == 3)
        #expect(found.unverified == [mergedImage, stray])
        #expect(Set(found.unrecorded) == [mergedVideo, notAVideo, mergedImage, stray])
        #expect(found.unrecorded.count == 4)
    }

    @Test func aSiteWithoutImagesFindsNone() {
        defer { temp.remove() }
        let found = FoundImages(SiteWriter(site: site), recorded: OutputDigests())
        #expect(found.trusted.isEmpty && found.unverified.isEmpty && found.unrecorded.isEmpty)
    }
}
