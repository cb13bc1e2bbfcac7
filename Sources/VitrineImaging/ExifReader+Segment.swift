import VitrineLibrary

extension ExifReader {
    /// What the EXIF reader needs from a file's header: its pixel size, whether its decoder makes it upright,
    /// and the bytes libexif should parse: a JPEG as is (libexif finds APP1 itself), or the EXIF block a
    /// format's `StillDecoder` found (WebP `EXIF` chunk, HEIF `Exif` item...), nil when there is none; and the
    /// facts its decoder read outside EXIF (`StillDecoder.containerFacts`: a RAW's, through libraw).
    static func exifSource(of bytes: [UInt8]) -> Source {
        guard let format = SourceFormat(sniffing: bytes) else { return Source() }
        if format == .jpeg {
            let header = try? JPEGDecoder().header(of: bytes)
            return Source(size: header.map { ($0.width, $0.height) }, segment: bytes)
        }
        guard let decoder = try? format.requireStillDecoder().init(bytes: bytes) else { return Source() }
        return Source(size: (decoder.width, decoder.height), isUpright: decoder.isUpright, segment: decoder.exif,
                      containerFacts: decoder.containerFacts)
    }

    /// What `exifSource(of:)` found.
    struct Source {
        var size: (width: Int, height: Int)?
        var isUpright = false
        var segment: [UInt8]?
        var containerFacts: ExifFacts?
    }

    /// Each fact EXIF left empty taken from `other` (a RAW's own facts, read by libraw): EXIF's values come first.
    /// The orientation and sizes are not taken: they describe the pixels, which the decoder's own values do.
    static func fillGaps(_ facts: inout ExifFacts, from other: ExifFacts) {
        if facts.dateTimeOriginal == nil {
            facts.dateTimeOriginal = other.dateTimeOriginal
            facts.offsetTimeOriginal = facts.offsetTimeOriginal ?? other.offsetTimeOriginal
        }
        facts.gps = facts.gps ?? other.gps
        facts.make = facts.make ?? other.make
        facts.model = facts.model ?? other.model
        facts.lens = facts.lens ?? other.lens
        facts.exposureTime = facts.exposureTime ?? other.exposureTime
        facts.fNumber = facts.fNumber ?? other.fNumber
        facts.iso = facts.iso ?? other.iso
        facts.focalLength = facts.focalLength ?? other.focalLength
    }
}
