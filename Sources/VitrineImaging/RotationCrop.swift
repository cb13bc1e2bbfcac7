import Foundation

/// Rotates by an arbitrary angle and crops in one pass: each pixel of the upright crop rectangle
/// is mapped back into the stored image (through the residual rotation and the exact orientation)
/// and sampled bilinearly.
enum RotationCrop {
    /// - Parameters:
    ///   - source: the decoded image, in stored orientation.
    ///   - orientation: EXIF orientation plus the rotation's quarter turns.
    ///   - angle: the residual clockwise rotation in radians.
    ///   - crop: the crop in the upright frame, in units of the decoded image's upright frame.
    ///   - width/height: the size of the buffer to fill (the crop at decoded resolution).
    static func render(_ source: RGBImage, orientation: PixelOrientation, angle: Double,
                       crop: (width: Double, height: Double), width: Int, height: Int) -> RGBImage {
        let inverse = orientation.inverse
        let c = cos(angle), s = sin(angle)
        // Output pixel centre -> centre-relative upright coords (u, v) -> undo rotation (x, y)
        // -> undo orientation (sx, sy) -> source pixel coords. All affine, so precompute the steps.
        let du = crop.width / Double(width), dv = crop.height / Double(height)
        func map(_ u: Double, _ v: Double) -> (Double, Double) {
            let x = u * c + v * s, y = -u * s + v * c
            let sx = Double(inverse.xx) * x + Double(inverse.xy) * y
            let sy = Double(inverse.yx) * x + Double(inverse.yy) * y
            return (sx + Double(source.width) / 2 - 0.5, sy + Double(source.height) / 2 - 0.5)
        }
        let origin = map((0.5 - Double(width) / 2) * du, (0.5 - Double(height) / 2) * dv)
        let alongX = map(du, 0), alongY = map(0, dv)
        let zero = map(0, 0)
        let stepX = (alongX.0 - zero.0, alongX.1 - zero.1)
        let stepY = (alongY.0 - zero.0, alongY.1 - zero.1)
        let maxX = Double(source.width - 1), maxY = Double(source.height - 1)
        let stride = source.stride
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        source.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { out in
                guard let srcBase = src.baseAddress, let outBase = out.baseAddress else { return }
                for row in 0..<height {
                    var fx = origin.0 + stepY.0 * Double(row), fy = origin.1 + stepY.1 * Double(row)
                    let line = outBase + row * width * 3
                    for column in 0..<width {
                        let x = min(max(fx, 0), maxX), y = min(max(fy, 0), maxY)
                        let x0 = Int(x), y0 = Int(y)
                        let x1 = min(x0 + 1, source.width - 1), y1 = min(y0 + 1, source.height - 1)
                        let ax = x - Double(x0), ay = y - Double(y0)
                        let p00 = srcBase + y0 * stride + x0 * 3, p01 = srcBase + y0 * stride + x1 * 3
                        let p10 = srcBase + y1 * stride + x0 * 3, p11 = srcBase + y1 * stride + x1 * 3
                        for channel in 0..<3 {
                            let top = Double(p00[channel]) + (Double(p01[channel]) - Double(p00[channel])) * ax
                            let bottom = Double(p10[channel]) + (Double(p11[channel]) - Double(p10[channel])) * ax
                            let value = top + (bottom - top) * ay
                            line[column * 3 + channel] = UInt8(min(max(value.rounded(), 0), 255))
                        }
                        fx += stepX.0; fy += stepX.1
                    }
                }
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }
}
