/// Separable Lanczos-3 resampling of RGB images in Q14 fixed point.
///
/// The vertical pass runs first: it walks whole rows, which the compiler vectorises, and it
/// shrinks the row count so the costlier horizontal pass (three interleaved channels) sees fewer rows.
enum LanczosResampler {
    /// A source rectangle in pixels (fractional edges allowed).
    struct Window: Sendable {
        var x: Double, y: Double, width: Double, height: Double
    }

    /// Resamples `window` of `source` to exactly `width x height`.
    static func resample(_ source: RGBImage, window: Window, width: Int, height: Int) -> RGBImage {
        let columns = LanczosAxis(sourceCount: source.width, windowStart: window.x, windowLength: window.width, outputCount: width)
        let rows = LanczosAxis(sourceCount: source.height, windowStart: window.y, windowLength: window.height, outputCount: height)
        let band = verticalPass(source, rows: rows, columns: columns.sourceRange)
        return horizontalPass(band, bandWidth: columns.sourceRange.count, height: height, columns: columns, offset: columns.sourceRange.lowerBound)
    }

    /// Filters columns `columns` of `source` down to `rows.outputCount` rows.
    private static func verticalPass(_ source: RGBImage, rows: LanczosAxis, columns: Range<Int>) -> [UInt8] {
        let rowBytes = columns.count * 3
        let stride = source.stride
        let taps = rows.taps
        var band = [UInt8](repeating: 0, count: rowBytes * rows.outputCount)
        var accumulator = [Int32](repeating: 0, count: rowBytes)
        source.pixels.withUnsafeBufferPointer { src in
            rows.weights.withUnsafeBufferPointer { weights in
                band.withUnsafeMutableBufferPointer { out in
                    accumulator.withUnsafeMutableBufferPointer { acc in
                        guard let srcBase = src.baseAddress, let accBase = acc.baseAddress, let outBase = out.baseAddress else { return }
                        let origin = srcBase + columns.lowerBound * 3
                        for y in 0..<rows.outputCount {
                            acc.update(repeating: 0)
                            var t = 0
                            // Two taps per sweep halves the accumulator traffic.
                            while t + 1 < taps {
                                let w0 = Int32(weights[y * taps + t]), w1 = Int32(weights[y * taps + t + 1])
                                let r0 = origin + (rows.starts[y] + t) * stride
                                let r1 = r0 + stride
                                for i in 0..<rowBytes {
                                    accBase[i] &+= Int32(r0[i]) &* w0 &+ Int32(r1[i]) &* w1
                                }
                                t += 2
                            }
                            if t < taps {
                                let w0 = Int32(weights[y * taps + t])
                                let r0 = origin + (rows.starts[y] + t) * stride
                                for i in 0..<rowBytes { accBase[i] &+= Int32(r0[i]) &* w0 }
                            }
                            let line = outBase + y * rowBytes
                            for i in 0..<rowBytes { line[i] = clampToByte(accBase[i]) }
                        }
                    }
                }
            }
        }
        return band
    }

    /// Filters each row of the band (`bandWidth` pixels) to `columns.outputCount` pixels.
    private static func horizontalPass(_ band: [UInt8], bandWidth: Int, height: Int, columns: LanczosAxis, offset: Int) -> RGBImage {
        let width = columns.outputCount
        let taps = columns.taps
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        band.withUnsafeBufferPointer { src in
            columns.weights.withUnsafeBufferPointer { weights in
                columns.starts.withUnsafeBufferPointer { starts in
                    pixels.withUnsafeMutableBufferPointer { out in
                        guard let srcBase = src.baseAddress, let wBase = weights.baseAddress, let outBase = out.baseAddress else { return }
                        for y in 0..<height {
                            let row = srcBase + y * bandWidth * 3
                            let line = outBase + y * width * 3
                            for x in 0..<width {
                                let p = row + (starts[x] - offset) * 3
                                let w = wBase + x * taps
                                var r: Int32 = 0, g: Int32 = 0, b: Int32 = 0
                                for t in 0..<taps {
                                    let weight = Int32(w[t])
                                    r &+= Int32(p[3 * t]) &* weight
                                    g &+= Int32(p[3 * t + 1]) &* weight
                                    b &+= Int32(p[3 * t + 2]) &* weight
                                }
                                line[3 * x] = clampToByte(r)
                                line[3 * x + 1] = clampToByte(g)
                                line[3 * x + 2] = clampToByte(b)
                            }
                        }
                    }
                }
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    /// Q14 to a byte, rounding half up and clamping the Lanczos overshoot.
    @inline(__always)
    private static func clampToByte(_ value: Int32) -> UInt8 {
        let rounded = (value &+ (LanczosAxis.one >> 1)) >> LanczosAxis.precisionBits
        return UInt8(truncatingIfNeeded: min(max(rounded, 0), 255))
    }
}
