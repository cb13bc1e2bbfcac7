import Testing
@testable import VitrineImaging

/// The EXIF orientation samples all render to the same upright picture, plane by plane.
@Suite struct OrientationTests {
    /// The reference is sample 2 made upright: sample 1 was saved with other colours (14 levels off in any decoder).
    @Test(arguments: ["landscape", "portrait"], 3...8)
    func everyOrientationRendersUpright(shape: String, orientation: Int) throws {
        let reference = try TestImages.fixture("orientation/\(shape)_2.jpg")
        let upright = try #require(try TestImages.frames(reference, buckets: [301], orientation: 2).first)
        let bytes = try TestImages.fixture("orientation/\(shape)_\(orientation).jpg")
        let frame = try #require(try TestImages.frames(bytes, buckets: [301], orientation: orientation).first)
        #expect(frame.width == upright.width && frame.height == upright.height)
        // The samples were saved separately: a level or two of difference, where a wrong flip or turn gives tens.
        #expect(TestImages.meanAbsoluteDifference(frame.y, upright.y) < 4, "\(shape) \(orientation) luma")
        #expect(TestImages.meanAbsoluteDifference(frame.cb, upright.cb) < 3, "\(shape) \(orientation) Cb")
        #expect(TestImages.meanAbsoluteDifference(frame.cr, upright.cr) < 3, "\(shape) \(orientation) Cr")
        let unturned = try #require(try TestImages.frames(bytes, buckets: [301], orientation: 1).first)
        if unturned.width == upright.width {
            #expect(TestImages.meanAbsoluteDifference(unturned.y, upright.y) > 10)
        }
    }

    @Test(arguments: 1...8)
    func applyingAnOrientationMovesEveryPlaneAlike(orientation: Int) {
        // A 5x3 luma of distinct values and its 3x2 chroma: each plane moves by the same rule as RGB pixels did.
        let y = Plane(width: 5, height: 3, bytes: (0..<15).map { UInt8($0) })
        let c = Plane(width: 3, height: 2, bytes: (0..<6).map { UInt8(100 + $0) })
        let pixel = PixelOrientation(exif: orientation)
        let out = pixel.apply(to: PlanarImage(y: y, cb: c, cr: c))
        let size = pixel.size(width: 5, height: 3)
        #expect(out.width == size.width && out.height == size.height)
        #expect(out.cb.width == (size.width + 1) / 2 && out.cb.height == (size.height + 1) / 2)
        // The display top-left sample is the stored sample that the inverse map sends there.
        let inverse = pixel.inverse
        let corner = (x: Double(1 - size.width) / 2, y: Double(1 - size.height) / 2)
        let sx = Double(inverse.xx) * corner.x + Double(inverse.xy) * corner.y + 2
        let sy = Double(inverse.yx) * corner.x + Double(inverse.yy) * corner.y + 1
        #expect(out.y.bytes[0] == y.bytes[Int(sy) * 5 + Int(sx)])
        #expect(Set(out.y.bytes) == Set(y.bytes) && Set(out.cb.bytes) == Set(c.bytes))
    }
}
