import Foundation
import VitrineLibrary

/// Applies the `location` setting to a position before it reaches any page (PRODUCT.md, Privacy).
public enum LocationPrivacy {
    public static func published(_ point: GeoPoint, place: Place?, precision: SiteSettings.LocationPrecision) -> GeoPoint? {
        switch precision {
        case .exact: return point
        // Two decimals: about 1.1 km of latitude, less of longitude away from the equator.
        case .approximate: return GeoPoint(latitude: rounded(point.latitude), longitude: rounded(point.longitude))
        case .city: return place?.point
        case .none: return nil
        }
    }

    private static func rounded(_ degrees: Double) -> Double {
        (degrees * 100).rounded() / 100
    }
}
