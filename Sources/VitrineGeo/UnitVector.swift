import Foundation
import VitrineLibrary

/// A point on the unit sphere. The straight-line (chord) distance between two of them grows with the
/// great-circle distance, so nearest-by-chord is nearest on Earth, with no seam at ±180° or at the poles.
struct UnitVector {
    var x: Double
    var y: Double
    var z: Double

    init(x: Double, y: Double, z: Double) {
        self.x = x; self.y = y; self.z = z
    }

    /// Same operations, in the same order, as `scripts/make-places.py`, so the tree's split values agree.
    init(latitudeMicro: Int32, longitudeMicro: Int32) {
        self.init(latitude: Double(latitudeMicro) / 1e6, longitude: Double(longitudeMicro) / 1e6)
    }

    init(_ point: GeoPoint) {
        self.init(latitude: point.latitude, longitude: point.longitude)
    }

    init(latitude: Double, longitude: Double) {
        let phi = latitude * (Double.pi / 180)
        let lambda = longitude * (Double.pi / 180)
        self.init(x: cos(phi) * cos(lambda), y: cos(phi) * sin(lambda), z: sin(phi))
    }

    subscript(axis: UInt8) -> Double {
        switch axis {
        case 0: x
        case 1: y
        default: z
        }
    }

    func squaredDistance(to other: UnitVector) -> Double {
        let dx = x - other.x, dy = y - other.y, dz = z - other.z
        return dx * dx + dy * dy + dz * dz
    }
}
