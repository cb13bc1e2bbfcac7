import VitrineLibrary

extension ExifReader {
    /// What the EXIF reader needs from a file's header: its pixel size, whether its decoder makes it upright,
    /// and the bytes libexif should parse: a JPEG as is (libexif finds APP1 itself), or the EXIF block a
    /// format's `StillDecoder` found (WebP `EXIF` chunk, HEIF `Exif` item...), nil when there is none.
    static func exifSource(of bytes: [UInt8]) -> (size: (width: Int, height: Int)?, isUpright: Bool, segment: [UInt8]?) {
        guard let format = SourceFormat(sniffing: bytes) else { return (nil, false, nil) }
        if format == .jpeg {
            let header = try? JPEGDecoder().header(of: bytes)
            return (header.map { ($0.width, $0.height) }, false, bytes)
        }
        guard let decoder = try? format.requireStillDecoder().init(bytes: bytes) else { return (nil, false, nil) }
        return ((decoder.width, decoder.height), decoder.isUpright, decoder.exif)
    }
}
