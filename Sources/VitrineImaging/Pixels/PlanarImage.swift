/// A picture as JPEG stores it: full-size luma and half-size chroma (YCbCr 4:2:0, full range, JFIF/BT.601).
///
/// Every source is brought to this one shape so resampling, orientation, rotation and encoding handle three
/// single-channel planes, half the bytes of RGB. Chroma sample `k` covers luma samples `2k` and `2k + 1`
/// (centred between them, as JPEG sites it); an odd luma edge gets a last chroma sample half outside.
///
/// A picture with transparency also carries `alpha`, one sample per luma sample, and its colour planes then
/// hold the colour premultiplied by it (composited over black, whose YCbCr is 0, 128, 128): resampling straight
/// colour would pull the arbitrary colour of transparent pixels into the visible edges, and premultiplied
/// planes become either output in one pass at the small size (`PlanarImage+Alpha`). Opaque pictures, almost
/// every photo, have no alpha plane and take no step more.
struct PlanarImage: Sendable, Hashable {
    let y: Plane
    let cb: Plane
    let cr: Plane
    /// Opacity per luma sample, 255 opaque; nil for an opaque picture.
    let alpha: Plane?

    init(y: Plane, cb: Plane, cr: Plane, alpha: Plane? = nil) {
        precondition(cb.width == Self.chromaCount(y.width) && cb.height == Self.chromaCount(y.height)
                     && cr.width == cb.width && cr.height == cb.height, "PlanarImage needs 4:2:0 chroma planes")
        precondition(alpha.map { $0.width == y.width && $0.height == y.height } ?? true, "alpha needs one sample per luma sample")
        self.y = y
        self.cb = cb
        self.cr = cr
        self.alpha = alpha
    }

    var width: Int { y.width }
    var height: Int { y.height }

    /// Chroma samples along an edge of `lumaCount` samples.
    static func chromaCount(_ lumaCount: Int) -> Int { (lumaCount + 1) / 2 }

    /// The mean colour as `#rrggbb`: the mean of each plane, converted once (the conversion is affine,
    /// so this is the mean RGB up to clamping). For a picture with alpha, flatten it first.
    var averageColor: String {
        let (r, g, b) = Self.rgb(y: y.mean, cb: cb.mean, cr: cr.mean)
        func hex(_ value: Double) -> String {
            let byte = Int(min(max(value.rounded(), 0), 255))
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + hex(r) + hex(g) + hex(b)
    }

    /// JFIF's full-range YCbCr to RGB, unclamped.
    static func rgb(y: Double, cb: Double, cr: Double) -> (Double, Double, Double) {
        (y + 1.402 * (cr - 128), y - 0.344136 * (cb - 128) - 0.714136 * (cr - 128), y + 1.772 * (cb - 128))
    }
}
