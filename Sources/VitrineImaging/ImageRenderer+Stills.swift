extension ImageRenderer {
    /// The one place where a decoded non-JPEG picture becomes the pipeline's planes: its colour is brought to
    /// sRGB, its alpha flattened onto the page background, then it is converted to YCbCr 4:2:0.
    ///
    /// Colour management converts `still.color` to sRGB here, on the straight (unpremultiplied) RGB, before
    /// flattening: the background is an sRGB colour. `.unspecified` is taken as sRGB and left as it is.
    static func planes(from still: DecodedStill, encoder: JPEGEncoder) throws(ImagingError) -> PlanarImage {
        var warnings: [String] = []
        return try planes(from: still, encoder: encoder, warnings: &warnings)
    }

    /// As above; a colour description that cannot be used (a damaged profile, an HDR curve) is a warning in
    /// `warnings` and the pixels are kept as they are.
    static func planes(from still: DecodedStill, encoder: JPEGEncoder, warnings: inout [String]) throws(ImagingError) -> PlanarImage {
        var image = still.image
        do {
            try ColorConverter.convertToSRGB(&image, from: still.color)
        } catch {
            warnings.append("\(error.message); colours are shown without colour management")
        }
        if let alpha = still.alpha { flatten(&image, alpha: alpha) }
        return try encoder.planes(from: image)
    }

    /// The page background (`--bg` in Templates/theme/site.css, light scheme) that transparent pixels show.
    static let background: (red: UInt8, green: UInt8, blue: UInt8) = (0xFA, 0xFA, 0xFA)

    /// Composites `image` over `background` with `alpha` (straight alpha, 255 opaque), rounding to nearest.
    static func flatten(_ image: inout RGBImage, alpha: [UInt8]) {
        let back = [UInt32(background.red), UInt32(background.green), UInt32(background.blue)]
        alpha.withUnsafeBufferPointer { a in
            image.pixels.withUnsafeMutableBufferPointer { p in
                for index in 0..<a.count {
                    let opacity = UInt32(a[index])
                    guard opacity != 255 else { continue }
                    for channel in 0..<3 {
                        let value = UInt32(p[index * 3 + channel]) * opacity + back[channel] * (255 - opacity)
                        p[index * 3 + channel] = UInt8((value + 127) / 255)
                    }
                }
            }
        }
    }
}
