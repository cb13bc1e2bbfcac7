internal import CWebP

/// WebP output with libwebp (input is `WebPDecoder`).
enum WebPCodec {
    /// libwebp's speed/size trade-off, 0 (fast) ... 6 (small). Measured by scripts/bench-webp.sh on 1024 px
    /// renders at quality 80: method 2 encodes in about half the time of 4 for 3 % more bytes; below 2 the
    /// files grow fast (+11 % at 1, +42 % at 0), above 4 they shrink by under 3 % for up to twice the time.
    static let method: Int32 = 2
    static let quality: Float = 80

    /// A WebP file decoded to RGB at full size, transparency flattened onto the page background (an output keeps
    /// its source's alpha; its placeholder colour is what the page shows).
    static func decode(_ bytes: [UInt8], limits: ImageLimits) throws(ImagingError) -> RGBImage {
        let decoder = try WebPDecoder(bytes: bytes)
        let still = try decoder.decode(covering: (decoder.width, decoder.height), limits: limits)
        var image = still.image
        if let alpha = still.alpha { ImageRenderer.flatten(&image, alpha: alpha) }
        return image
    }

    /// Lossy WebP at `quality` from the planes; the simple encoder writes a bare VP8 stream with no metadata chunks,
    /// or for a picture with alpha a VP8X container holding just the (losslessly compressed) `ALPH` and `VP8 ` chunks.
    ///
    /// VP8 stores 4:2:0 like JPEG but in limited range (BT.601: Y 16...235, Cb/Cr 16...240) where JPEG is
    /// full range, so each sample goes through a lookup table; chroma siting is the same. Alpha is stored beside
    /// straight colour, so premultiplied planes are divided by it first.
    static func encode(_ premultiplied: PlanarImage) throws(ImagingError) -> [UInt8] {
        let image = premultiplied.unpremultiplied()
        var config = WebPConfig()
        var picture = WebPPicture()
        guard vitrine_webp_config_init(&config) != 0, vitrine_webp_picture_init(&picture) != 0 else {
            throw ImagingError(step: .encode, message: "libwebp version mismatch")
        }
        config.quality = quality
        config.method = method
        picture.use_argb = 0
        picture.colorspace = image.alpha == nil ? WEBP_YUV420 : WEBP_YUV420A
        picture.width = Int32(image.width)
        picture.height = Int32(image.height)
        defer { WebPPictureFree(&picture) }
        guard WebPPictureAlloc(&picture) != 0, let y = picture.y, let u = picture.u, let v = picture.v else {
            throw ImagingError(step: .encode, message: "libwebp could not take the picture (out of memory?)")
        }
        copy(image.y, to: y, stride: Int(picture.y_stride), table: LimitedRange.luma)
        copy(image.cb, to: u, stride: Int(picture.uv_stride), table: LimitedRange.chroma)
        copy(image.cr, to: v, stride: Int(picture.uv_stride), table: LimitedRange.chroma)
        if let alpha = image.alpha {
            guard let a = picture.a else { throw ImagingError(step: .encode, message: "libwebp gave no alpha plane") }
            copy(alpha, to: a, stride: Int(picture.a_stride), table: LimitedRange.identity)
        }
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        let ok = withUnsafeMutablePointer(to: &writer) { writerPointer in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(writerPointer)
            return WebPEncode(&config, &picture)
        }
        guard ok != 0, let memory = writer.mem, writer.size > 0 else {
            throw ImagingError(step: .encode, message: "WebP encoding failed (libwebp error \(picture.error_code.rawValue))")
        }
        return [UInt8](UnsafeBufferPointer(start: memory, count: writer.size))
    }

    /// Copies `plane` row by row into libwebp's buffer, mapping each sample through `table`.
    private static func copy(_ plane: Plane, to destination: UnsafeMutablePointer<UInt8>, stride: Int, table: [UInt8]) {
        plane.bytes.withUnsafeBufferPointer { src in
            table.withUnsafeBufferPointer { lookup in
                for row in 0..<plane.height {
                    let line = destination + row * stride
                    let input = row * plane.width
                    for x in 0..<plane.width { line[x] = lookup[Int(src[input + x])] }
                }
            }
        }
    }
}
