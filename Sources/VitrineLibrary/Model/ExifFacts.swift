/// What a photo's EXIF says. Every field is optional: broken or missing EXIF leaves it nil.
public struct ExifFacts: Hashable, Sendable, Codable {
    /// EXIF orientation 1...8; 1 when absent or invalid.
    public var orientation: Int = 1
    /// DateTimeOriginal as written, `YYYY:MM:DD HH:MM:SS`.
    public var dateTimeOriginal: String?
    /// OffsetTimeOriginal, e.g. `+02:00`.
    public var offsetTimeOriginal: String?
    /// GPS position with N/S/E/W applied; nil when absent, malformed or out of range.
    public var gps: GeoPoint?
    public var make: String?
    public var model: String?
    public var lens: String?
    /// Seconds, e.g. 0.004 for 1/250.
    public var exposureTime: Double?
    public var fNumber: Double?
    public var iso: Int?
    /// Millimetres.
    public var focalLength: Double?
    /// Pixel dimensions of the stored image (before orientation), from the JPEG header when known.
    public var pixelWidth: Int?
    public var pixelHeight: Int?

    public init() {}
}
