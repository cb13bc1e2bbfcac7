internal import CHeif

extension HEIFDecoder {
    /// HEVC and AV1 stills are YCbCr 4:2:0 already: when they are 8-bit, opaque, full-range BT.601 and their colour
    /// is sRGB's (or undescribed, which libheif also decodes as BT.601 full range), libheif hands over its planes
    /// (grid assembled, transformations applied) and neither libheif's conversion to RGB nor ours back is needed.
    func decodePlanes(limits: ImageLimits) throws(ImagingError) -> PlanarImage? {
        guard heif.heif_image_handle_has_alpha_channel(handle) == 0, heif.heif_image_handle_get_luma_bits_per_pixel(handle) == 8,
              Self.isPipelineYCbCr(color) else { return nil }
        try checkLimits(limits)
        guard let options = heif.heif_decoding_options_alloc() else {
            throw ImagingError(step: .decode, message: "libheif could not allocate its options (out of memory?)")
        }
        defer { heif.heif_decoding_options_free(options) }
        options.pointee.strict_decoding = 1
        var image: OpaquePointer?
        let status = heif.heif_decode_image(handle, &image, heif_colorspace_YCbCr, heif_chroma_420, options)
        guard status.code == heif_error_Ok, let image else { throw Self.corrupt("HEIF", Self.describe(status)) }
        defer { heif.heif_image_release(image) }
        let chroma = (width: PlanarImage.chromaCount(width), height: PlanarImage.chromaCount(height))
        func plane(_ channel: heif_channel, width: Int, height: Int) -> Plane? {
            var stride: Int32 = 0
            guard heif.heif_image_get_width(image, channel) == Int32(width), heif.heif_image_get_height(image, channel) == Int32(height),
                  heif.heif_image_get_bits_per_pixel_range(image, channel) == 8,
                  let data = heif.heif_image_get_plane_readonly(image, channel, &stride), Int(stride) >= width else { return nil }
            return Plane(width: width, height: height, bytes: Self.packed(data, stride: Int(stride), rowBytes: width, height: height))
        }
        guard let y = plane(heif_channel_Y, width: width, height: height),
              let cb = plane(heif_channel_Cb, width: chroma.width, height: chroma.height),
              let cr = plane(heif_channel_Cr, width: chroma.width, height: chroma.height) else {
            // A layout other than the header promised: the RGB path copes with whatever libheif gives.
            return nil
        }
        return PlanarImage(y: y, cb: cb, cr: cr)
    }

    /// True for colour the pipeline's planes hold as they are: no description, or nclx with sRGB/BT.709
    /// primaries (or unspecified), the sRGB transfer (or unspecified), BT.601 matrix and full range.
    static func isPipelineYCbCr(_ color: SourceColor) -> Bool {
        switch color {
        case .unspecified: return true
        case .icc: return false
        case .nclx(let primaries, let transfer, let matrix, let fullRange):
            return [1, 2].contains(primaries) && [2, 13].contains(transfer) && [5, 6].contains(matrix) && fullRange
        }
    }
}
