import Foundation

/// Rotates by an arbitrary angle and crops in one pass: each sample of the upright crop rectangle
/// is mapped back into the stored image (through the residual rotation and the exact orientation)
/// and sampled bilinearly, plane by plane.
enum RotationCrop {
    /// - Parameters:
    ///   - source: the decoded image, in stored orientation, chroma unshifted.
    ///   - content: the size of the picture in `source`, from its top left (a scaled decode can end in padding).
    ///   - orientation: EXIF orientation plus the rotation's quarter turns.
    ///   - angle: the residual clockwise rotation in radians.
    ///   - crop: the crop in the upright frame, in units of the decoded image's upright frame.
    ///   - width/height: the size of the picture to fill (the crop at decoded resolution); its chroma unshifted.
    static func render(_ source: PlanarImage, content: (width: Double, height: Double), orientation: PixelOrientation,
                       angle: Double, crop: (width: Double, height: Double), width: Int, height: Int) -> PlanarImage {
        let mapping = Mapping(orientation: orientation, angle: angle, crop: crop, width: width, height: height, content: content)
        let chromaWidth = PlanarImage.chromaCount(width), chromaHeight = PlanarImage.chromaCount(height)
        return PlanarImage(y: render(source.y, mapping: mapping, factor: 1, width: width, height: height),
                           cb: render(source.cb, mapping: mapping, factor: 2, width: chromaWidth, height: chromaHeight),
                           cr: render(source.cr, mapping: mapping, factor: 2, width: chromaWidth, height: chromaHeight),
                           alpha: source.alpha.map { render($0, mapping: mapping, factor: 1, width: width, height: height) })
    }

    /// Output luma position (pixel-centre units, from the output's top left) -> source luma position.
    private struct Mapping {
        let origin: (Double, Double)
        let stepX: (Double, Double)
        let stepY: (Double, Double)

        init(orientation: PixelOrientation, angle: Double, crop: (width: Double, height: Double), width: Int, height: Int,
             content: (width: Double, height: Double)) {
            let inverse = orientation.inverse
            let c = cos(angle), s = sin(angle)
            let du = crop.width / Double(width), dv = crop.height / Double(height)
            // Centre-relative upright coords (u, v) -> undo rotation (x, y) -> undo orientation -> source position.
            func map(_ u: Double, _ v: Double) -> (Double, Double) {
                let x = u * c + v * s, y = -u * s + v * c
                let sx = Double(inverse.xx) * x + Double(inverse.xy) * y
                let sy = Double(inverse.yx) * x + Double(inverse.yy) * y
                return (sx + content.width / 2, sy + content.height / 2)
            }
            origin = map(-Double(width) / 2 * du, -Double(height) / 2 * dv)
            let zero = map(0, 0), alongX = map(du, 0), alongY = map(0, dv)
            stepX = (alongX.0 - zero.0, alongX.1 - zero.1)
            stepY = (alongY.0 - zero.0, alongY.1 - zero.1)
        }
    }

    /// Fills a plane whose sample `k` is centred on output luma position `factor * (k + 1/2)` (1 for luma,
    /// 2 for chroma, which JPEG sites between two luma samples) from source samples sited the same way.
    private static func render(_ source: Plane, mapping: Mapping, factor: Int, width: Int, height: Int) -> Plane {
        let f = Double(factor)
        // Source luma position L is source sample index L / factor - 1/2.
        let origin = ((mapping.origin.0 + (mapping.stepX.0 + mapping.stepY.0) * f / 2) / f - 0.5,
                      (mapping.origin.1 + (mapping.stepX.1 + mapping.stepY.1) * f / 2) / f - 0.5)
        let stepX = mapping.stepX, stepY = mapping.stepY
        let maxX = Double(source.width - 1), maxY = Double(source.height - 1)
        let stride = source.width
        return Plane(width: width, height: height) { out in
            source.bytes.withUnsafeBufferPointer { src in
                guard let srcBase = src.baseAddress, let outBase = out.baseAddress else { return }
                for row in 0..<height {
                    var fx = origin.0 + stepY.0 * Double(row), fy = origin.1 + stepY.1 * Double(row)
                    let line = outBase + row * width
                    for column in 0..<width {
                        let x = min(max(fx, 0), maxX), y = min(max(fy, 0), maxY)
                        let x0 = Int(x), y0 = Int(y)
                        let x1 = min(x0 + 1, source.width - 1), y1 = min(y0 + 1, source.height - 1)
                        let ax = x - Double(x0), ay = y - Double(y0)
                        let p00 = Double(srcBase[y0 * stride + x0]), p01 = Double(srcBase[y0 * stride + x1])
                        let p10 = Double(srcBase[y1 * stride + x0]), p11 = Double(srcBase[y1 * stride + x1])
                        let top = p00 + (p01 - p00) * ax
                        let bottom = p10 + (p11 - p10) * ax
                        line[column] = UInt8(min(max((top + (bottom - top) * ay).rounded(), 0), 255))
                        fx += stepX.0; fy += stepX.1
                    }
                }
            }
        }
    }
}
