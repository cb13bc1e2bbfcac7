import VitrineLibrary

/// Applies the `location` setting to an album's GPX tracks before any page shows them (PRODUCT.md, Privacy). A track
/// is a trail of positions, and its ends are most often where the photographer lives or sleeps, so below `exact` it
/// fails closed:
/// - `none`: no track at all.
/// - `approximate`: every point within `endRadius` of a line's first or last point is dropped (the line splits
///   where it passes back through them), then the rest is rounded as photos' positions are (two decimals, ~1 km).
/// - `city`: the same ends dropped, rounded to one decimal (~11 km): a trail has no one city to stand for it.
/// - `exact`: the lines as the scan simplified them.
/// Consecutive points that rounding made equal are merged; a line left with fewer than two points is dropped.
public enum TrackPrivacy {
    /// How far from a line's ends no point is published, in metres.
    public static let endRadius = 1_000.0

    public static func published(_ tracks: [[GeoPoint]], precision: SiteSettings.LocationPrecision) -> [[GeoPoint]] {
        let places: Double
        switch precision {
        case .none: return []
        case .exact: return tracks.filter { $0.count > 1 }
        case .approximate: places = 100
        case .city: places = 10
        }
        var result: [[GeoPoint]] = []
        for line in tracks {
            guard let first = line.first, let last = line.last else { continue }
            var piece: [GeoPoint] = []
            for point in line {
                if TrackSimplifier.metres(point, first) < endRadius || TrackSimplifier.metres(point, last) < endRadius {
                    if piece.count > 1 { result.append(piece) }
                    piece = []
                    continue
                }
                let rounded = GeoPoint(latitude: (point.latitude * places).rounded() / places,
                                       longitude: (point.longitude * places).rounded() / places)
                if piece.last != rounded { piece.append(rounded) }
            }
            if piece.count > 1 { result.append(piece) }
        }
        return result
    }
}
