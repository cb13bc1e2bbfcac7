import Foundation
import Testing
import TestSupport
import VitrineBuild

/// Issue 30, dates, through a real build: a rating or a title of a dated photo takes the sidecar way and renders its
/// year and month pages; a date given or changed (an XMP sidecar's) moves the photo between month pages; after each,
/// the site is a clean build's byte for byte. Hidden photos and a private album's photos are on no date page and in
/// no "On this day" file.
@Suite struct TimelineBuildTests {
    static let secret = "timeline private album secret 0123456789"

    /// An XMP sidecar giving a photo its creation date (read where the photo's EXIF has none).
    static func xmp(date: String) -> String {
        """
        <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
        <rdf:Description xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:DateCreated="\(date)"/>
        </rdf:RDF></x:xmpmeta>
        """
    }

    /// October 2008 (two), March 2008 (one), an undated one; a hidden photo of August 2006 and a private album with
    /// one of May 2008 (Canon 40D) that no public page may show.
    static func workspace() throws -> Workspace {
        var w = try Workspace()
        w.environment = ["VITRINE_SECRET": secret, "TIMELINE_PASSWORD": "a long enough password"]
        try w.library.write(#"{"title": "Years", "baseURL": "https://example.com/years/"}"#, at: "vitrine.json")
        try w.library.add("gps/DSCN0010.jpg", to: "Tuscany")
        try w.library.add("gps/DSCN0012.jpg", to: "Tuscany")
        try w.library.add("cameras/Nikon_D70.jpg", to: "Spring")
        try w.library.add("orientation/landscape_6.jpg", to: "Spring")
        try w.library.add("cameras/Fujifilm_FinePix_E500.jpg", to: "Spring")
        try w.library.write(#"{"hidden": true}"#, at: "Spring/Fujifilm_FinePix_E500.jpg.json")
        try w.library.add("cameras/Canon_40D.jpg", to: "Secret")
        try w.library.write(#"{"title": "Secret", "private": {"passwordEnv": "TIMELINE_PASSWORD"}}"#, at: "Secret/album.json")
        return w
    }

    static func text(_ w: Workspace, _ path: String) -> String? {
        (try? Data(contentsOf: w.site.appendingPathComponent(path))).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func hiddenAndPrivatePhotosAreOnNoDatePage() async throws {
        let w = try Self.workspace()
        defer { w.temp.remove() }
        try await w.build(formats: [.jpeg])
        let timeline = try #require(Self.text(w, "timeline/index.html"))
        #expect(timeline.contains(#"<a href="2008/index.html">2008</a> <span class="timeline-count">3 photos</span>"#))
        #expect(timeline.contains("1 photo or video has no date."))
        #expect(!timeline.contains("2006") && !timeline.contains("2008/05.html"))
        let files = try SiteTree(w.site).files
        #expect(files.keys.contains { $0.hasPrefix("p/") }, "the private album was not published")
        #expect(files["timeline/2008/10.html"] != nil && files["timeline/2008/03.html"] != nil)
        #expect(!files.keys.contains { $0.hasPrefix("timeline/2006") || $0 == "timeline/2008/05.html" || $0.hasSuffix("08-17.js") })
        // Nothing outside the sealed album names them: not their pages, dates or days.
        for (path, data) in files where !path.hasPrefix("p/") && (path.hasSuffix(".html") || path.hasSuffix(".js") || path.hasSuffix(".xml")) {
            let page = String(decoding: data, as: UTF8.self)
            for leak in ["canon_40d", "canon-40d", "fujifilm", "05-30", "August 2006", "30 May 2008"] {
                #expect(!page.localizedCaseInsensitiveContains(leak), "\(path) names \(leak)")
            }
        }
        let march = try #require(Self.text(w, "timeline/2008/03.html"))
        #expect(march.contains("nikon-d70.html") && !march.contains("landscape"))
        #expect(try #require(Self.text(w, "sitemap.xml")).contains("https://example.com/years/timeline/2008/10.html"))
    }

    @Test func editsAndDateChangesEqualACleanBuild() async throws {
        let w = try Self.workspace()
        defer { w.temp.remove() }
        try await w.build(formats: [.jpeg])
        // A title on a dated photo: the sidecar way renders its page, album, year and month pages, not the timeline.
        try w.library.write(#"{"title": "Piazza", "rating": 4}"#, at: "Tuscany/DSCN0012.jpg.json")
        let edit = try await w.build(formats: [.jpeg])
        #expect(edit.sidecarWayPhotos == 1)
        #expect(try #require(Self.text(w, "timeline/2008/10.html")).contains("Piazza"))
        #expect(try #require(Self.text(w, "timeline/2008/index.html")).contains("Piazza"))
        try await SidecarWayTests.expectClean(w, "title of a dated photo")

        // A date for the undated photo: a new year and month; then another month.
        try w.library.write(Self.xmp(date: "2019-03-12T10:00:00"), at: "Spring/landscape_6.xmp")
        try await w.build(formats: [.jpeg])
        #expect(try #require(Self.text(w, "timeline/2019/03.html")).contains("landscape-6.html"))
        #expect(!(try #require(Self.text(w, "timeline/index.html"))).contains("no date"))
        try await SidecarWayTests.expectClean(w, "a date given")
        try w.library.write(Self.xmp(date: "2019-07-01T10:00:00"), at: "Spring/landscape_6.xmp")
        try await w.build(formats: [.jpeg])
        #expect(Self.text(w, "timeline/2019/03.html") == nil)
        #expect(try #require(Self.text(w, "timeline/2019/07.html")).contains("landscape-6.html"))
        #expect(try #require(Self.text(w, "timeline/days/07-01.js")).contains("landscape-6.html"))
        try await SidecarWayTests.expectClean(w, "a date changed")
        #expect(try await w.build(formats: [.jpeg]).siteUnchanged)
    }
}
