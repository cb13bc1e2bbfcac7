extension ColorConverter {
    /// CMYK pixels (4 bytes each, as `layout` says) to sRGB: through `profile` when there is one lcms2 can use for
    /// CMYK; else, or when there is none, with the plain conversion browsers use for untagged CMYK,
    /// `R = (1 - C)(1 - K)` and so on. A profile that cannot be used is named in `warnings`.
    static func cmykToSRGB(_ cmyk: [UInt8], width: Int, height: Int, layout: PixelLayout, profile: [UInt8]?,
                           warnings: inout [String]) -> RGBImage {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        if let profile {
            do {
                if let transform = try transform(for: .icc(profile), input: layout) {
                    cmyk.withUnsafeBytes { source in
                        rgb.withUnsafeMutableBytes { target in
                            guard let from = source.baseAddress, let to = target.baseAddress else { return }
                            transform.apply(from, to: to, count: width * height)
                        }
                    }
                    return RGBImage(width: width, height: height, pixels: rgb)
                }
            } catch {
                warnings.append("\(error.message); its CMYK colours were converted without it")
            }
        }
        let inverted = layout == .cmykInverted
        cmyk.withUnsafeBufferPointer { source in
            rgb.withUnsafeMutableBufferPointer { target in
                for pixel in 0..<(width * height) {
                    // Ink left out of each channel: 255 - ink, which is what an inverted file stores.
                    func clear(_ channel: Int) -> UInt32 {
                        let value = UInt32(source[pixel * 4 + channel])
                        return inverted ? value : 255 - value
                    }
                    let k = clear(3)
                    for channel in 0..<3 {
                        target[pixel * 3 + channel] = UInt8((clear(channel) * k + 127) / 255)
                    }
                }
            }
        }
        return RGBImage(width: width, height: height, pixels: rgb)
    }
}
