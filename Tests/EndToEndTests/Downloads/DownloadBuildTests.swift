import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineLibrary

/// Issue 30, downloads: an archive per album of its display-size JPEGs or of its originals, originals without their
/// position, archives the same bytes from two clean builds and rewritten only when their members change.
@Suite struct DownloadBuildTests {
    /// Trip offers its originals (from vitrine.json), one of its photos hidden; Other offers its display-size JPEGs
    /// (its album.json); the home album has no photo of its own, so no archive.
    static func workspace() throws -> Workspace {
        let w = try Workspace()
        try w.library.add("gps/DSCN0010.jpg", to: "Trip")
        try w.library.add("gps/DSCN0012.jpg", to: "Trip")
        try w.library.add("gps/DSCN0021.jpg", to: "Trip")
        try w.library.add("gps/DSCN0025.jpg", to: "Other")
        try w.library.add("orientation/landscape_6.jpg", to: "Other")
        try w.library.write(#"{"hidden": true}"#, at: "Trip/DSCN0021.jpg.json")
        try w.library.write(#"{"downloads": "originals"}"#, at: "vitrine.json")
        try w.library.write(#"{"title": "Other things", "downloads": "album"}"#, at: "Other/album.json")
        return w
    }

    /// The archive's entries as Python's zipfile reads them, each extracted into `folder`.
    static func entries(_ archive: URL, extractingTo folder: URL) throws -> [String] {
        let script = "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; z.extractall(sys.argv[2]); print('\\n'.join(z.namelist()))"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, archive.path, folder.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test(.requires(.unzip, .exiftool)) func eachAlbumGetsItsArchiveAndOriginalsLoseTheirPosition() async throws {
        let w = try Self.workspace()
        defer { w.temp.remove() }
        let summary = try await w.build(formats: [.jpeg])
        #expect(summary.diagnostics == [])
        let archives = try SiteTree(w.site).paths.filter { $0.hasSuffix(".zip") }
        #expect(archives == ["downloads/other-things.zip", "downloads/trip.zip"])

        let trip = w.temp.url.appendingPathComponent("trip")
        #expect(try Self.entries(w.site.appendingPathComponent("downloads/trip.zip"), extractingTo: trip) == ["DSCN0010.jpg", "DSCN0012.jpg"],
                "the hidden photo is not in it")
        for name in ["DSCN0010.jpg", "DSCN0012.jpg"] {
            let original = w.library.root.appendingPathComponent("Trip/\(name)")
            let extracted = trip.appendingPathComponent(name)
            #expect(try ExifTool.read(["-gps:all"], from: original).contains("GPSLatitude"))
            #expect(!(try ExifTool.read(["-gps:all", "-XMP:all"], from: extracted)).contains("GPS"), "\(name) keeps a position")
            #expect(try Data(contentsOf: extracted).count == Data(contentsOf: original).count)
            #expect(try ExifTool.read(["-Model"], from: extracted).contains("COOLPIX"), "the rest of its EXIF stays")
        }
        let other = w.temp.url.appendingPathComponent("other")
        #expect(try Self.entries(w.site.appendingPathComponent("downloads/other-things.zip"), extractingTo: other) == ["DSCN0025.jpg", "landscape_6.jpg"])
        let displaySizes = try SiteTree(w.site).paths.filter { $0.hasSuffix("-2048.jpg") }.map { try Data(contentsOf: w.site.appendingPathComponent($0)) }
        #expect(displaySizes.contains(try Data(contentsOf: other.appendingPathComponent("DSCN0025.jpg"))),
                "the album archive holds the 2048 px display size, as published")

        let tripPage = try String(contentsOf: w.site.appendingPathComponent("albums/trip/index.html"), encoding: .utf8)
        #expect(tripPage.contains(#"href="../../downloads/trip.zip" download="Trip.zip""#))
        let otherPage = try String(contentsOf: w.site.appendingPathComponent("albums/other/index.html"), encoding: .utf8)
        #expect(otherPage.contains(#"download="Other things.zip""#))
        let home = try String(contentsOf: w.site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!home.contains(".zip"))
        // Every original published is one a page links, and none is the hidden photo's.
        let originals = try SiteTree(w.site).paths.filter { $0.hasPrefix("originals/") }
        #expect(originals.count == 2)
        let photoPage = try String(contentsOf: w.site.appendingPathComponent("albums/trip/dscn0010.html"), encoding: .utf8)
        #expect(originals.contains { photoPage.contains($0) })
        #expect(try w.brokenLinks() == [])
    }

    @Test(.requires(.unzip)) func aRatingOrATitleRewritesNoArchiveAndHidingAPhotoRewritesItsAlbums() async throws {
        let w = try Self.workspace()
        defer { w.temp.remove() }
        try await w.build(formats: [.jpeg])
        func status(_ path: String) throws -> [FileAttributeKey: Any] {
            try FileManager.default.attributesOfItem(atPath: w.site.appendingPathComponent(path).path)
        }
        let trip = try status("downloads/trip.zip"), other = try status("downloads/other-things.zip")
        try w.library.write(#"{"rating": 5, "title": "The square"}"#, at: "Trip/DSCN0010.jpg.json")
        try w.library.write(#"{"rating": 2, "tags": ["hill"]}"#, at: "Other/DSCN0025.jpg.json")
        let edited = try await w.build(formats: [.jpeg])
        #expect(edited.archivesWritten == 0)
        for (path, before) in [("downloads/trip.zip", trip), ("downloads/other-things.zip", other)] {
            let after = try status(path)
            #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int && after[.modificationDate] as? Date == before[.modificationDate] as? Date,
                    "\(path) was rewritten by a rating")
        }
        try await SidecarWayTests.expectClean(w, "rating and title")

        try w.library.write(#"{"hidden": true}"#, at: "Trip/DSCN0012.jpg.json")
        let hidden = try await w.build(formats: [.jpeg])
        #expect(hidden.archivesWritten == 1, "only Trip's archive changes")
        #expect(try Self.entries(w.site.appendingPathComponent("downloads/trip.zip"), extractingTo: w.temp.url.appendingPathComponent("t2")) == ["DSCN0010.jpg"])
        try await SidecarWayTests.expectClean(w, "a photo hidden")
        #expect(try await w.build(formats: [.jpeg]).siteUnchanged)
    }

    @Test func anInvalidValueOffersNothingAndNamesTheFile() async throws {
        let w = try Self.workspace()
        defer { w.temp.remove() }
        try w.library.write(#"{"downloads": "everything"}"#, at: "Other/album.json")
        try w.library.write(#"{"downloads": "originals", "location": "exact"}"#, at: "vitrine.json")
        let summary = try await w.build(formats: [.jpeg])
        #expect(summary.diagnostics.map(\.path) == ["Other/album.json"])
        #expect(summary.diagnostics.first?.message.contains("none, album, originals") == true)
        #expect(try SiteTree(w.site).paths.filter { $0.hasSuffix(".zip") } == ["downloads/trip.zip"])
        // With "location": "exact" the originals are published as they are.
        let original = try SiteTree(w.site).paths.filter { $0.hasPrefix("originals/") }
        let published = Set(try original.map { try Data(contentsOf: w.site.appendingPathComponent($0)) })
        let files = Set(try ["DSCN0010.jpg", "DSCN0012.jpg"].map { try Data(contentsOf: w.library.root.appendingPathComponent("Trip/\($0)")) })
        #expect(published == files)
    }

    @Test func anOriginalWhosePositionCannotBeRemovedIsLeftOutWithAWarning() async throws {
        let w = try Self.workspace()
        defer { w.temp.remove() }
        // A JPEG whose EXIF block names a first directory past its end: it decodes, but its EXIF cannot be edited for certain.
        var bytes = [UInt8](try Data(contentsOf: Fixtures.url("gps/DSCN0029.jpg")))
        let broken: [UInt8] = [0xFF, 0xE1, 0, 16] + Array("Exif".utf8) + [0, 0, 0x4D, 0x4D, 0, 42, 0x7F, 0, 0, 0]
        bytes.insert(contentsOf: broken, at: 2)
        try Data(bytes).write(to: w.library.root.appendingPathComponent("Trip/broken.jpg"))
        let summary = try await w.build(formats: [.jpeg])
        let warning = try #require(summary.diagnostics.first { $0.path == "Trip/broken.jpg" })
        #expect(warning.message.contains("the original is not offered for download"))
        let page = try String(contentsOf: w.site.appendingPathComponent("albums/trip/broken.html"), encoding: .utf8)
        #expect(!page.contains("originals/"), "the photo page links no original")
        #expect(try SiteTree(w.site).paths.filter { $0.hasPrefix("originals/") }.count == 2)
        // A build that reuses everything repeats the warning.
        let again = try await w.build(formats: [.jpeg])
        #expect(again.siteUnchanged && again.diagnostics.contains { $0.path == "Trip/broken.jpg" })
    }
}
