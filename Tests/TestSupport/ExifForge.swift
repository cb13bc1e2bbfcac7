import Foundation

/// Writes a JPEG whose EXIF says what a test wants (hostile strings, broken GPS), built from a fixture's
/// image data with its own APP1 segments removed. Big-endian TIFF, IFD0 only, plus an optional GPS IFD.
public enum ExifForge {
    public struct Fields: Sendable {
        public var make: String?
        public var model: String?
        public var description: String?
        /// Raw GPS rationals: (degrees, minutes, seconds) numerators and denominators, and the ref letters.
        public var gps: (lat: [(UInt32, UInt32)], latRef: String, lon: [(UInt32, UInt32)], lonRef: String)?
        public init(make: String? = nil, model: String? = nil, description: String? = nil,
                    gps: (lat: [(UInt32, UInt32)], latRef: String, lon: [(UInt32, UInt32)], lonRef: String)? = nil) {
            self.make = make; self.model = model; self.description = description; self.gps = gps
        }
    }

    public static func jpeg(from fixture: URL, fields: Fields) throws -> Data {
        try jpeg(from: fixture, tiff: tiff(fields))
    }

    /// The fixture's image data behind one APP1 segment holding `tiff` as it is (well-formed or not).
    public static func jpeg(from fixture: URL, tiff: [UInt8]) throws -> Data {
        let original = [UInt8](try Data(contentsOf: fixture))
        var body: [UInt8] = []
        var index = 2  // after SOI
        while index + 4 <= original.count, original[index] == 0xFF {
            let marker = original[index + 1]
            if marker == 0xDA { break }  // start of scan: the rest is image data
            let length = Int(original[index + 2]) << 8 | Int(original[index + 3])
            if marker != 0xE1 { body += original[index..<min(index + 2 + length, original.count)] }
            index += 2 + length
        }
        body += original[min(index, original.count)...]
        let payload = Array("Exif\0\0".utf8) + tiff
        let segment: [UInt8] = [0xFF, 0xE1, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
        return Data([0xFF, 0xD8] + segment + body)
    }

    private struct Entry { var tag: UInt16; var type: UInt16; var count: UInt32; var data: [UInt8] }

    static func tiff(_ fields: Fields) -> [UInt8] {
        var ifd0: [Entry] = []
        func ascii(_ tag: UInt16, _ text: String?) {
            guard let text else { return }
            let bytes = Array(text.utf8) + [0]
            ifd0.append(Entry(tag: tag, type: 2, count: UInt32(bytes.count), data: bytes))
        }
        ascii(0x010E, fields.description)
        ascii(0x010F, fields.make)
        ascii(0x0110, fields.model)
        var gpsEntries: [Entry] = []
        if let gps = fields.gps {
            func rationals(_ values: [(UInt32, UInt32)]) -> [UInt8] { values.flatMap { be32($0.0) + be32($0.1) } }
            gpsEntries = [
                Entry(tag: 1, type: 2, count: 2, data: Array(gps.latRef.utf8.prefix(1)) + [0]),
                Entry(tag: 2, type: 5, count: UInt32(gps.lat.count), data: rationals(gps.lat)),
                Entry(tag: 3, type: 2, count: 2, data: Array(gps.lonRef.utf8.prefix(1)) + [0]),
                Entry(tag: 4, type: 5, count: UInt32(gps.lon.count), data: rationals(gps.lon)),
            ]
            ifd0.append(Entry(tag: 0x8825, type: 4, count: 1, data: [0, 0, 0, 0]))  // patched below
        }
        var out: [UInt8] = Array("MM".utf8) + [0, 42] + be32(8)
        let ifd0Size = 2 + ifd0.count * 12 + 4
        var dataOffset = 8 + ifd0Size
        var extra: [UInt8] = []
        var gpsOffsetSlot: Int?
        out += be16(UInt16(ifd0.count))
        for entry in ifd0 {
            out += be16(entry.tag) + be16(entry.type) + be32(entry.count)
            if entry.tag == 0x8825 { gpsOffsetSlot = out.count; out += [0, 0, 0, 0]; continue }
            if entry.data.count <= 4 {
                out += entry.data + [UInt8](repeating: 0, count: 4 - entry.data.count)
            } else {
                out += be32(UInt32(dataOffset + extra.count))
                extra += entry.data
                if extra.count % 2 == 1 { extra.append(0) }
            }
        }
        out += be32(0)
        out += extra
        dataOffset = out.count
        if let slot = gpsOffsetSlot {
            let gpsStart = out.count
            out.replaceSubrange(slot..<slot + 4, with: be32(UInt32(gpsStart)))
            var gpsExtra: [UInt8] = []
            let gpsDataStart = gpsStart + 2 + gpsEntries.count * 12 + 4
            out += be16(UInt16(gpsEntries.count))
            for entry in gpsEntries {
                out += be16(entry.tag) + be16(entry.type) + be32(entry.count)
                if entry.data.count <= 4 {
                    out += entry.data + [UInt8](repeating: 0, count: 4 - entry.data.count)
                } else {
                    out += be32(UInt32(gpsDataStart + gpsExtra.count))
                    gpsExtra += entry.data
                }
            }
            out += be32(0) + gpsExtra
        }
        _ = dataOffset
        return out
    }

    public static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
    public static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
}
