/// A decoded picture: 8-bit RGB, 3 bytes per pixel, rows packed without padding.
///
/// Rendering works on `PlanarImage`; RGB is only a way in (sources that do not decode straight to planes, such
/// as grayscale JPEGs and WebP, are decoded to RGB, then converted) and the way a finished output is read back
/// for its placeholder colour.
public struct RGBImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// `width * height * 3` bytes, row by row.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 3, "RGBImage needs width*height*3 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Bytes per row.
    public var stride: Int { width * 3 }

    /// The mean colour as `#rrggbb`.
    public var averageColor: String {
        var sums: (UInt64, UInt64, UInt64) = (0, 0, 0)
        pixels.withUnsafeBufferPointer { p in
            var i = 0
            while i < p.count {
                sums.0 &+= UInt64(p[i]); sums.1 &+= UInt64(p[i + 1]); sums.2 &+= UInt64(p[i + 2])
                i += 3
            }
        }
        let count = UInt64(width * height)
        func hex(_ sum: UInt64) -> String {
            let value = (sum + count / 2) / count
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + hex(sums.0) + hex(sums.1) + hex(sums.2)
    }
}
