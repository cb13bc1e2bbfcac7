/// One of the eight exact pixel rearrangements (flips and quarter turns) as an integer matrix
/// acting on centre-relative coordinates (x right, y down): `display = matrix * stored`.
struct PixelOrientation: Hashable, Sendable {
    let xx: Int, xy: Int, yx: Int, yy: Int

    static let identity = PixelOrientation(xx: 1, xy: 0, yx: 0, yy: 1)
    /// A quarter turn clockwise: (x, y) -> (-y, x).
    static let quarterTurn = PixelOrientation(xx: 0, xy: -1, yx: 1, yy: 0)

    /// What EXIF orientation `value` asks for; anything outside 1...8 is upright.
    init(exif value: Int) {
        switch value {
        case 2: self.init(xx: -1, xy: 0, yx: 0, yy: 1)      // mirror horizontally
        case 3: self.init(xx: -1, xy: 0, yx: 0, yy: -1)     // half turn
        case 4: self.init(xx: 1, xy: 0, yx: 0, yy: -1)      // mirror vertically
        case 5: self.init(xx: 0, xy: 1, yx: 1, yy: 0)       // transpose
        case 6: self.init(xx: 0, xy: -1, yx: 1, yy: 0)      // quarter turn clockwise
        case 7: self.init(xx: 0, xy: -1, yx: -1, yy: 0)     // transverse
        case 8: self.init(xx: 0, xy: 1, yx: -1, yy: 0)      // quarter turn anticlockwise
        default: self.init(xx: 1, xy: 0, yx: 0, yy: 1)
        }
    }

    init(xx: Int, xy: Int, yx: Int, yy: Int) {
        self.xx = xx; self.xy = xy; self.yx = yx; self.yy = yy
    }

    /// EXIF orientation followed by `quarterTurns` clockwise quarter turns.
    init(exif value: Int, quarterTurns: Int) {
        var result = PixelOrientation(exif: value)
        for _ in 0..<((quarterTurns % 4 + 4) % 4) { result = PixelOrientation.quarterTurn.then(after: result) }
        self = result
    }

    /// `self` applied after `other`.
    func then(after other: PixelOrientation) -> PixelOrientation {
        PixelOrientation(xx: xx * other.xx + xy * other.yx, xy: xx * other.xy + xy * other.yy,
                         yx: yx * other.xx + yy * other.yx, yy: yx * other.xy + yy * other.yy)
    }

    /// True when width and height trade places.
    var swapsAxes: Bool { xx == 0 }

    /// The inverse map (display -> stored): the transpose, since the matrix is orthogonal.
    var inverse: PixelOrientation { PixelOrientation(xx: xx, xy: yx, yx: xy, yy: yy) }

    /// Size after the rearrangement.
    func size(width: Int, height: Int) -> (width: Int, height: Int) {
        swapsAxes ? (height, width) : (width, height)
    }
}
