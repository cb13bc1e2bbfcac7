internal import CTurboJPEG

/// Decodes JPEG with libjpeg-turbo; owns one TurboJPEG decompressor handle.
///
/// Not thread-safe: use one decoder per task. Any libjpeg-turbo warning (corrupt or truncated data)
/// is an error, so a damaged file never yields a half-grey picture; a progressive file of more than
/// 500 scans (a known denial-of-service shape) is refused.
public final class JPEGDecoder {
    let handle: tjhandle

    /// What the header says: the stored size in pixels, and how the colour is stored.
    public struct Header: Sendable, Hashable {
        public let width: Int
        public let height: Int
        /// Luma samples per chroma sample across and down for YCbCr with 4:2:0, 4:2:2, 4:4:0 or 4:4:4 chroma,
        /// which decode straight to planes; nil for anything else (grayscale, RGB, CMYK, 4:1:1).
        let chromaSubsampling: ChromaSubsampling?
        /// True for CMYK and YCCK JPEGs (print files), which decode to CMYK and are converted to RGB by colour management.
        var isCMYK = false

        /// True for YCbCr with 4:2:0 chroma, whose planes are already the pipeline's.
        var isYCbCr420: Bool { chromaSubsampling == ChromaSubsampling(x: 2, y: 2) }
        /// True when `decodePlanes` takes this JPEG.
        var decodesToPlanes: Bool { chromaSubsampling != nil }
    }

    /// Luma samples per chroma sample along each axis (1 or 2).
    struct ChromaSubsampling: Sendable, Hashable {
        let x: Int
        let y: Int
    }

    public init() throws(ImagingError) {
        guard let handle = tjInitDecompress() else {
            throw ImagingError(step: .decode, message: "libjpeg-turbo could not start a decompressor (out of memory?)")
        }
        self.handle = handle
    }

    deinit { tjDestroy(handle) }

    /// Reads the header only.
    public func header(of bytes: [UInt8]) throws(ImagingError) -> Header {
        guard bytes.count > 2, bytes.count <= Int(UInt32.max) else {
            throw ImagingError(step: .probe, message: "the file is empty or too large to be a JPEG")
        }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let status = bytes.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace)
        }
        guard status == 0 else {
            throw ImagingError(step: .probe, message: "unreadable JPEG header: \(lastError)")
        }
        var chroma: ChromaSubsampling?
        if colorspace == Int32(TJCS_YCbCr.rawValue) {
            switch subsampling {
            case Int32(TJSAMP_420.rawValue): chroma = ChromaSubsampling(x: 2, y: 2)
            case Int32(TJSAMP_422.rawValue): chroma = ChromaSubsampling(x: 2, y: 1)
            case Int32(TJSAMP_440.rawValue): chroma = ChromaSubsampling(x: 1, y: 2)
            case Int32(TJSAMP_444.rawValue): chroma = ChromaSubsampling(x: 1, y: 1)
            default: chroma = nil
            }
        }
        let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        return Header(width: Int(width), height: Int(height), chromaSubsampling: chroma, isCMYK: isCMYK)
    }

    /// Decodes the whole image at full size, after checking `limits`.
    public func decode(_ bytes: [UInt8], limits: ImageLimits = ImageLimits()) throws(ImagingError) -> RGBImage {
        let header = try header(of: bytes)
        try limits.check(width: header.width, height: header.height)
        return try decode(bytes, header: header, scale: ScalingFactor.one)
    }

    /// Decodes to RGB at a DCT scaling factor; the caller has checked the header against its limits.
    func decode(_ bytes: [UInt8], header: Header, scale: ScalingFactor) throws(ImagingError) -> RGBImage {
        let size = scale.apply(width: header.width, height: header.height)
        return RGBImage(width: size.width, height: size.height, pixels: try decodePacked(bytes, header: header, scale: scale, cmyk: false))
    }

    /// The one TurboJPEG decode to packed pixels, at a DCT scaling factor: RGB, 3 bytes a pixel, or (`cmyk`, for a
    /// CMYK or YCCK JPEG) CMYK, 4 bytes a pixel, the values as stored (libjpeg-turbo turns YCCK into CMYK and
    /// inverts nothing: Adobe's files stay inverted). The caller has checked the header against its limits.
    func decodePacked(_ bytes: [UInt8], header: Header, scale: ScalingFactor, cmyk: Bool) throws(ImagingError) -> [UInt8] {
        let size = scale.apply(width: header.width, height: header.height)
        let (format, channels) = cmyk ? (TJPF_CMYK, 4) : (TJPF_RGB, 3)
        var pixels = Plane.unfilledBytes(count: size.width * size.height * channels)
        let status = pixels.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                tjDecompress2(handle, input.baseAddress, UInt(input.count), out.baseAddress,
                              Int32(size.width), 0, Int32(size.height), Int32(format.rawValue),
                              TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS)
            }
        }
        guard status == 0 else { throw decodingError }
        return pixels
    }

    /// The error for a failed decompression: a warning (corrupt data) or a hard failure.
    var decodingError: ImagingError {
        let kind = tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue) ? "corrupt JPEG data" : "JPEG decoding failed"
        return ImagingError(step: .decode, message: "\(kind): \(lastError); re-export the photo or replace the file")
    }

    var lastError: String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown error" }
        return String(cString: text)
    }
}

/// A libjpeg-turbo DCT scaling factor, num/denom.
struct ScalingFactor: Hashable, Sendable, Comparable {
    let num: Int
    let denom: Int

    static let one = ScalingFactor(num: 1, denom: 1)

    /// The factors libjpeg-turbo supports that shrink (<= 1), smallest first.
    static let shrinking: [ScalingFactor] = {
        var count: Int32 = 0
        guard let list = tjGetScalingFactors(&count), count > 0 else { return [.one] }
        let factors = (0..<Int(count)).map { ScalingFactor(num: Int(list[$0].num), denom: Int(list[$0].denom)) }
        return factors.filter { $0.num > 0 && $0.denom > 0 && $0.num <= $0.denom }.sorted()
    }()

    /// The decoded size, as libjpeg-turbo computes it (rounding up).
    func apply(width: Int, height: Int) -> (width: Int, height: Int) {
        let factor = tjscalingfactor(num: Int32(num), denom: Int32(denom))
        return (Int(vitrine_tj_scaled(Int32(width), factor)), Int(vitrine_tj_scaled(Int32(height), factor)))
    }

    static func < (lhs: ScalingFactor, rhs: ScalingFactor) -> Bool {
        lhs.num * rhs.denom < rhs.num * lhs.denom
    }
}
