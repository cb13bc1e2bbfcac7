import Foundation
import Testing
import TestSupport
import VitrineBuild
import VitrineLibrary

/// A GPX file in an album folder is drawn on that album's map, as the `location` setting allows: the output is
/// grepped for the track's exact coordinates and its start (the photographer's home); a changed GPX re-renders its
/// album's page alone; a malformed one is one warning naming it.
@Suite struct GPXBuildTests {
    static let home = (latitude: 43.31234, longitude: 11.31234)

    /// Five kilometres north from home, a point every ~111 m, zigzagging (so simplification keeps the points).
    static func gpx(shift: Double = 0) -> String {
        let points = (0...45).map { i in
            let lat = home.latitude + Double(i) * 0.001 + shift, lon = home.longitude + (i % 2 == 0 ? 0 : 0.0005)
            return "<trkpt lat=\"\(String(format: "%.5f", lat))\" lon=\"\(String(format: "%.5f", lon))\"><ele>300</ele></trkpt>"
        }
        return "<?xml version=\"1.0\"?><gpx version=\"1.1\"><trk><trkseg>\(points.joined())</trkseg></trk></gpx>"
    }

    static func workspace(location: String) throws -> Workspace {
        let w = try Workspace()
        try w.library.write(#"{"title": "Trips", "location": "\#(location)"}"#, at: "vitrine.json")
        try w.library.add("gps/DSCN0010.jpg", to: "Tuscany")
        try w.library.add("orientation/landscape_6.jpg", to: "Other")
        try w.library.write(gpx(), at: "Tuscany/route.gpx")
        return w
    }

    static func text(_ site: URL) throws -> [String: String] {
        try SiteTree(site).files.filter { !$0.key.hasPrefix("images/") }.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    @Test(arguments: ["exact", "approximate", "city", "none"])
    func theTrackIsPublishedAsTheSettingAllows(_ location: String) async throws {
        let w = try Self.workspace(location: location)
        defer { w.temp.remove() }
        try await w.build(formats: [.jpeg])
        let pages = try Self.text(w.site)
        let album = try #require(pages["albums/tuscany/index.html"])
        let everything = pages.values.joined()
        // The theme's script and style name the map's classes; only pages say whether a map is drawn.
        let html = pages.filter { $0.key.hasSuffix(".html") }.values.joined()
        let start = String(format: "%.5f", Self.home.latitude)
        let middle = String(format: "%.5f", Self.home.latitude + 0.02)
        switch location {
        case "exact":
            #expect(album.contains("class=\"map-track\" data-track=\"\(start),\(String(format: "%.5f", Self.home.longitude))"))
            #expect(album.contains(middle))
        case "approximate":
            #expect(album.contains("class=\"map-track\""))
            #expect(!everything.contains(start) && !everything.contains(middle), "no exact coordinate of the track")
            #expect(!album.contains("43.31000,11.31000"), "the start, rounded, is cut off")
        case "city":
            // 5 km rounded to a tenth of a degree is no line: nothing is drawn.
            #expect(!html.contains("map-track"))
            #expect(!everything.contains(start) && !everything.contains(middle))
        default:
            #expect(!html.contains("map-track"))
            #expect(!html.contains("map-point"))
            #expect(!everything.contains(start))
        }
        // Nothing of the GPX file itself is published.
        #expect(!pages.keys.contains { $0.hasSuffix(".gpx") })
        #expect(pages["albums/other/index.html"]?.contains("map-track") == false)
    }

    @Test func aChangedTrackRendersItsAlbumPageAloneAndEqualsACleanBuild() async throws {
        let w = try Self.workspace(location: "approximate")
        defer { w.temp.remove() }
        try await w.build(formats: [.jpeg])
        let before = try SiteTree(w.site)
        try w.library.write(Self.gpx(shift: 0.05), at: "Tuscany/route.gpx")
        let summary = try await w.build(formats: [.jpeg])
        let after = try SiteTree(w.site)
        #expect(after.differences(from: before) == ["albums/tuscany/index.html"])
        #expect(summary.pagesRendered == 1)
        let clean = w.temp.url.appendingPathComponent("clean")
        try await w.build(formats: [.jpeg], site: clean, cache: w.temp.url.appendingPathComponent("clean-cache"))
        #expect(after.differences(from: try SiteTree(clean)) == [])
    }

    @Test func aMalformedTrackIsOneWarningNamingItAndTheBuildGoesOn() async throws {
        let w = try Self.workspace(location: "exact")
        defer { w.temp.remove() }
        try w.library.write("<gpx><trk><trkseg><trkpt lat=\"43\"/></trkseg></trk></gpx>", at: "Tuscany/broken.gpx")
        try w.library.write("<!DOCTYPE gpx [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><gpx>&x;</gpx>", at: "Other/evil.gpx")
        let summary = try await w.build(formats: [.jpeg])
        let messages = summary.diagnostics.map { "\($0.path): \($0.message)" }
        #expect(messages.filter { $0.hasPrefix("Tuscany/broken.gpx: GPX file cannot be read") }.count == 1, "\(messages)")
        #expect(messages.filter { $0.hasPrefix("Other/evil.gpx: GPX file with a DOCTYPE") }.count == 1, "\(messages)")
        let pages = try Self.text(w.site)
        // The good track of the same album is still drawn, and no file's content leaked.
        #expect(pages["albums/tuscany/index.html"]?.contains("map-track") == true)
        #expect(!pages.values.joined().contains("root:"))
    }
}
