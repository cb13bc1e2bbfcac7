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
}
