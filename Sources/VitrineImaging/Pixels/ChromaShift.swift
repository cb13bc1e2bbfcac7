/// Where a frame's chroma sits against its luma, per axis.
///
/// With shift 0 (how JPEG sites 4:2:0 chroma) chroma sample `k` is centred on luma position `2k + 1`, between
/// luma samples `2k` and `2k + 1` (positions in luma pixels, pixel `i` spanning `[i, i + 1)`); with shift 1
/// it is centred on `2k`. A frame rendered in stored orientation that is then mirrored along an odd-sized
/// axis needs shift 1 on that axis, so that after the mirror its chroma sits at `2k + 1` again.
struct ChromaShift: Hashable, Sendable {
    var x: Int
    var y: Int

    static let none = ChromaShift(x: 0, y: 0)
}

extension PixelOrientation {
    /// The shift a `width x height` frame in stored orientation needs so that it is 0 once this orientation
    /// has been applied: 1 along each axis the orientation reverses, when that axis has an odd size.
    func chromaShift(width: Int, height: Int) -> ChromaShift {
        // Stored x goes to display x (xx) or display y (yx); one of the two is 0 and the other's sign says
        // whether it is reversed. Likewise stored y with xy and yy.
        let reversesX = xx + yx < 0, reversesY = xy + yy < 0
        return ChromaShift(x: reversesX && width % 2 == 1 ? 1 : 0, y: reversesY && height % 2 == 1 ? 1 : 0)
    }
}
