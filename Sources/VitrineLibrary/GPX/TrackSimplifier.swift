import Foundation

/// Douglas–Peucker simplification of a line of positions: the fewest points that stay within `tolerance` metres of
/// the line (distances on a local equirectangular projection, exact enough at a track's scale). The first and last
/// points are kept. Iterative (an explicit stack), so a long track cannot overflow the call stack.
public enum TrackSimplifier {
    public static func simplified(_ line: [GeoPoint], tolerance metres: Double) -> [GeoPoint] {
        guard line.count > 2 else { return line }
        let origin = line[0]
        let metresPerDegree = 111_320.0
        let cosine = cos(origin.latitude * .pi / 180)
        let xy = line.map { ((($0.longitude - origin.longitude) * cosine) * metresPerDegree, ($0.latitude - origin.latitude) * metresPerDegree) }
        var keep = [Bool](repeating: false, count: line.count)
        keep[0] = true
        keep[line.count - 1] = true
        var stack = [(0, line.count - 1)]
        while let (first, last) = stack.popLast() {
            guard last > first + 1 else { continue }
            var farthest = first, distance = 0.0
            for index in (first + 1)..<last {
                let d = distanceToSegment(xy[index], xy[first], xy[last])
                if d > distance { distance = d; farthest = index }
            }
            if distance > metres {
                keep[farthest] = true
                stack.append((first, farthest))
                stack.append((farthest, last))
            }
        }
        return line.indices.filter { keep[$0] }.map { line[$0] }
    }

    static func distanceToSegment(_ p: (Double, Double), _ a: (Double, Double), _ b: (Double, Double)) -> Double {
        let dx = b.0 - a.0, dy = b.1 - a.1
        let length = dx * dx + dy * dy
        let t = length == 0 ? 0 : max(0, min(1, ((p.0 - a.0) * dx + (p.1 - a.1) * dy) / length))
        let x = a.0 + t * dx - p.0, y = a.1 + t * dy - p.1
        return (x * x + y * y).squareRoot()
    }

    /// The distance in metres between two positions (haversine).
    public static func metres(_ a: GeoPoint, _ b: GeoPoint) -> Double {
        let radians = Double.pi / 180
        let dLat = (b.latitude - a.latitude) * radians, dLon = (b.longitude - a.longitude) * radians
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * radians) * cos(b.latitude * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * 6_371_000 * asin(min(1, h.squareRoot()))
    }
}
