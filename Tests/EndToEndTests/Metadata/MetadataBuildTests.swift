import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineLibrary
import VitrineSite

/// Issue 16: metadata from the tools photographers use (XMP sidecars in both namings, embedded XMP, IPTC-IIM)
/// reaches the built pages, after the one precedence rule. Fixtures are written with exiftool in temp folders.
@Suite(.requires(.exiftool))
struct MetadataBuildTests {
    func page(_ w: Workspace, _ path: String) throws -> String {
        String(decoding: try Data(contentsOf: w.site.appendingPathComponent(path)), as: UTF8.self)
    }

    /// The photo page's `<h1>` text.
    func heading(_ html: String) -> String? {
        guard let start = html.range(of: "<h1 dir=\"auto\">"), let end = html[start.upperBound...].range(of: "</h1>") else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    func stars(_ html: String) -> String? {
        guard let start = html.range(of: "<p class=\"rating\"><span aria-hidden=\"true\">") else { return nil }
        return String(html[start.upperBound...].prefix(5))
    }

    func exists(_ w: Workspace, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: w.site.appendingPathComponent(path).path)
    }

    @Test func embeddedXMPGivesTitleCaptionStarsTagsAndLabel() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        // Stars on pages only with "showRatings" (issue 34).
        try w.library.write(#"{"showRatings": true}"#, at: "vitrine.json")
        let photo = try w.library.add("gps/DSCN0010.jpg", to: "A")
        try ExifTool.write(["-XMP-xmp:Rating=4", "-XMP-dc:Title=Piazza Grande", "-XMP-dc:Description=Saturday market",
                            "-XMP-dc:Subject=market", "-XMP-dc:Subject=italy",
                            "-XMP-lr:HierarchicalSubject=places|Tuscany|Arezzo", "-XMP-xmp:Label=Red"], into: photo)
        let summary = try await w.build()
        #expect(summary.diagnostics.isEmpty, "\(summary.diagnostics)")
        let html = try page(w, "albums/a/dscn0010.html")
        #expect(heading(html) == "Piazza Grande")
        #expect(html.contains("<p class=\"caption\" dir=\"auto\">Saturday market</p>"))
        #expect(stars(html) == "★★★★☆")
        #expect(html.contains("<dt>Label</dt><dd class=\"label\" dir=\"auto\">Red</dd>"))
        for tag in ["market", "italy", "arezzo"] { #expect(exists(w, "tags/\(tag).html"), "tag page \(tag)") }
        #expect(!exists(w, "tags/places.html") && !exists(w, "tags/tuscany.html"), "only the leaf of a hierarchy is a tag")
        // The grid's filters read the tile's rating and tags.
        let album = try page(w, "albums/a/index.html")
        #expect(album.contains("data-r=\"4\""))
        #expect(album.contains("arezzo"))
    }

    @Test(.requires(.heifEnc))
    func heicXMPComesThroughLibheif() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        // Stars on pages only with "showRatings" (issue 34).
        try w.library.write(#"{"showRatings": true}"#, at: "vitrine.json")
        let heic = w.library.root.appendingPathComponent("A/phone.heic")
        try FileManager.default.createDirectory(at: heic.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encode = Process()
        encode.executableURL = URL(fileURLWithPath: "/usr/bin/heif-enc")
        encode.arguments = ["-q", "40", Fixtures.url("orientation/landscape_1.jpg").path, "-o", heic.path]
        encode.standardOutput = FileHandle.nullDevice
        try encode.run()
        encode.waitUntilExit()
        try #require(encode.terminationStatus == 0)
        try ExifTool.write(["-XMP-dc:Title=From the phone", "-XMP-xmp:Rating=4"], into: heic)
        try await w.build()
        let html = try page(w, "albums/a/phone.html")
        #expect(heading(html) == "From the phone")
        #expect(stars(html) == "★★★★☆")
    }

    @Test func darktableSidecarLeavesOutItsAutomaticTags() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        // Stars on pages only with "showRatings" (issue 34).
        try w.library.write(#"{"showRatings": true}"#, at: "vitrine.json")
        let photo = try w.library.add("gps/DSCN0012.jpg", to: "A")
        try ExifTool.sidecar(["-XMP-xmp:Rating=2", "-XMP-dc:Subject=sunset", "-XMP-dc:Subject=darktable|format|jpg",
                              "-XMP-lr:HierarchicalSubject=darktable|changed", "-XMP-lr:HierarchicalSubject=nature|sky|clouds"],
                             at: URL(fileURLWithPath: photo.path + ".xmp"), for: photo)
        // As darktable 4 writes it: its own `darktable|mode|monochrome`... beside the user's `arw` and `people|Ann`.
        let other = try w.library.add("gps/DSCN0021.jpg", to: "A")
        try w.library.write(ToolSidecars.darktable4, at: "A/" + other.lastPathComponent + ".xmp")
        try await w.build()
        let html = try page(w, "albums/a/dscn0012.html")
        #expect(stars(html) == "★★☆☆☆")
        #expect(heading(try page(w, "albums/a/dscn0021.html")) == "Ann at the window")
        #expect(exists(w, "tags/sunset.html") && exists(w, "tags/clouds.html") && exists(w, "tags/ann.html") && exists(w, "tags/arw.html"))
        let tags = try SiteTree(w.site).paths.filter { $0.hasPrefix("tags/") }
        #expect(!tags.contains { $0.contains("darktable") || $0.contains("changed") || $0.contains("format") || $0 == "tags/jpg.html"
                                 || $0.contains("monochrome") || $0.contains("mode") }, "\(tags)")
    }

