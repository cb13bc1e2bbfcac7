import VitrineLibrary

/// Reads an image's header without decoding its pixels.
public enum ImageProbe {
    /// The pixel dimensions as the renderer sees them before the EXIF orientation: stored for JPEG, WebP, PNG,
    /// TIFF and GIF; upright for a format whose decoder orients the picture itself (HEIF).
    public static func dimensions(of bytes: [UInt8]) throws(ImagingError) -> (width: Int, height: Int) {
        try header(of: bytes).size
    }

    /// What the header says: the size (see `dimensions(of:)`), the format, and whether the decoder already makes
    /// the picture upright (then the EXIF orientation must not be applied again).
    static func header(of bytes: [UInt8]) throws(ImagingError) -> (size: (width: Int, height: Int), format: SourceFormat, isUpright: Bool) {
        guard let format = SourceFormat(sniffing: bytes) else {
            throw ImagingError(step: .probe, message: unrecognised)
        }
        if format == .jpeg {
            let header = try JPEGDecoder().header(of: bytes)
            return ((header.width, header.height), format, false)
        }
        let decoder = try format.requireStillDecoder().init(bytes: bytes)
        return ((decoder.width, decoder.height), format, decoder.isUpright)
    }

    static let unrecognised = "not a photo this version reads (JPEG, WebP, HEIC/HEIF, AVIF, PNG, TIFF or GIF): its first bytes are none of theirs"
}
