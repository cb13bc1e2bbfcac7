import VitrineCore

/// What a photo's EXIF says. Every field is optional: broken or missing EXIF leaves it nil.
///
/// A value type whose fields live in one shared box (`SharedBox`): a photo's facts, the catalog's table and the
/// site model's photo all hold the same EXIF, and at 100,000 photos the ~230 bytes of fields inline (in every
/// dictionary bucket of every table holding them) were tens of megabytes. A change makes a new box; EXIF is
/// written once, when read.
public struct ExifFacts: Hashable, Sendable {
    private var box: SharedBox<Fields>

    /// The fields no EXIF gives, shared by every value that has none.
    private static let none = SharedBox(Fields())

    public init() { box = Self.none }

    /// EXIF orientation 1...8; 1 when absent or invalid.
    public var orientation: Int {
        get { box.value.orientation }
        set { update { $0.orientation = newValue } }
    }
    /// DateTimeOriginal as written, `YYYY:MM:DD HH:MM:SS`.
    public var dateTimeOriginal: String? {
        get { box.value.dateTimeOriginal }
        set { update { $0.dateTimeOriginal = newValue } }
    }
    /// OffsetTimeOriginal, e.g. `+02:00`.
    public var offsetTimeOriginal: String? {
        get { box.value.offsetTimeOriginal }
        set { update { $0.offsetTimeOriginal = newValue } }
    }
    /// GPS position with N/S/E/W applied; nil when absent, malformed or out of range.
    public var gps: GeoPoint? {
        get { box.value.gps }
        set { update { $0.gps = newValue } }
    }
    public var make: String? {
        get { box.value.make }
        set { update { $0.make = newValue } }
    }
    public var model: String? {
        get { box.value.model }
        set { update { $0.model = newValue } }
    }
    public var lens: String? {
        get { box.value.lens }
        set { update { $0.lens = newValue } }
    }
    /// Seconds, e.g. 0.004 for 1/250.
    public var exposureTime: Double? {
        get { box.value.exposureTime }
        set { update { $0.exposureTime = newValue } }
    }
    public var fNumber: Double? {
        get { box.value.fNumber }
        set { update { $0.fNumber = newValue } }
    }
    public var iso: Int? {
        get { box.value.iso }
        set { update { $0.iso = newValue } }
    }
    /// Millimetres.
    public var focalLength: Double? {
        get { box.value.focalLength }
        set { update { $0.focalLength = newValue } }
    }
    /// Pixel dimensions of the stored image (before orientation), from the JPEG header when known.
    public var pixelWidth: Int? {
        get { box.value.pixelWidth }
        set { update { $0.pixelWidth = newValue } }
    }
    public var pixelHeight: Int? {
        get { box.value.pixelHeight }
        set { update { $0.pixelHeight = newValue } }
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = box.value
        change(&fields)
        box = SharedBox(fields)
    }

    /// Every field; encoded as the plain struct `ExifFacts` used to be (`ExifFacts+Codable`).
    struct Fields: Hashable, Sendable, Codable {
        var orientation = 1
        var dateTimeOriginal: String?
        var offsetTimeOriginal: String?
        var gps: GeoPoint?
        var make: String?
        var model: String?
        var lens: String?
        var exposureTime: Double?
        var fNumber: Double?
        var iso: Int?
        var focalLength: Double?
        var pixelWidth: Int?
        var pixelHeight: Int?
    }
}

/// Encoded as the plain struct it used to be (its fields in declaration order, absent optionals left out): `Fields`
/// has those fields under those names, so page keys and anything stored keep their form.
extension ExifFacts: Codable {
    public init(from decoder: any Decoder) throws {
        box = SharedBox(try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try box.value.encode(to: encoder)
    }
}
