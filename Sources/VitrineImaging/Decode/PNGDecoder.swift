internal import CSPNG

/// PNG with libspng: every bit depth and colour type (grey, palette, RGB, with alpha or a `tRNS` colour), 16-bit
/// samples reduced to 8, interlaced or not; `iCCP` profile and `eXIf` block.
///
/// libspng reads from the caller's buffer, so each call makes its own context inside the buffer's lifetime
/// instead of keeping a pointer into `bytes`.
final class PNGDecoder: StillDecoder {
    /// libspng's functions (`PNGLibrary`, opened by the first PNG).
    let spng: vitrine_spng_api
    let bytes: [UInt8]
    let width: Int
    let height: Int
    var isUpright: Bool { false }
    let exif: [UInt8]?
    /// `iCCP` when present; PNG's `sRGB`, `gAMA` and `cHRM` are taken as sRGB.
    let color: SourceColor

    init(bytes: [UInt8]) throws(ImagingError) {
        let spng = try PNGLibrary.functions()
        self.spng = spng
        self.bytes = bytes
        var ihdr = spng_ihdr()
        var profile: [UInt8]?
        var exifBlock: [UInt8]?
        let status = Self.withContext(spng, bytes) { context -> Int32 in
            let status = spng.spng_get_ihdr(context, &ihdr)
            guard status == 0 else { return status }
            var iccp = spng_iccp()
            if spng.spng_get_iccp(context, &iccp) == 0, let data = iccp.profile, iccp.profile_len > 0 {
                profile = [UInt8](UnsafeRawBufferPointer(start: data, count: iccp.profile_len))
            }
            var exif = spng_exif()
            if spng.spng_get_exif(context, &exif) == 0, let data = exif.data, exif.length > 0 {
                exifBlock = [UInt8](UnsafeRawBufferPointer(start: data, count: exif.length))
            }
            return 0
        }
        guard status == 0 else {
            throw ImagingError(step: .probe, message: "unreadable PNG header: \(Self.describe(spng, status)); the file is probably damaged")
        }
        width = Int(ihdr.width)
        height = Int(ihdr.height)
        color = .decodedRGB(profile: profile)
        // The eXIf chunk holds the TIFF structure itself; libexif wants the APP1 header in front.
        let header: [UInt8] = Array("Exif".utf8) + [0, 0]
        exif = exifBlock.map { $0.starts(with: header) ? $0 : header + $0 }
    }

    func decode(covering minimum: (width: Int, height: Int), limits: ImageLimits) throws(ImagingError) -> DecodedStill {
        try limits.check(width: width, height: height)
        let count = width * height * 4
        var rgba = [UInt8](repeating: 0, count: count)
        let status = Self.withContext(spng, bytes) { context -> Int32 in
            var size = 0
            let status = spng.spng_decoded_image_size(context, Int32(SPNG_FMT_RGBA8.rawValue), &size)
            guard status == 0 else { return status }
            guard size == count else { return Int32.min }
            return rgba.withUnsafeMutableBytes {
                spng.spng_decode_image(context, $0.baseAddress, $0.count, Int32(SPNG_FMT_RGBA8.rawValue), Int32(SPNG_DECODE_TRNS.rawValue))
            }
        }
        guard status == 0 else { throw Self.corrupt("PNG", Self.describe(spng, status)) }
        return rgba.withUnsafeBufferPointer { DecodedStill(rgba: $0, width: width, height: height, color: color) }
    }

    /// Runs `body` with a libspng context reading `bytes`; chunk sizes are capped so a hostile `iCCP` or
    /// text chunk cannot take the memory.
    private static func withContext(_ spng: vitrine_spng_api, _ bytes: [UInt8], _ body: (OpaquePointer) -> Int32) -> Int32 {
        guard let context = spng.spng_ctx_new(0) else { return Int32(SPNG_EMEM.rawValue) }
        defer { spng.spng_ctx_free(context) }
        _ = spng.spng_set_image_limits(context, UInt32(ImageLimits.maxEdge), UInt32(ImageLimits.maxEdge))
        _ = spng.spng_set_chunk_limits(context, 16 << 20, 64 << 20)
        return bytes.withUnsafeBytes { buffer in
            let status = spng.spng_set_png_buffer(context, buffer.baseAddress, buffer.count)
            guard status == 0 else { return status }
            return body(context)
        }
    }

    private static func describe(_ spng: vitrine_spng_api, _ status: Int32) -> String {
        status == Int32.min ? "unexpected decoded size" : spng.spng_strerror(status).map { String(cString: $0) } ?? "libspng error \(status)"
    }
}
