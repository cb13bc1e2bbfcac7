internal import CLibRaw
import Foundation
import VitrineLibrary
import VitrineMetadata

extension RawDecoder {
    /// The shot's facts as libraw parsed them from the file's own structures (TIFF IFDs wherever the tags sit,
    /// CR3's CMT boxes, RAF's and the maker notes' records): what a photo page shows for a RAW that has no EXIF
    /// block libexif can read (CR3, RAF and other non-TIFF containers) or whose EXIF lacks a value.
    ///
    /// libraw keeps no time zone offset, nor sizes here (the decoder's own are used).
    var containerFacts: ExifFacts? {
        let data = handle.pointee
        var facts = ExifFacts()
        facts.make = Self.text(data.idata.make)
        facts.model = Self.text(data.idata.model)
        facts.lens = Self.text(data.lens.Lens) ?? Self.text(data.lens.makernotes.Lens)
        facts.exposureTime = Self.positive(data.other.shutter)
        facts.fNumber = Self.positive(data.other.aperture)
        facts.focalLength = Self.positive(data.other.focal_len)
        if let iso = Self.positive(data.other.iso_speed), iso < Double(Int32.max) { facts.iso = Int(iso.rounded()) }
        facts.dateTimeOriginal = Self.dateTime(data.other.timestamp)
        facts.gps = Self.position(data.other.parsed_gps)
        return facts == ExifFacts() ? nil : facts
    }

    /// libraw's timestamp back to EXIF's `YYYY:MM:DD HH:MM:SS`. libraw made it from the file's local date and
    /// time with `mktime`, in this process's time zone, so `localtime_r` here gives the written date and time back.
    static func dateTime(_ timestamp: time_t) -> String? {
        guard timestamp > 0 else { return nil }
        var time = timestamp
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return nil }
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let text = "\(parts.tm_year + 1900):\(two(parts.tm_mon + 1)):\(two(parts.tm_mday)) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
        return ExifReader.validDateTime(text)
    }

    /// libraw's parsed GPS (degrees, minutes, seconds and N/S, E/W references) as a position; nil when it parsed
    /// none, a reference is missing, a part is out of range, or it is (0, 0), a camera without a fix.
    static func position(_ gps: libraw_gps_info_t) -> GeoPoint? {
        guard gps.gpsparsed != 0 else { return nil }
        func degrees(_ parts: (Float, Float, Float), reference: CChar, positive: Character, negative: Character) -> Double? {
            let values = [Double(parts.0), Double(parts.1), Double(parts.2)]
            guard values.allSatisfy({ $0.isFinite && $0 >= 0 }), values[1] < 60, values[2] < 60 else { return nil }
            let sum = values[0] + values[1] / 60 + values[2] / 3600
            switch Character(Unicode.Scalar(UInt8(bitPattern: reference))) {
            case positive: return sum
            case negative: return -sum
            default: return nil
            }
        }
        guard let latitude = degrees(gps.latitude, reference: gps.latref, positive: "N", negative: "S"),
              let longitude = degrees(gps.longitude, reference: gps.longref, positive: "E", negative: "W") else { return nil }
        let point = GeoPoint(latitude: latitude, longitude: longitude)
        guard point.isValid, !(latitude == 0 && longitude == 0) else { return nil }
        return point
    }

    /// A fixed-size C string field up to its first NUL, trimmed; nil when empty or not UTF-8.
    static func text<Field>(_ field: Field) -> String? {
        withUnsafeBytes(of: field) { raw in
            let bytes = Array(raw.prefix { $0 != 0 })
            guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        }
    }

    /// A finite, positive value; libraw leaves 0 for what it did not find.
    static func positive(_ value: Float) -> Double? {
        value.isFinite && value > 0 ? Double(value) : nil
    }
}