    @Test func lightroomSidecarPicksTheSiteLanguageAndShowsTheLabel() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        // Stars on pages only with "showRatings" (issue 34).
        try w.library.write(#"{"showRatings": true}"#, at: "vitrine.json")
        let photo = try w.library.add("gps/DSCN0021.jpg", to: "A")
        try w.library.add("gps/DSCN0025.jpg", to: "A")
        try ExifTool.sidecar(["-XMP-dc:Title=Market square", "-XMP-dc:Title-fr=Place du marché", "-XMP-dc:Title-de=Marktplatz",
                              "-XMP-xmp:Label=To print"],
                             at: w.library.root.appendingPathComponent("A/DSCN0021.xmp"), for: photo)
        try w.library.write(#"{"language": "fr"}"#, at: "vitrine.json")
        try await w.build()
        var html = try page(w, "albums/a/dscn0021.html")
        #expect(heading(html) == "Place du marché")
        #expect(html.contains("<dd class=\"label\" dir=\"auto\">To print</dd>"))
        #expect(try !page(w, "albums/a/dscn0025.html").contains("Label"), "the sidecar belongs to DSCN0021 only")
        // A language with no alternative falls back to x-default.
        try w.library.write(#"{"language": "it"}"#, at: "vitrine.json")
        try await w.build()
        html = try page(w, "albums/a/dscn0021.html")
        #expect(heading(html) == "Market square")
    }

    @Test func iptcGivesTitleCaptionKeywordsAndPlaceNames() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        // Stars on pages only with "showRatings" (issue 34).
        try w.library.write(#"{"showRatings": true}"#, at: "vitrine.json")
        let photo = try w.library.add("orientation/landscape_1.jpg", to: "A")
        try ExifTool.write(["-IPTC:ObjectName=Harbour at dawn", "-IPTC:Caption-Abstract=Boats going out",
                            "-IPTC:Keywords=harbour", "-IPTC:Keywords=boats", "-IPTC:City=Genova",
                            "-IPTC:Country-PrimaryLocationName=Italia"], into: photo)
        let summary = try await w.build()
        #expect(summary.diagnostics.isEmpty, "\(summary.diagnostics)")
        let html = try page(w, "albums/a/landscape-1.html")
        #expect(heading(html) == "Harbour at dawn")
        #expect(html.contains(">Boats going out</p>"))
        #expect(exists(w, "tags/harbour.html") && exists(w, "tags/boats.html"))
        #expect(html.contains("<dt>Place</dt><dd dir=\"auto\">Genova, Italia</dd>"))
    }

    @Test func aRejectedPhotoIsNotPublishedAndExplainSaysWhy() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        // Stars on pages only with "showRatings" (issue 34).
        try w.library.write(#"{"showRatings": true}"#, at: "vitrine.json")
        let rejected = try w.library.add("gps/DSCN0010.jpg", to: "A")
        try w.library.add("gps/DSCN0012.jpg", to: "A")
        let other = try w.library.add("gps/DSCN0021.jpg", to: "A")
        try ExifTool.write(["-XMP-xmp:Rating=-1", "-XMP-dc:Title=RejectedTitle"], into: rejected)
        try ExifTool.sidecar(["-XMP-xmp:Rating=-1"], at: URL(fileURLWithPath: other.path + ".xmp"), for: other)
        let summary = try await w.build(explain: true)
        #expect(summary.photos == 1)
        #expect(summary.explanations.contains("A/DSCN0010.jpg: not published: rejected (xmp:Rating -1 in embedded XMP)"))
        #expect(summary.explanations.contains("A/DSCN0021.jpg: not published: rejected (xmp:Rating -1 in A/DSCN0021.jpg.xmp)"))
        let tree = try SiteTree(w.site)
        #expect(tree.paths.filter { $0.hasPrefix("images/") }.count == ImagePaths.buckets.count * 2, "only the published photo's images")
        for (path, data) in tree.files where path.hasSuffix(".html") || path.hasSuffix(".json") {
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains("DSCN0010") && !text.contains("DSCN0021") && !text.contains("RejectedTitle"), "\(path)")
        }
    }

    @Test func theVitrineSidecarWinsOverXMPValueByValue() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        // Stars on pages only with "showRatings" (issue 34).
        try w.library.write(#"{"showRatings": true}"#, at: "vitrine.json")
        let photo = try w.library.add("gps/DSCN0010.jpg", to: "A")
        try ExifTool.write(["-XMP-dc:Title=Embedded title", "-XMP-dc:Description=Embedded caption", "-XMP-xmp:Rating=1"], into: photo)
        try ExifTool.sidecar(["-XMP-dc:Title=XMP sidecar title", "-XMP-xmp:Rating=3", "-XMP-dc:Subject=fromxmp"],
                             at: w.library.root.appendingPathComponent("A/DSCN0010.xmp"), for: photo)
        try w.library.write(#"{"title": "Vitrine title"}"#, at: "A/DSCN0010.jpg.json")
        try await w.build()
        let html = try page(w, "albums/a/dscn0010.html")
        #expect(heading(html) == "Vitrine title")
        #expect(html.contains(">Embedded caption</p>"))
        #expect(stars(html) == "★★★☆☆")
        #expect(exists(w, "tags/fromxmp.html"))

        let shown = try await VitrineProcess.run(["show", "--json", photo.path])
        #expect(shown.status == 0, "\(shown.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])
        let published = try #require(json["published"] as? [String: Any])
        func source(_ key: String) -> String? { (published[key] as? [String: Any])?["source"] as? String }
        #expect(source("title") == "sidecar")
        #expect(source("rating") == "xmp-sidecar")
        #expect(source("caption") == "embedded-xmp")
        #expect(source("tags") == "xmp-sidecar")
        let text = try await VitrineProcess.run(["show", photo.path])
        #expect(text.output.contains("Title:       Vitrine title (from Vitrine sidecar)"), "\(text.output)")
        #expect(text.output.contains("Caption:     Embedded caption (from embedded XMP)"))
        // The edit commands still write only the JSON sidecar.
        let xmpBefore = try Data(contentsOf: w.library.root.appendingPathComponent("A/DSCN0010.xmp"))
        #expect(try await VitrineProcess.run(["rate", "5", photo.path]).status == 0)
        #expect(try Data(contentsOf: w.library.root.appendingPathComponent("A/DSCN0010.xmp")) == xmpBefore)
    }

    @Test func aMalformedXMPSidecarIsAWarningAndThePhotoIsPublished() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        // Stars on pages only with "showRatings" (issue 34).
        try w.library.write(#"{"showRatings": true}"#, at: "vitrine.json")
        try w.library.add("gps/DSCN0010.jpg", to: "A")
        try w.library.write("<x:xmpmeta xmlns:x='adobe:ns:meta/'><rdf:RDF><dc:title>unclosed", at: "A/DSCN0010.xmp")
        let summary = try await w.build()
        #expect(summary.photos == 1)
        #expect(summary.diagnostics.count == 1)
        let warning = try #require(summary.diagnostics.first)
        #expect(warning.path == "A/DSCN0010.xmp")
        #expect(warning.message.contains("malformed XMP sidecar"))
        #expect(warning.message.contains("published without it"))
        #expect(heading(try page(w, "albums/a/dscn0010.html")) == "DSCN0010")
        // A no-op rebuild keeps the warning (from the stamp) and reads nothing.
        let again = try await w.build()
        #expect(again.siteUnchanged)
        #expect(again.diagnostics == summary.diagnostics)
    }

    @Test func editingAnXMPSidecarRewritesPagesAndRendersNoImage() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        // Stars on pages only with "showRatings" (issue 34).
        try w.library.write(#"{"showRatings": true}"#, at: "vitrine.json")
        let photo = try w.library.add("gps/DSCN0010.jpg", to: "A")
        try w.library.add("gps/DSCN0012.jpg", to: "A")
        let sidecar = w.library.root.appendingPathComponent("A/DSCN0010.xmp")
        try ExifTool.sidecar(["-XMP-dc:Title=First"], at: sidecar, for: photo)
        try await w.build()
        #expect(heading(try page(w, "albums/a/dscn0010.html")) == "First")
        #expect(try await w.build().siteUnchanged)
        try ExifTool.sidecar(["-XMP-dc:Title=Second", "-XMP-xmp:Rating=5"], at: sidecar, for: photo)
        let summary = try await w.build()
        #expect(!summary.siteUnchanged)
        #expect(summary.imagesWritten == 0)
        #expect(summary.filesRead == 0, "no photo is read again for a sidecar change")
        #expect(summary.pagesWritten > 0)
        #expect(heading(try page(w, "albums/a/dscn0010.html")) == "Second")
        #expect(stars(try page(w, "albums/a/dscn0010.html")) == "★★★★★")
        // Removing it takes its values away again.
        try FileManager.default.removeItem(at: sidecar)
        try await w.build()
        #expect(heading(try page(w, "albums/a/dscn0010.html")) == "DSCN0010")
    }

    @Test(arguments: ["exact", "approximate", "city", "none"])
    func xmpGPSFollowsThePrivacySetting(_ setting: String) async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        // Stars on pages only with "showRatings" (issue 34).
        try w.library.write(#"{"showRatings": true}"#, at: "vitrine.json")
        // landscape_1 has no EXIF GPS: the position comes from the XMP sidecar only.
        let photo = try w.library.add("orientation/landscape_1.jpg", to: "A")
        try ExifTool.sidecar(["-XMP-exif:GPSLatitude=43.467412", "-XMP-exif:GPSLongitude=11.885123"],
                             at: URL(fileURLWithPath: photo.path + ".xmp"), for: photo)
        try w.library.write(#"{"location": "\#(setting)"}"#, at: "vitrine.json")
        try await w.build()
        let html = try page(w, "albums/a/landscape-1.html")
        switch setting {
        case "exact":
            #expect(html.contains("mlat=43.46741"), "\(html)")
            #expect(html.contains("<dt>Place</dt>"))
        case "approximate":
            #expect(html.contains("mlat=43.47000&amp;mlon=11.89000"), "\(html)")
            #expect(!html.contains("43.4674"))
        case "city":
            #expect(html.contains("<dt>Map</dt>"))
            #expect(!html.contains("43.4674") && !html.contains("mlat=43.47000&"))
        default:
            #expect(!html.contains("<dt>Map</dt>") && !html.contains("<dt>Place</dt>") && !html.contains("openstreetmap"))
        }
    }
}
