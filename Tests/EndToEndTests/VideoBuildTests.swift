import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineLibrary
import VitrineSite

/// PRODUCT.md "Video" end to end: clips made by ffmpeg, built into a site, checked in the site's files.
@Suite(.serialized, .requires(.ffmpeg)) struct VideoBuildTests {
    /// A photo, five videos (one truncated) and a Live Photo pair, the site settings given.
    func workspace(settings: String, all: Bool = true) throws -> Workspace {
        let w = try Workspace()
        try w.library.add("gps/DSCN0010.jpg")
        try w.library.write(settings, at: "vitrine.json")
        let root = w.library.root
        for folder in ["Clips", "Live"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try VideoClips.make(.h264Phone, at: root.appendingPathComponent("Clips/phone clip.mp4"))
        try VideoClips.make(.hevcRotated, at: root.appendingPathComponent("Clips/IMG_0002.MOV"))
        guard all else { return w }
        try VideoClips.make(.vp8WebM, at: root.appendingPathComponent("Clips/-dash.webm"))
        try VideoClips.make(.silentH264, at: root.appendingPathComponent("Clips/silent.mp4"))
        try VideoClips.truncate(root.appendingPathComponent("Clips/phone clip.mp4"), to: 3000, at: root.appendingPathComponent("Clips/broken.mp4"))
        // A playlist dressed as a video: its bytes name no container, so ffmpeg is never asked to follow it.
        try w.library.write("#EXTM3U\n#EXTINF:1,\nfile:///etc/passwd\nhttp://127.0.0.1:9/x.ts\n", at: "Clips/playlist.mp4")
        try w.library.add("gps/DSCN0012.jpg", to: "Live", as: "IMG_0003.jpg")
        try VideoClips.make(.hevcRotated, at: root.appendingPathComponent("Live/IMG_0003.MOV"))
        return w
    }

    func page(_ w: Workspace, _ path: String) throws -> String {
        try String(contentsOf: w.site.appendingPathComponent(path), encoding: .utf8)
    }

    /// The page of the item whose source file is `name` (its "File" fact), nil when there is none.
    func itemPage(_ w: Workspace, _ name: String) throws -> String? {
        for path in try SiteTree(w.site).paths where path.hasSuffix(".html") {
            let html = try page(w, path)
            if html.contains("<dt>File</dt><dd dir=\"auto\">\(name)</dd>") { return html }
        }
        return nil
    }

    /// The `src` of the page's `<video>`, when it has one.
    func videoSource(_ html: String) -> String? {
        guard let tag = html.range(of: "<video class=\"photo-video\"") else { return nil }
        let rest = html[tag.upperBound...]
        guard let src = rest.range(of: " src=\""), let end = rest[src.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(rest[src.upperBound..<end])
    }

    @Test func videosArePublishedPlayableAndCachedAndFollowThePrivacySetting() async throws {
        let w = try workspace(settings: #"{"location": "exact"}"#)
        defer { w.temp.remove() }
        let first = try await w.build()
        let warnings = first.diagnostics.map(\.path)
        #expect(warnings == ["Clips/broken.mp4", "Clips/playlist.mp4"], "\(first.diagnostics)")
        #expect(first.photos == 8)  // the photo, four videos, two placeholders and the Live Photo (its clip is not one)
        #expect(try w.brokenLinks().isEmpty)

        // The compatible clip is remuxed (c1), the others transcoded; each page plays its file.
        let phone = try #require(try itemPage(w, "phone clip.mp4"))
        let phoneVideo = try #require(videoSource(phone))
        #expect(phoneVideo.hasSuffix("-c1.mp4"))
        #expect(phone.contains("preload=\"metadata\"") && phone.contains("poster=\""))
        #expect(phone.contains("<dt>Duration</dt><dd>0:02</dd>"))
        #expect(phone.contains("openstreetmap.org/?mlat=48.8584"))
        for name in ["IMG_0002.MOV", "-dash.webm"] {
            let html = try #require(try itemPage(w, name))
            #expect(try #require(videoSource(html)).contains("-x264-"), "\(name)")
        }
        #expect(try videoSource(itemPage(w, "silent.mp4") ?? "")?.hasSuffix("-c1.mp4") == true)
        #expect(try videoSource(#require(try itemPage(w, "broken.mp4"))) == nil)
        let album = try page(w, "albums/clips/index.html")
        #expect(album.contains("<span class=\"tile-duration\">0:02</span>"))

        // Posters are rendered like photos: no EXIF, the rotated clip's poster is upright (portrait).
        let images = try w.images()
        let posters = images.filter { $0.hasSuffix(".jpg") }
        #expect(posters.count == 6 * ImagePaths.buckets.count)  // two photos and four videos, every size each
        for poster in posters {
            let bytes = [UInt8](try Data(contentsOf: w.site.appendingPathComponent(poster)))
            #expect(bytes.starts(with: [0xFF, 0xD8]) && !bytes.starts(with: [0xFF, 0xD8, 0xFF, 0xE1]), "\(poster)")
            #expect(!String(decoding: bytes.prefix(4096), as: UTF8.self).contains("Exif"), "\(poster)")
        }
        let rotated = try #require(try itemPage(w, "IMG_0002.MOV"))
        #expect(rotated.contains("width=\"240\" height=\"320\""))

        // The Live Photo's clip is the photo's, not a page of its own.
        let live = try #require(try itemPage(w, "IMG_0003.jpg"))
        let motion = try #require(live.range(of: "data-motion=\"../../")).upperBound
        let clipPath = String(live[motion...].prefix { $0 != "\"" })
        #expect(clipPath.hasSuffix(".mp4") && FileManager.default.fileExists(atPath: w.site.appendingPathComponent(clipPath).path))
        #expect(try itemPage(w, "IMG_0003.MOV") == nil)
        // The album's JSON index names the clip and the videos' files for a viewer.
        #expect(try page(w, "albums/live/index.json").contains("\"m\":\"../../\(clipPath)\""))
        #expect(try page(w, "albums/clips/index.json").contains("\"v\":\"\(phoneVideo)\""))
        // Four files for five clips: the Live Photo's clip has the same bytes as IMG_0002.MOV (ffmpeg is deterministic).
        #expect(images.filter { $0.hasSuffix(".mp4") }.count == 4)

        // The quiz holds the located video.
        let quiz = try page(w, "quiz/index.html")
        #expect(quiz.contains("48.8584"))

        // A no-op rebuild probes, encodes and writes nothing.
        let clean = try SiteTree(w.site)
        let again = try await w.build()
        #expect(again.imagesWritten == 0 && again.pagesWritten == 0 && again.filesRead == 0 && again.filesDeleted == 0)
        #expect(try SiteTree(w.site) == clean)

        // Location "none": no position on the page, no quiz; the videos are not encoded again.
        try w.library.write(#"{"location": "none"}"#, at: "vitrine.json")
        let hidden = try await w.build()
        #expect(hidden.imagesWritten == 0)
        let private_ = try #require(try itemPage(w, "phone clip.mp4"))
        #expect(!private_.contains("48.85") && !private_.contains("openstreetmap"))
        #expect(!FileManager.default.fileExists(atPath: w.site.appendingPathComponent("quiz/index.html").path))
    }

    @Test func theVideoSettingChoosesWhatIsPublished() async throws {
        let w = try workspace(settings: #"{"video": "copy-compatible-only"}"#, all: false)
        defer { w.temp.remove() }
        try await w.build()
        #expect(try videoSource(itemPage(w, "phone clip.mp4") ?? "")?.hasSuffix("-c1.mp4") == true)
        #expect(try videoSource(itemPage(w, "IMG_0002.MOV") ?? "") == nil)
        #expect(try w.images().filter { $0.hasSuffix(".mp4") }.count == 1)  // the phone clip

        try w.library.write(#"{"video": "poster-only"}"#, at: "vitrine.json")
        let posters = try await w.build()
        #expect(posters.imagesWritten == 0)
        #expect(try videoSource(itemPage(w, "phone clip.mp4") ?? "") == nil)
        #expect(try w.images().filter { $0.hasSuffix(".mp4") }.isEmpty)

        try w.library.write(#"{"video": "skip"}"#, at: "vitrine.json")
        let skipped = try await w.build()
        #expect(skipped.photos == 1 && skipped.diagnostics.isEmpty)
        #expect(try itemPage(w, "phone clip.mp4") == nil)
    }
}

/// Google Motion Photos: the MP4 after the JPEG, found through the XMP, published as the photo's motion clip.
@Suite(.requires(.ffmpeg)) struct MotionPhotoBuildTests {
    @Test func theEmbeddedClipIsPublishedWithThePhoto() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        let clipURL = w.temp.url.appendingPathComponent("clip.mp4")
        try VideoClips.make(.silentH264, at: clipURL)
        let clip = [UInt8](try Data(contentsOf: clipURL))
        let jpeg = [UInt8](try Data(contentsOf: Fixtures.url("gps/DSCN0010.jpg")))
        let xmp = Array("http://ns.adobe.com/xap/1.0/\u{0}".utf8)
            + Array(#"<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:GCamera="http://ns.google.com/photos/1.0/camera/" GCamera:MicroVideo="1" GCamera:MicroVideoVersion="1" GCamera:MicroVideoOffset="\#(clip.count)"/></rdf:RDF></x:xmpmeta>"#.utf8)
        let segment: [UInt8] = [0xFF, 0xE1, UInt8((xmp.count + 2) >> 8), UInt8((xmp.count + 2) & 0xFF)] + xmp
        let motion = Array(jpeg.prefix(2)) + segment + Array(jpeg.dropFirst(2)) + clip
        try Data(motion).write(to: w.library.root.appendingPathComponent("PXL_0001.MP.jpg"))

        let first = try await w.build()
        #expect(first.diagnostics.isEmpty, "\(first.diagnostics)")
        let html = try String(contentsOf: w.site.appendingPathComponent("photos/pxl-0001-mp.html"), encoding: .utf8)
        let motionAttribute = try #require(html.range(of: "data-motion=\"../")).upperBound
        let clipPath = String(html[motionAttribute...].prefix { $0 != "\"" })
        #expect(clipPath.hasSuffix("-c1.mp4") && FileManager.default.fileExists(atPath: w.site.appendingPathComponent(clipPath).path))
        let again = try await w.build()
        #expect(again.imagesWritten == 0 && again.filesRead == 0 && again.pagesWritten == 0)
    }
}
