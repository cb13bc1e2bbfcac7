internal import CWebP

/// WebP stills with libwebp: the first frame at full size (libwebp has no cheap scaled decode like JPEG's DCT),
/// with its alpha, its `ICCP` profile and its `EXIF` chunk.
final class WebPDecoder: StillDecoder {
    let bytes: [UInt8]
    let width: Int
    let height: Int
    let hasAlpha: Bool
    var isUpright: Bool { false }

    init(bytes: [UInt8]) throws(ImagingError) {
        var features = WebPBitstreamFeatures()
        let status = bytes.withUnsafeBufferPointer { vitrine_webp_get_features($0.baseAddress, $0.count, &features) }
        guard status == VP8_STATUS_OK, features.width > 0, features.height > 0 else {
            throw ImagingError(step: .probe, message: "unreadable WebP header; the file is probably damaged")
        }
        self.bytes = bytes
        width = Int(features.width)
        height = Int(features.height)
        hasAlpha = features.has_alpha != 0
    }

    /// The `EXIF` chunk with the `Exif\0\0` header libexif expects.
    var exif: [UInt8]? {
        chunk("EXIF").map { payload in
            let header: [UInt8] = Array("Exif".utf8) + [0, 0]
            return payload.starts(with: header) ? payload : header + payload
        }
    }

    var color: SourceColor { .decodedRGB(profile: chunk("ICCP")) }

    func decode(covering minimum: (width: Int, height: Int), limits: ImageLimits) throws(ImagingError) -> DecodedStill {
        try limits.check(width: width, height: height)
        var decodedWidth: Int32 = 0, decodedHeight: Int32 = 0
        let decoded = bytes.withUnsafeBufferPointer { input in
            hasAlpha ? WebPDecodeRGBA(input.baseAddress, input.count, &decodedWidth, &decodedHeight)
                     : WebPDecodeRGB(input.baseAddress, input.count, &decodedWidth, &decodedHeight)
        }
        guard let decoded else { throw Self.corrupt("WebP", "libwebp refused the image data") }
        defer { WebPFree(decoded) }
        guard Int(decodedWidth) == width, Int(decodedHeight) == height else {
            throw ImagingError(step: .decode, message: "WebP decoded to a different size than its header says")
        }
        if hasAlpha {
            return DecodedStill(rgba: UnsafeBufferPointer(start: decoded, count: width * height * 4),
                                width: width, height: height, color: color)
        }
        let pixels = [UInt8](UnsafeBufferPointer(start: decoded, count: width * height * 3))
        return DecodedStill(image: RGBImage(width: width, height: height, pixels: pixels), color: color)
    }

    /// The payload of the first RIFF chunk named `fourCC` (an extended WebP's `VP8X` container), nil when absent.
    func chunk(_ fourCC: String) -> [UInt8]? {
        var offset = 12
        while offset + 8 <= bytes.count {
            let size = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(bytes[offset + 7]) << 24
            let start = offset + 8
            guard size >= 0, size <= bytes.count - start else { return nil }
            if bytes[offset..<(offset + 4)].elementsEqual(fourCC.utf8) { return Array(bytes[start..<(start + size)]) }
            offset = start + size + (size & 1)
        }
        return nil
    }
}
