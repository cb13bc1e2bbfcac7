import VitrineMetadata
internal import CTIFF

/// TIFF with libtiff, first page: strips or tiles, 1 to 16 bits, grey, palette, RGB, YCbCr, CMYK, with or
/// without alpha, uncompressed, LZW, deflate, PackBits or JPEG, all through libtiff's RGBA reader. Rows come
/// out as stored; the `Orientation` tag reaches the renderer through the EXIF block like a JPEG's.
///
/// libtiff reads from the caller's buffer, so each call opens the buffer again inside its lifetime; its error
/// messages are kept for the warning instead of being printed.
final class TIFFDecoder: StillDecoder {
    /// libtiff's functions (`TIFFLibrary`, opened by the first TIFF).
    let tiff: vitrine_tiff_api
    let bytes: [UInt8]
    let width: Int
    let height: Int
    var isUpright: Bool { false }
    let color: SourceColor
    var exif: [UInt8]? { TIFFExifBlock.extract(from: bytes) }

    /// Largest single allocation libtiff may make: a strip or tile buffer, never the whole picture.
    static let maxAllocation = 256 << 20

    init(bytes: [UInt8]) throws(ImagingError) {
        let api = try TIFFLibrary.functions()
        self.tiff = api
        self.bytes = bytes
        var size = (width: UInt32(0), height: UInt32(0))
        var profile: [UInt8]?
        let problem = Self.withTIFF(api, bytes) { file, table -> String? in
            guard vitrine_tiff_dimensions(table, file, &size.width, &size.height) != 0 else { return "no image size" }
            var count: UInt32 = 0
            var data: UnsafeRawPointer?
            if vitrine_tiff_icc_profile(table, file, &count, &data) != 0, let data, count > 0 {
                profile = [UInt8](UnsafeRawBufferPointer(start: data, count: Int(count)))
            }
            return nil
        }
        if let problem {
            throw ImagingError(step: .probe, message: "unreadable TIFF header: \(problem); the file is probably damaged")
        }
        width = Int(size.width)
        height = Int(size.height)
        color = .decodedRGB(profile: profile)
    }

    func decode(covering minimum: (width: Int, height: Int), limits: ImageLimits) throws(ImagingError) -> DecodedStill {
        try limits.check(width: width, height: height)
        let (width, height) = (width, height)
        var raster = [UInt32](repeating: 0, count: width * height)
        var alpha = false
        let api = tiff
        let problem = Self.withTIFF(api, bytes) { file, _ -> String? in
            var message = [CChar](repeating: 0, count: 1024)
            var image = TIFFRGBAImage()
            guard api.TIFFRGBAImageBegin(&image, file, 1, &message) != 0 else {
                return String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            defer { api.TIFFRGBAImageEnd(&image) }
            // Rows as stored: no flip for the Orientation tag, which the renderer applies with the EXIF one.
            image.req_orientation = image.orientation
            alpha = image.alpha != 0
            let done = raster.withUnsafeMutableBufferPointer { api.TIFFRGBAImageGet(&image, $0.baseAddress, UInt32(width), UInt32(height)) }
            return done != 0 ? nil : "libtiff could not read the image data"
        }
        if let problem { throw Self.corrupt("TIFF", problem) }
        return Self.still(raster, width: width, height: height, alpha: alpha, color: color)
    }

    /// libtiff's packed ABGR words (R in the low byte) to RGB, and alpha when the file has it. libtiff
    /// premultiplies alpha; it is divided out again, since `DecodedStill` holds straight colour.
    static func still(_ raster: [UInt32], width: Int, height: Int, alpha hasAlpha: Bool, color: SourceColor) -> DecodedStill {
        var rgba = [UInt8](repeating: 0, count: raster.count * 4)
        raster.withUnsafeBufferPointer { words in
            rgba.withUnsafeMutableBufferPointer { out in
                for index in 0..<words.count {
                    let word = words[index]
                    let a = hasAlpha ? word >> 24 : 255
                    var channels = (word & 0xFF, (word >> 8) & 0xFF, (word >> 16) & 0xFF)
                    if a < 255 {
                        func straight(_ value: UInt32) -> UInt32 { a == 0 ? 0 : min(255, (value * 255 + a / 2) / a) }
                        channels = (straight(channels.0), straight(channels.1), straight(channels.2))
                    }
                    out[index * 4] = UInt8(channels.0)
                    out[index * 4 + 1] = UInt8(channels.1)
                    out[index * 4 + 2] = UInt8(channels.2)
                    out[index * 4 + 3] = UInt8(a)
                }
            }
        }
        return rgba.withUnsafeBufferPointer { DecodedStill(rgba: $0, width: width, height: height, color: color) }
    }

    /// Opens `bytes` with libtiff, runs `body` on the first page (and the table, for the shim's helpers) and closes
    /// it; a problem's description or nil.
    private static func withTIFF(_ api: vitrine_tiff_api, _ bytes: [UInt8],
                                 _ body: (OpaquePointer, UnsafePointer<vitrine_tiff_api>) -> String?) -> String? {
        withUnsafePointer(to: api) { table in
            bytes.withUnsafeBufferPointer { buffer in
                var memory = vitrine_tiff_memory()
                memory.data = buffer.baseAddress
                memory.size = UInt64(buffer.count)
                return withUnsafeMutablePointer(to: &memory) { pointer -> String? in
                    guard let file = vitrine_tiff_open(table, pointer, tmsize_t(Self.maxAllocation)) else {
                        return errorMessage(pointer) ?? "not a readable TIFF file"
                    }
                    defer { api.TIFFClose(file) }
                    let problem = body(file, table)
                    return problem.map { errorMessage(pointer) ?? $0 }
                }
            }
        }
    }

    /// libtiff's first error message, when it gave one.
    private static func errorMessage(_ memory: UnsafeMutablePointer<vitrine_tiff_memory>) -> String? {
        let text = withUnsafeBytes(of: &memory.pointee.error) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? nil : text
    }
}
