/// What a photo's EXIF says. Every field is optional: broken or missing EXIF leaves it nil.
///
/// A value type whose fields live in one shared, copy-on-write storage: a photo's facts, the catalog's table
/// and the site model's photo all hold the same EXIF, and at 100,000 photos the ~230 bytes of fields inline
/// (in every dictionary bucket of every table holding them) were tens of megabytes.
public struct ExifFacts: Hashable, Sendable {
    private var storage: Storage

    public init() { storage = Storage() }

    /// EXIF orientation 1...8; 1 when absent or invalid.
    public var orientation: Int {
        get { storage.orientation }
        set { unique().orientation = newValue }
    }
    /// DateTimeOriginal as written, `YYYY:MM:DD HH:MM:SS`.
    public var dateTimeOriginal: String? {
        get { storage.dateTimeOriginal }
        set { unique().dateTimeOriginal = newValue }
    }
    /// OffsetTimeOriginal, e.g. `+02:00`.
    public var offsetTimeOriginal: String? {
        get { storage.offsetTimeOriginal }
        set { unique().offsetTimeOriginal = newValue }
    }
    /// GPS position with N/S/E/W applied; nil when absent, malformed or out of range.
    public var gps: GeoPoint? {
        get { storage.gps }
        set { unique().gps = newValue }
    }
    public var make: String? {
        get { storage.make }
        set { unique().make = newValue }
    }
    public var model: String? {
        get { storage.model }
        set { unique().model = newValue }
    }
    public var lens: String? {
        get { storage.lens }
        set { unique().lens = newValue }
    }
    /// Seconds, e.g. 0.004 for 1/250.
    public var exposureTime: Double? {
        get { storage.exposureTime }
        set { unique().exposureTime = newValue }
    }
    public var fNumber: Double? {
        get { storage.fNumber }
        set { unique().fNumber = newValue }
    }
    public var iso: Int? {
        get { storage.iso }
        set { unique().iso = newValue }
    }
    /// Millimetres.
    public var focalLength: Double? {
        get { storage.focalLength }
        set { unique().focalLength = newValue }
    }
    /// Pixel dimensions of the stored image (before orientation), from the JPEG header when known.
    public var pixelWidth: Int? {
        get { storage.pixelWidth }
        set { unique().pixelWidth = newValue }
    }
    public var pixelHeight: Int? {
        get { storage.pixelHeight }
        set { unique().pixelHeight = newValue }
    }

    public static func == (lhs: ExifFacts, rhs: ExifFacts) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    /// The storage, copied first when another value shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// Mutated only through `unique()`, so a storage another value can see never changes: safe to share across
    /// threads as the value type it backs.
    private final class Storage: @unchecked Sendable {
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

        func copy() -> Storage {
            let other = Storage()
            other.orientation = orientation
            other.dateTimeOriginal = dateTimeOriginal
            other.offsetTimeOriginal = offsetTimeOriginal
            other.gps = gps
            other.make = make
            other.model = model
            other.lens = lens
            other.exposureTime = exposureTime
            other.fNumber = fNumber
            other.iso = iso
            other.focalLength = focalLength
            other.pixelWidth = pixelWidth
            other.pixelHeight = pixelHeight
            return other
        }

        /// Every field, for equality and hashing.
        var fields: Fields {
            Fields(orientation: orientation, dateTimeOriginal: dateTimeOriginal, offsetTimeOriginal: offsetTimeOriginal, gps: gps,
                   make: make, model: model, lens: lens, exposureTime: exposureTime, fNumber: fNumber, iso: iso,
                   focalLength: focalLength, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        }
    }

    private struct Fields: Hashable {
        var orientation: Int
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
