/// What a `StillDecoder` delivers: 8-bit RGB pixels, their alpha when the file has any, and their colour.
struct DecodedStill: Sendable {
    /// Straight (not premultiplied) colour, in the source's colour space as `color` describes it.
    var image: RGBImage
    /// One byte per pixel (255 opaque), row by row; nil for opaque pictures.
    var alpha: [UInt8]?
    /// The colour the pixels are in, for colour management to convert to sRGB.
    var color: SourceColor

    init(image: RGBImage, alpha: [UInt8]? = nil, color: SourceColor = .unspecified) {
        precondition(alpha.map { $0.count == image.width * image.height } ?? true, "alpha needs one byte per pixel")
        self.image = image
        self.alpha = alpha
        self.color = color
    }
}

extension DecodedStill {
    /// Splits interleaved RGBA into RGB and alpha; a fully opaque picture keeps no alpha.
    init(rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int, color: SourceColor) {
        let count = width * height
        precondition(rgba.count >= count * 4, "RGBA needs width*height*4 bytes")
        var opaque = true
        var alpha = [UInt8](repeating: 255, count: count)
        let rgb = [UInt8](unsafeUninitializedCapacity: count * 3) { out, initialized in
            alpha.withUnsafeMutableBufferPointer { a in
                for index in 0..<count {
                    out[index * 3] = rgba[index * 4]
                    out[index * 3 + 1] = rgba[index * 4 + 1]
                    out[index * 3 + 2] = rgba[index * 4 + 2]
                    let value = rgba[index * 4 + 3]
                    a[index] = value
                    if value != 255 { opaque = false }
                }
            }
            initialized = count * 3
        }
        self.init(image: RGBImage(width: width, height: height, pixels: rgb), alpha: opaque ? nil : alpha, color: color)
    }
}
