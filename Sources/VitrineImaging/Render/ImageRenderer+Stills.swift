extension ImageRenderer {
    /// The one place where a decoded non-JPEG picture becomes the pipeline's planes: its colour is brought to
    /// sRGB, then it is converted to YCbCr 4:2:0; a picture with transparency is premultiplied by its alpha
    /// first and keeps it as a plane (`PlanarImage.alpha`), flattened onto the page background only for
    /// outputs without alpha (JPEG) and kept in WebP.
    ///
    /// Colour management converts `still.color` to sRGB here, on the straight (unpremultiplied) RGB: a profile
    /// describes straight colour. `.unspecified` is taken as sRGB and left as it is.
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
        guard let alpha = still.alpha else { return try encoder.planes(from: image) }
        // Composited over black, which is premultiplying: see `PlanarImage`.
        flatten(&image, alpha: alpha, onto: (0, 0, 0))
        let planes = try encoder.planes(from: image)
        return PlanarImage(y: planes.y, cb: planes.cb, cr: planes.cr,
                           alpha: Plane(width: image.width, height: image.height, bytes: alpha))
    }

    /// The page background (`--bg` in Templates/theme/site.css, light scheme) that a JPEG shows where its
    /// source is transparent.
    static let background: (red: UInt8, green: UInt8, blue: UInt8) = (0xFA, 0xFA, 0xFA)

    /// Composites `image` over `background` with `alpha` (straight alpha, 255 opaque), rounding to nearest.
    static func flatten(_ image: inout RGBImage, alpha: [UInt8], onto background: (red: UInt8, green: UInt8, blue: UInt8) = background) {
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
