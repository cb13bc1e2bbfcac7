internal import CExif
import VitrineLibrary

/// Reads EXIF with libexif; never throws: broken fields are just absent.
///
/// libexif bounds-checks every offset against the APP1 segment and stops at the first marker
/// that is not APPn, so damaged files end quickly. It offers no switch to skip maker notes;
/// they are parsed but never read here.
public enum ExifReader {
    /// The facts of a file whose container is read (`FileMetadata` reads it): its EXIF block's, then what the
    /// container's library read for what EXIF leaves empty.
    static func read(_ container: ContainerMetadata) -> ExifFacts {
        var facts = readBlock(of: container)
        // A RAW without an EXIF block libexif can read (CR3, RAF...), or with gaps in it: what libraw read.
        if let other = container.facts { facts.fillGaps(from: other) }
        return facts
    }

    /// The facts libexif reads from the container's EXIF block alone, with its size.
    static func readBlock(of container: ContainerMetadata) -> ExifFacts {
        var facts = ExifFacts()
        if let size = container.size, size.width > 0, size.height > 0 {
            facts.pixelWidth = size.width
            facts.pixelHeight = size.height
        }
        guard let segment = container.exif, let data = exif_data_new() else { return facts }
        defer { exif_data_unref(data) }
        // Read the tags as written: no "fixing" that invents default values.
        exif_data_unset_option(data, EXIF_DATA_OPTION_FOLLOW_SPECIFICATION)
        exif_data_set_option(data, EXIF_DATA_OPTION_IGNORE_UNKNOWN_TAGS)
        segment.withUnsafeBufferPointer { exif_data_load_data(data, $0.baseAddress, UInt32($0.count)) }
        let tags = ExifTags(data: data)

        // A decoder that orients the picture itself (HEIF irot/imir) gives upright pixels and sizes: the EXIF
        // orientation describes the stored picture and must not be applied a second time.
        if !container.isUpright, let value = tags.integer(EXIF_TAG_ORIENTATION, in: EXIF_IFD_0), (1...8).contains(value) {
            facts.orientation = value
        }
        facts.dateTimeOriginal = tags.string(EXIF_TAG_DATE_TIME_ORIGINAL, in: EXIF_IFD_EXIF).flatMap(validDateTime)
        facts.offsetTimeOriginal = tags.string(EXIF_TAG_OFFSET_TIME_ORIGINAL, in: EXIF_IFD_EXIF).flatMap(validOffset)
        facts.gps = gps(tags)
        facts.make = tags.string(EXIF_TAG_MAKE, in: EXIF_IFD_0)
        facts.model = tags.string(EXIF_TAG_MODEL, in: EXIF_IFD_0)
        facts.lens = tags.string(EXIF_TAG_LENS_MODEL, in: EXIF_IFD_EXIF)
        facts.exposureTime = tags.rationals(EXIF_TAG_EXPOSURE_TIME, in: EXIF_IFD_EXIF)?.first.flatMap(positive)
        facts.fNumber = tags.rationals(EXIF_TAG_FNUMBER, in: EXIF_IFD_EXIF)?.first.flatMap(positive)
        facts.focalLength = tags.rationals(EXIF_TAG_FOCAL_LENGTH, in: EXIF_IFD_EXIF)?.first.flatMap(positive)
        if let iso = tags.integer(EXIF_TAG_ISO_SPEED_RATINGS, in: EXIF_IFD_EXIF), iso > 0 { facts.iso = iso }
        if facts.pixelWidth == nil,
           let width = tags.integer(EXIF_TAG_PIXEL_X_DIMENSION, in: EXIF_IFD_EXIF), width > 0,
           let height = tags.integer(EXIF_TAG_PIXEL_Y_DIMENSION, in: EXIF_IFD_EXIF), height > 0 {
            facts.pixelWidth = width
            facts.pixelHeight = height
        }
        return facts
    }

    /// Position from the GPS IFD: degrees, minutes, seconds with N/S and E/W applied.
    /// Absent, malformed, out-of-range or exactly (0, 0) (a camera without a fix) gives nil.
    static func gps(_ tags: ExifTags) -> GeoPoint? {
        guard let latitude = coordinate(tags, value: EXIF_TAG_GPS_LATITUDE, reference: EXIF_TAG_GPS_LATITUDE_REF, positive: "N", negative: "S"),
              let longitude = coordinate(tags, value: EXIF_TAG_GPS_LONGITUDE, reference: EXIF_TAG_GPS_LONGITUDE_REF, positive: "E", negative: "W")
        else { return nil }
        let point = GeoPoint(latitude: latitude, longitude: longitude)
        guard point.isValid, !(latitude == 0 && longitude == 0) else { return nil }
        return point
    }

    private static func coordinate(_ tags: ExifTags, value: Int32, reference: Int32, positive: String, negative: String) -> Double? {
        guard let parts = tags.rationals(ExifTag(UInt32(value)), in: EXIF_IFD_GPS), !parts.isEmpty, parts.count <= 3,
              let ref = tags.string(ExifTag(UInt32(reference)), in: EXIF_IFD_GPS)?.uppercased()
        else { return nil }
        var degrees = 0.0
        for (index, part) in parts.enumerated() {
            guard let part, part.isFinite, part >= 0 else { return nil }
            if index > 0 && part >= 60 { return nil }
            degrees += part / [1.0, 60.0, 3600.0][index]
        }
        switch ref {
        case positive: return degrees
        case negative: return -degrees
        default: return nil
        }
    }

    private static func positive(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value > 0 else { return nil }
        return value
    }

    /// `YYYY:MM:DD HH:MM:SS` with digits where digits belong and a non-zero date; placeholders are dropped.
    public static func validDateTime(_ text: String) -> String? {
        let chars = Array(text.utf8)
        guard chars.count == 19 else { return nil }
        for (index, char) in chars.enumerated() {
            switch index {
            case 4, 7: guard char == UInt8(ascii: ":") || char == UInt8(ascii: "-") else { return nil }
            case 10: guard char == UInt8(ascii: " ") || char == UInt8(ascii: "T") else { return nil }
            case 13, 16: guard char == UInt8(ascii: ":") else { return nil }
            default: guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(char) else { return nil }
            }
        }
        return text.hasPrefix("0000") ? nil : text
    }

    /// `+HH:MM` or `-HH:MM`, or `Z`.
    static func validOffset(_ text: String) -> String? {
        if text == "Z" { return text }
        let chars = Array(text.utf8)
        guard chars.count == 6, chars[0] == UInt8(ascii: "+") || chars[0] == UInt8(ascii: "-"), chars[3] == UInt8(ascii: ":"),
              [1, 2, 4, 5].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(chars[$0]) })
        else { return nil }
        return text
    }
}
