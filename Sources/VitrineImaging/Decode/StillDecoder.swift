import VitrineLibrary

/// A decoder for one still-image format other than JPEG, chosen by sniffing (`SourceFormat.stillDecoder`).
///
/// JPEG is not one of them: it keeps its own planar fast path in `ImageRenderer` (DCT-scaled decode straight to
/// YCbCr planes). Every other format decodes to 8-bit RGB plus an optional alpha channel, and `ImageRenderer`
/// turns that into planes in one place (colour conversion to sRGB, alpha kept as a plane beside them).
///
/// Making a decoder reads only the file's header or container: the size, EXIF and whether the decoder
/// orients the picture itself are known before any pixel buffer exists, so `decode` checks `ImageLimits`
/// before it allocates. A decoder owns its C handles (a `final class`, freed in `deinit`) and is used by one
/// task at a time.
protocol StillDecoder: AnyObject {
    /// Reads the header or container. Throws (step `.probe`) when the bytes are not a readable file of this
    /// format. Must not allocate anything proportional to the picture's pixel count.
    init(bytes: [UInt8]) throws(ImagingError)

    /// The picture's size in pixels as `decode` delivers it at full size: upright when `isUpright`.
    var width: Int { get }
    var height: Int { get }

    /// True when the decoder already applies the file's own orientation (HEIF `irot`/`imir`, a RAW's camera
    /// orientation): the EXIF orientation must then not be applied again, so its render request and its
    /// facts use orientation 1.
    var isUpright: Bool { get }

    /// The file's EXIF block as libexif reads it (starting with `Exif\0\0` and a TIFF header), nil when it
    /// has none.
    var exif: [UInt8]? { get }

    /// The shot's facts as the format's own library read them outside any EXIF block (libraw's parse of a
    /// RAW); `ExifReader` takes from them what EXIF leaves empty. Nil by default and when it found none.
    var containerFacts: ExifFacts? { get }

    /// Decodes the picture to 8-bit RGB after checking `limits` against the header. A decoder may deliver a
    /// smaller picture (an embedded preview, a scaled decode) when it still covers `minimum` in both
    /// directions of its delivered (upright when `isUpright`) orientation; otherwise it delivers `width` x `height`.
    /// A truncated or corrupt file throws (step `.decode`); it never yields a half-decoded picture.
    func decode(covering minimum: (width: Int, height: Int), limits: ImageLimits) throws(ImagingError) -> DecodedStill

    /// Decodes straight to the pipeline's planes (full-range BT.601 YCbCr 4:2:0) when the file's own samples
    /// already are them and its colour needs no conversion to sRGB, at full size and after checking `limits`;
    /// nil when they are not, and `decode` is used. A phone's HEIC skips two colour conversions this way.
    func decodePlanes(limits: ImageLimits) throws(ImagingError) -> PlanarImage?
}

extension StillDecoder {
    func decodePlanes(limits: ImageLimits) throws(ImagingError) -> PlanarImage? { nil }
    var containerFacts: ExifFacts? { nil }
}

extension SourceFormat {
    /// The decoder for this format; nil for JPEG, which has its own fast path.
    var stillDecoder: (any StillDecoder.Type)? {
        switch self {
        case .jpeg: return nil
        case .webp: return WebPDecoder.self
        case .heif: return HEIFDecoder.self
        case .png: return PNGDecoder.self
        case .tiff: return TIFFDecoder.self
        case .gif: return GIFDecoder.self
        case .raw: return RawDecoder.self
        }
    }

    /// The decoder for a format other than JPEG, or the error saying this build cannot read it.
    func requireStillDecoder() throws(ImagingError) -> any StillDecoder.Type {
        guard let decoder = stillDecoder else {
            throw ImagingError(step: .probe, message: "\(rawValue.uppercased()) files are recognised but this version cannot decode them")
        }
        return decoder
    }
}

extension StillDecoder {
    /// `ImagingError` for a picture that did not decode, naming the format.
    static func corrupt(_ format: String, _ detail: String) -> ImagingError {
        ImagingError(step: .decode, message: "corrupt or truncated \(format) data (\(detail)); re-export the photo or replace the file")
    }
}
