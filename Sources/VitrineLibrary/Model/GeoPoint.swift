/// A position on Earth in degrees (WGS 84).
public struct GeoPoint: Hashable, Sendable, Codable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Finite, latitude in -90...90 and longitude in -180...180.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && (-90...90).contains(latitude) && (-180...180).contains(longitude)
    }
}

/// A populated place found by the reverse geocoder.
public struct Place: Hashable, Sendable, Codable {
    /// City, town or village name.
    public var city: String
    /// First-level administrative area (state, region), may be empty.
    public var region: String
    /// ISO 3166-1 alpha-2 country code, uppercase.
    public var countryCode: String
    /// The place's own coordinates (used by the `city` privacy setting).
    public var point: GeoPoint

    public init(city: String, region: String, countryCode: String, point: GeoPoint) {
        self.city = city
        self.region = region
        self.countryCode = countryCode
        self.point = point
    }
}
