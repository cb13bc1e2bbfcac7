internal import CHeif

/// HEIC, HEIF and AVIF stills with libheif (HEVC through libde265, AV1 through dav1d or aom): the primary
/// image, its grid tiles assembled and its transformations (`irot`, `imir`, `clap`) applied by libheif, so the
/// picture comes out upright and the EXIF orientation must not be applied again.
///
/// Owns one libheif context and the primary image's handle. Reading the container parses its boxes only; the
/// coded data is decoded by `decode`, after the declared size (before and after the transformations) has been
/// checked against the limits.
final class HEIFDecoder: StillDecoder {
    /// libheif's functions (`HEIFLibrary`, opened by the first HEIF file).
    let heif: vitrine_heif_api
    private let context: OpaquePointer
    let handle: OpaquePointer
    let width: Int
    let height: Int
    var isUpright: Bool { true }

    init(bytes: [UInt8]) throws(ImagingError) {
        let heif = try HEIFLibrary.functions()
        self.heif = heif
        guard let context = heif.heif_context_alloc() else {
            throw ImagingError(step: .probe, message: "libheif could not start (out of memory?)")
        }
        // Tiles are decoded on the calling thread: photos are already rendered in parallel (--jobs).
        heif.heif_context_set_max_decoding_threads(context, 0)
        let read = bytes.withUnsafeBytes { heif.heif_context_read_from_memory(context, $0.baseAddress, $0.count, nil) }
        // libheif's error messages can live in the context: each is copied out before the context is freed (the
        // fuzzer found reading one after heif_context_free).
        guard read.code == heif_error_Ok else {
            let reason = Self.describe(read)
            heif.heif_context_free(context)
            throw ImagingError(step: .probe, message: "unreadable HEIF container: \(reason); the file is probably damaged")
        }
        var primary: OpaquePointer?
        let found = heif.heif_context_get_primary_image_handle(context, &primary)
        guard found.code == heif_error_Ok, let primary else {
            let reason = Self.describe(found)
            heif.heif_context_free(context)
            throw ImagingError(step: .probe, message: "the HEIF file has no readable primary image: \(reason)")
        }
        self.context = context
        handle = primary
        width = Int(heif.heif_image_handle_get_width(primary))
        height = Int(heif.heif_image_handle_get_height(primary))
    }

    deinit {
        heif.heif_image_handle_release(handle)
        heif.heif_context_free(context)
    }

    /// The stored size before the transformations (`ispe`): what the decoder allocates for a grid or a
    /// cropped image, so it is the size checked against the limits, with the delivered one.
    var storedSize: (width: Int, height: Int) {
        (Int(heif.heif_image_handle_get_ispe_width(handle)), Int(heif.heif_image_handle_get_ispe_height(handle)))
    }

    var color: SourceColor {
        switch heif.heif_image_handle_get_color_profile_type(handle) {
        case heif_color_profile_type_prof, heif_color_profile_type_rICC:
            let size = heif.heif_image_handle_get_raw_color_profile_size(handle)
            guard size > 0, size < 64 << 20 else { return .unspecified }
            var profile = [UInt8](repeating: 0, count: size)
            let status = profile.withUnsafeMutableBytes { heif.heif_image_handle_get_raw_color_profile(handle, $0.baseAddress) }
            return status.code == heif_error_Ok ? .decodedRGB(profile: profile) : .unspecified
        case heif_color_profile_type_nclx:
            var nclx: UnsafeMutablePointer<heif_color_profile_nclx>?
            let status = heif.heif_image_handle_get_nclx_color_profile(handle, &nclx)
            // libheif hands the profile over even with an error (an unknown transfer curve, found by `make fuzz`
            // as a leak): whatever it gave is freed.
            defer { if let nclx { heif.heif_nclx_color_profile_free(nclx) } }
            guard status.code == heif_error_Ok, let nclx else { return .unspecified }
            let value = nclx.pointee
            return .nclx(primaries: Int(value.color_primaries.rawValue), transfer: Int(value.transfer_characteristics.rawValue),
                         matrix: Int(value.matrix_coefficients.rawValue), fullRange: value.full_range_flag != 0)
        default:
            return .unspecified
        }
    }

