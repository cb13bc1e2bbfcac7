/// Reads the tracks of a GPX file (a travel photographer's route): every track segment (`trk/trkseg/trkpt`) and every
/// route (`rte/rtept`) as a line of points. Waypoints (`wpt`) are left out: they are single named places, often the
/// photographer's home or hotel, and a photo's own position already marks where it was taken.
///
/// A small reader of its own for hostile input, rather than XMLParser (FoundationXML links libxml2, and its entity
/// handling is a setting to get right): elements, attributes, comments, CDATA and processing instructions are
/// recognised; a DOCTYPE or entity declaration is refused; entities are never expanded (a point's latitude and
/// longitude are plain numbers); nesting, size and point count are capped. It does not validate the schema: an
/// unknown element is skipped with whatever it holds.
public enum GPXReader {
    public static let maximumBytes = 16 * 1_048_576
    public static let maximumPoints = 500_000
    static let maximumDepth = 64

    /// The file's lines, each with at least one point, in document order.
    public static func lines(_ bytes: [UInt8]) throws(GPXError) -> [[GeoPoint]] {
        guard bytes.count <= maximumBytes else { throw .tooLarge(bytes.count) }
        var scanner = GPXScanner(bytes)
        var open: [String] = []
        var lines: [[GeoPoint]] = []
        var current: [GeoPoint]?
        var points = 0
        var sawRoot = false
        while let tag = try scanner.nextTag() {
            switch tag {
            case .start(let name, let attributes, let selfClosing):
                if open.isEmpty {
                    guard !sawRoot, name == "gpx" else { throw .malformed(sawRoot ? "content after the <gpx> element" : "not a <gpx> document") }
                    sawRoot = true
                }
                if name == "trkseg" || name == "rte" { current = current ?? [] }
                if name == "trkpt" && open.last == "trkseg" || name == "rtept" && open.last == "rte" {
                    guard let lat = attributes["lat"].flatMap(Double.init), let lon = attributes["lon"].flatMap(Double.init) else {
                        throw .malformed("a point without a numeric lat and lon")
                    }
                    let point = GeoPoint(latitude: lat, longitude: lon)
                    guard point.isValid else { throw .malformed("a point outside latitude -90...90 or longitude -180...180") }
                    points += 1
                    guard points <= maximumPoints else { throw .tooManyPoints }
                    current?.append(point)
                }
                if !selfClosing {
                    open.append(name)
                    guard open.count <= maximumDepth else { throw .malformed("elements nested more than \(maximumDepth) deep") }
                }
            case .end(let name):
                guard let last = open.popLast(), last == name else { throw .malformed("</\(name)> does not close the open element") }
                if name == "trkseg" || name == "rte", let line = current {
                    if !line.isEmpty { lines.append(line) }
                    current = nil
                }
            }
        }
        guard sawRoot else { throw .malformed("not a <gpx> document") }
        guard open.isEmpty else { throw .malformed("the file ends inside <\(open.last ?? "")>") }
        return lines
    }
}
