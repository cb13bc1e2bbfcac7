internal import CGIF

/// GIF with giflib: the first frame on the logical screen, its transparent colour as alpha. Later frames of an
/// animation are not read (nor allocated).
final class GIFDecoder: StillDecoder {
    /// giflib's functions (`GIFLibrary`, opened by the first GIF).
    let giflib: vitrine_gif_api
    let bytes: [UInt8]
    /// The logical screen, which the first frame is drawn on.
    let width: Int
    let height: Int
    var isUpright: Bool { false }
    var exif: [UInt8]? { nil }

    init(bytes: [UInt8]) throws(ImagingError) {
        let giflib = try GIFLibrary.functions()
        self.giflib = giflib
        self.bytes = bytes
        var size = (width: 0, height: 0)
        let error = Self.withFile(giflib, bytes) { gif -> Int32 in
            size = (Int(gif.pointee.SWidth), Int(gif.pointee.SHeight))
            return 0
        }
        guard error == 0 else {
            throw ImagingError(step: .probe, message: "unreadable GIF header: \(Self.describe(giflib, error)); the file is probably damaged")
        }
        (width, height) = size
    }

    func decode(covering minimum: (width: Int, height: Int), limits: ImageLimits) throws(ImagingError) -> DecodedStill {
        try limits.check(width: width, height: height)
        let (width, height) = (width, height)
        // Transparent until the frame is drawn: a frame smaller than the screen leaves the page background.
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        var detail = "no image in the file"
        let giflib = giflib
        let error = Self.withFile(giflib, bytes) { gif -> Int32 in
            var transparent: Int = -1
            while true {
                var record = UNDEFINED_RECORD_TYPE
                guard giflib.DGifGetRecordType(gif, &record) == GIF_OK else { return gif.pointee.Error }
                switch record {
                case EXTENSION_RECORD_TYPE:
                    var code: Int32 = 0
                    var block: UnsafeMutablePointer<GifByteType>?
                    guard giflib.DGifGetExtension(gif, &code, &block) == GIF_OK else { return gif.pointee.Error }
                    if code == GRAPHICS_EXT_FUNC_CODE, let block, block[0] >= 4 {
                        var control = GraphicsControlBlock()
                        if giflib.DGifExtensionToGCB(Int(block[0]), block + 1, &control) == GIF_OK { transparent = Int(control.TransparentColor) }
                    }
                    while block != nil {
                        guard giflib.DGifGetExtensionNext(gif, &block) == GIF_OK else { return gif.pointee.Error }
                    }
                case IMAGE_DESC_RECORD_TYPE:
                    guard giflib.DGifGetImageDesc(gif) == GIF_OK else { return gif.pointee.Error }
                    let frame = gif.pointee.Image
                    guard let map = frame.ColorMap ?? gif.pointee.SColorMap, let colors = map.pointee.Colors,
                          frame.Width > 0, frame.Height > 0, frame.Width <= 65_535, frame.Height <= 65_535 else {
                        detail = "a frame without colours or with an unusable size"
                        return -1
                    }
                    let palette = UnsafeBufferPointer(start: colors, count: Int(map.pointee.ColorCount))
                    var line = [GifByteType](repeating: 0, count: Int(frame.Width))
                    for row in Self.rowOrder(height: Int(frame.Height), interlaced: frame.Interlace) {
                        guard line.withUnsafeMutableBufferPointer({ giflib.DGifGetLine(gif, $0.baseAddress, frame.Width) }) == GIF_OK else {
                            return gif.pointee.Error
                        }
                        let y = Int(frame.Top) + row
                        guard y >= 0, y < height else { continue }
                        for column in 0..<Int(frame.Width) {
                            let x = Int(frame.Left) + column
                            let index = Int(line[column])
                            guard x >= 0, x < width, index != transparent else { continue }
                            let colour = index < palette.count ? palette[index] : palette[0]
                            let offset = (y * width + x) * 4
                            rgba[offset] = colour.Red
                            rgba[offset + 1] = colour.Green
                            rgba[offset + 2] = colour.Blue
                            rgba[offset + 3] = 255
                        }
                    }
                    return 0
                default:
                    // The trailer before any image.
                    return -1
                }
            }
        }
        guard error == 0 else { throw Self.corrupt("GIF", error == -1 ? detail : Self.describe(giflib, error)) }
        return rgba.withUnsafeBufferPointer { DecodedStill(rgba: $0, width: width, height: height, color: .unspecified) }
    }

    /// The stored rows in the order they arrive: top to bottom, or GIF's four interlace passes.
    static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
        guard interlaced else { return Array(0..<height) }
        return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in Array(stride(from: start, to: height, by: step)) }
    }

    /// Opens `bytes` with giflib, runs `body` on the open file and closes it; a giflib error code, or `body`'s result.
    private static func withFile(_ giflib: vitrine_gif_api, _ bytes: [UInt8], _ body: (UnsafeMutablePointer<GifFileType>) -> Int32) -> Int32 {
        withUnsafePointer(to: giflib) { table in
            bytes.withUnsafeBufferPointer { buffer in
                var memory = vitrine_gif_memory(data: buffer.baseAddress, size: buffer.count, offset: 0)
                var error: Int32 = 0
                guard let gif = vitrine_gif_open(table, &memory, &error) else { return error == 0 ? D_GIF_ERR_READ_FAILED : error }
                defer { _ = giflib.DGifCloseFile(gif, nil) }
                return body(gif)
            }
        }
    }

    private static func describe(_ giflib: vitrine_gif_api, _ error: Int32) -> String {
        giflib.GifErrorString(error).map { String(cString: $0) } ?? "giflib error \(error)"
    }
}