    /// The `Exif` item: a 4-byte big-endian offset to the TIFF header (ISO/IEC 23008-12 A.2.1), skipped, then
    /// the TIFF structure, handed to libexif behind the `Exif\0\0` header it expects.
    var exif: [UInt8]? {
        guard let block = metadata(type: "Exif", contentType: nil), block.count > 4 else { return nil }
        let offset = Int(block[0]) << 24 | Int(block[1]) << 16 | Int(block[2]) << 8 | Int(block[3])
        guard offset >= 0, offset < block.count - 4 else { return nil }
        let tiff = block[(4 + offset)...]
        let header: [UInt8] = Array("Exif".utf8) + [0, 0]
        return tiff.starts(with: header) ? Array(tiff) : header + tiff
    }

    /// The XMP packet (`mime` item of content type `application/rdf+xml`), nil when there is none.
    var xmp: [UInt8]? { metadata(type: "mime", contentType: "application/rdf+xml") }

    /// The first metadata item of the primary image with this item type (and content type, for `mime` items).
    private func metadata(type: String, contentType: String?) -> [UInt8]? {
        let count = heif.heif_image_handle_get_number_of_metadata_blocks(handle, type)
        guard count > 0 else { return nil }
        var ids = [heif_item_id](repeating: 0, count: Int(count))
        let listed = Int(heif.heif_image_handle_get_list_of_metadata_block_IDs(handle, type, &ids, count))
        for id in ids.prefix(listed) {
            if let contentType {
                guard let found = heif.heif_image_handle_get_metadata_content_type(handle, id),
                      String(cString: found).lowercased() == contentType else { continue }
            }
            let size = heif.heif_image_handle_get_metadata_size(handle, id)
            guard size > 0, size < 64 << 20 else { continue }
            var block = [UInt8](repeating: 0, count: size)
            let status = block.withUnsafeMutableBytes { heif.heif_image_handle_get_metadata(handle, id, $0.baseAddress) }
            if status.code == heif_error_Ok { return block }
        }
        return nil
    }

    func decode(covering minimum: (width: Int, height: Int), limits: ImageLimits) throws(ImagingError) -> DecodedStill {
        try checkLimits(limits)
        let hasAlpha = heif.heif_image_handle_has_alpha_channel(handle) != 0
        guard let options = heif.heif_decoding_options_alloc() else {
            throw ImagingError(step: .decode, message: "libheif could not allocate its options (out of memory?)")
        }
        defer { heif.heif_decoding_options_free(options) }
        options.pointee.convert_hdr_to_8bit = 1
        // A damaged tile is an error, not a grey patch in a published photo.
        options.pointee.strict_decoding = 1
        var image: OpaquePointer?
        let status = heif.heif_decode_image(handle, &image, heif_colorspace_RGB,
                                       hasAlpha ? heif_chroma_interleaved_RGBA : heif_chroma_interleaved_RGB, options)
        guard status.code == heif_error_Ok, let image else { throw Self.corrupt("HEIF", Self.describe(status)) }
        defer { heif.heif_image_release(image) }
        let channels = hasAlpha ? 4 : 3
        var stride: Int32 = 0
        guard heif.heif_image_get_width(image, heif_channel_interleaved) == Int32(width),
              heif.heif_image_get_height(image, heif_channel_interleaved) == Int32(height),
              let plane = heif.heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride),
              Int(stride) >= width * channels else {
            throw ImagingError(step: .decode, message: "HEIF decoded to a different size or layout than its header says")
        }
        let packed = Self.packed(plane, stride: Int(stride), rowBytes: width * channels, height: height)
        if hasAlpha {
            return packed.withUnsafeBufferPointer { DecodedStill(rgba: $0, width: width, height: height, color: color) }
        }
        return DecodedStill(image: RGBImage(width: width, height: height, pixels: packed), color: color)
    }

    /// Both the delivered and the stored size (what a grid or a cropped image allocates) within the limits.
    func checkLimits(_ limits: ImageLimits) throws(ImagingError) {
        try limits.check(width: width, height: height)
        let stored = storedSize
        if stored.width > 0 || stored.height > 0 { try limits.check(width: stored.width, height: stored.height) }
    }

    /// Rows of `rowBytes` copied out of a buffer whose rows are `stride` bytes apart.
    static func packed(_ plane: UnsafePointer<UInt8>, stride: Int, rowBytes: Int, height: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, initialized in
            guard let base = out.baseAddress else { return }
            for row in 0..<height { (base + row * rowBytes).initialize(from: plane + row * stride, count: rowBytes) }
            initialized = rowBytes * height
        }
    }

    /// The error's message, copied: it may point into the context or handle that returned it.
    static func describe(_ error: heif_error) -> String {
        error.message.map { String(cString: $0) } ?? "libheif error \(error.code.rawValue)"
    }
}
