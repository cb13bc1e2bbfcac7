import Foundation
import Testing
@testable import VitrineLibrary

/// GPX is hostile input read at build time: tracks and routes come out as lines; DTDs, entities, bad XML and
/// oversized files are refused with an error (the build's one warning naming the file).
@Suite struct GPXReaderTests {
    static func lines(_ text: String) throws(GPXError) -> [[GeoPoint]] { try GPXReader.lines(Array(text.utf8)) }

    @Test func aTrackWithTwoSegmentsIsTwoLines() throws {
        let lines = try Self.lines("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- exported by a watch -->
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
              <metadata><name>Walk &amp; talk</name></metadata>
              <wpt lat="43.0" lon="11.0"><name>Home</name></wpt>
              <trk><name><![CDATA[Day <1>]]></name>
                <trkseg><trkpt lat="43.46" lon="11.88"><ele>300</ele><time>2008-06-01T10:00:00Z</time></trkpt>
                  <trkpt lat='43.47' lon='11.89'/></trkseg>
                <trkseg>
                  <trkpt lon="11.90" lat="-43.48"></trkpt>
                </trkseg>
              </trk>
            </gpx>
            """)
        #expect(lines == [[GeoPoint(latitude: 43.46, longitude: 11.88), GeoPoint(latitude: 43.47, longitude: 11.89)],
                          [GeoPoint(latitude: -43.48, longitude: 11.90)]])
    }

    @Test func aRouteIsALineAndWaypointsAreLeftOut() throws {
        let lines = try Self.lines("""
            <gpx:gpx xmlns:gpx="http://www.topografix.com/GPX/1/0"><gpx:wpt lat="1" lon="1"/>
            <gpx:rte><gpx:rtept lat="60.17" lon="24.94"/><gpx:rtept lat="60.18" lon="24.95"/></gpx:rte></gpx:gpx>
            """)
        #expect(lines == [[GeoPoint(latitude: 60.17, longitude: 24.94), GeoPoint(latitude: 60.18, longitude: 24.95)]])
    }

    @Test(arguments: [
        ("", "empty"),
        ("<kml><trk/></kml>", "not GPX"),
        ("<gpx><trk><trkseg><trkpt lat=\"1\" lon=\"2\"></trkseg></trk></gpx>", "unclosed point"),
        ("<gpx><trk><trkseg><trkpt lat=\"1\"/></trkseg></trk></gpx>", "no longitude"),
        ("<gpx><trk><trkseg><trkpt lat=\"north\" lon=\"2\"/></trkseg></trk></gpx>", "not a number"),
        ("<gpx><trk><trkseg><trkpt lat=\"91\" lon=\"2\"/></trkseg></trk></gpx>", "out of range"),
        ("<gpx><trk><trkseg><trkpt lat=\"nan\" lon=\"2\"/></trkseg></trk></gpx>", "nan"),
        ("<gpx><trk><trkseg><trkpt lat=1 lon=2/></trkseg></trk></gpx>", "unquoted"),
        ("<gpx><trk>", "truncated"),
        ("<gpx></gpx><gpx></gpx>", "two roots"),
        ("<gpx><!-- never closed </gpx>", "open comment"),
        ("<gpx><trk></gpx></trk>", "crossed"),
    ])
    func badXMLIsMalformed(_ text: String, _ why: String) {
        #expect(throws: GPXError.self, "\(why)") { try Self.lines(text) }
        do { _ = try Self.lines(text) } catch { #expect(error != .declaration && error != .tooManyPoints, "\(why)") }
    }

    /// External entities, the billion laughs and a DOCTYPE of any kind are refused before anything is expanded.
    @Test(arguments: [
        "<?xml version=\"1.0\"?><!DOCTYPE gpx [<!ENTITY home SYSTEM \"file:///etc/passwd\">]><gpx><trk><trkseg><trkpt lat=\"&home;\" lon=\"1\"/></trkseg></trk></gpx>",
        "<!DOCTYPE gpx [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\"><!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">]><gpx>&c;</gpx>",
        "<!DOCTYPE gpx SYSTEM \"http://example.com/gpx.dtd\"><gpx/>",
        "<gpx><!ENTITY x \"y\"></gpx>",
    ])
    func declarationsAreRefused(_ text: String) {
        #expect(throws: GPXError.declaration) { try Self.lines(text) }
    }

    @Test func anEntityReferenceIsNeverExpanded() {
        #expect(throws: GPXError.self) { try Self.lines("<gpx><trk><trkseg><trkpt lat=\"&#52;3\" lon=\"1\"/></trkseg></trk></gpx>") }
    }

    @Test func aFileOverTheCapIsRefusedUnread() {
        let huge = [UInt8](repeating: UInt8(ascii: " "), count: GPXReader.maximumBytes + 1)
        #expect(throws: GPXError.tooLarge(GPXReader.maximumBytes + 1)) { try GPXReader.lines(huge) }
    }

    @Test func deepNestingIsCapped() {
        let text = "<gpx>" + String(repeating: "<a>", count: 100) + String(repeating: "</a>", count: 100) + "</gpx>"
        #expect(throws: GPXError.self) { try Self.lines(text) }
    }

    @Test func douglasPeuckerKeepsTheCornersAndDropsTheStraight() {
        // A straight kilometre east with a 300 m detour north in the middle.
        var line = (0...10).map { GeoPoint(latitude: 43, longitude: 11 + Double($0) * 0.0012) }
        line[5].latitude += 0.0027
        let simplified = TrackSimplifier.simplified(line, tolerance: 20)
        #expect(simplified == [line[0], line[4], line[5], line[6], line[10]])
        #expect(TrackSimplifier.simplified(Array(line.prefix(4)), tolerance: 20) == [line[0], line[3]])
        #expect(abs(TrackSimplifier.metres(GeoPoint(latitude: 0, longitude: 0), GeoPoint(latitude: 1, longitude: 0)) - 111_195) < 10)
    }
}
