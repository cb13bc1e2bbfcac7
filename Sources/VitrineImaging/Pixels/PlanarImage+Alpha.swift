extension PlanarImage {
    /// This picture composited over `background` (an sRGB colour): what an output without alpha (JPEG) shows.
    /// An opaque picture is returned as it is.
    ///
    /// The planes hold colour composited over black, so compositing over `background` instead adds the
    /// background's YCbCr times the transparency (YCbCr is affine, black's offsets being 0, 128, 128):
    /// `Y + Yb * (1 - a)` and `C + (Cb - 128) * (1 - a)`, chroma with the mean alpha of its luma samples.
    func flattened(onto background: (red: UInt8, green: UInt8, blue: UInt8)) -> PlanarImage {
        guard let alpha else { return self }
        let (r, g, b) = (Double(background.red), Double(background.green), Double(background.blue))
        // JFIF's RGB to YCbCr, as libjpeg-turbo converts (the chroma offsets only).
        let luma = 0.299 * r + 0.587 * g + 0.114 * b
        let blue = -0.168736 * r - 0.331264 * g + 0.5 * b
        let red = 0.5 * r - 0.418688 * g - 0.081312 * b
        // What the background adds at each alpha: a table of 256, so the pass is one lookup and one add a sample.
        func table(_ value: Double) -> [Int16] { (0...255).map { Int16((value * Double(255 - $0) / 255).rounded()) } }
        let chromaAlpha = Self.chromaAlpha(alpha)
        return PlanarImage(y: Self.adding(table(luma), by: alpha, to: y),
                           cb: Self.adding(table(blue), by: chromaAlpha, to: cb),
                           cr: Self.adding(table(red), by: chromaAlpha, to: cr))
    }

    /// Straight (not premultiplied) colour with the alpha kept, for an encoder that stores both (WebP): each
    /// sample divided by its alpha, chroma about its neutral 128 by the mean alpha of its luma samples. Where
    /// alpha is 0 the colour is black; nothing shows there. An opaque picture is returned as it is.
    func unpremultiplied() -> PlanarImage {
        guard let alpha else { return self }
        let chromaAlpha = Self.chromaAlpha(alpha)
        return PlanarImage(y: Self.dividing(y, by: alpha, neutral: 0), cb: Self.dividing(cb, by: chromaAlpha, neutral: 128),
                           cr: Self.dividing(cr, by: chromaAlpha, neutral: 128), alpha: alpha)
    }

    /// The alpha of each chroma sample: the mean of the luma samples it covers (a 2x2 box, as the chroma itself
    /// was averaged from premultiplied colour, so dividing by it gives the alpha-weighted mean colour).
    static func chromaAlpha(_ alpha: Plane) -> Plane {
        alpha.halved(horizontally: true, vertically: true)
    }

    /// `plane` with `table[weight]` added to each sample, clamped to a byte.
    private static func adding(_ table: [Int16], by weights: Plane, to plane: Plane) -> Plane {
        Plane(width: plane.width, height: plane.height) { out in
            plane.bytes.withUnsafeBufferPointer { src in
                weights.bytes.withUnsafeBufferPointer { w in
                    table.withUnsafeBufferPointer { add in
                        for index in 0..<src.count {
                            out[index] = UInt8(clamping: Int(src[index]) + Int(add[Int(w[index])]))
                        }
                    }
                }
            }
        }
    }

    /// `plane` with each sample's distance from `neutral` divided by its weight (255 = 1), rounded to nearest
    /// and clamped to a byte; `neutral` where the weight is 0.
    private static func dividing(_ plane: Plane, by weights: Plane, neutral: Int) -> Plane {
        Plane(width: plane.width, height: plane.height) { out in
            plane.bytes.withUnsafeBufferPointer { src in
                weights.bytes.withUnsafeBufferPointer { w in
                    for index in 0..<src.count {
                        let weight = Int(w[index])
                        guard weight != 0 else {
                            out[index] = UInt8(neutral)
                            continue
                        }
                        let scaled = (Int(src[index]) - neutral) * 255
                        let rounded = (scaled + (scaled < 0 ? -weight : weight) / 2) / weight
                        out[index] = UInt8(clamping: neutral + rounded)
                    }
                }
            }
        }
    }
}
