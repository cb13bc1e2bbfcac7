/// Separable Lanczos-3 resampling of RGB images in Q14 fixed point.
///
/// The vertical pass runs first: it walks whole rows sixteen bytes at a time, and it shrinks the row
/// count so the costlier horizontal pass (three interleaved channels) sees fewer rows.
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
    ///
    /// Sixteen bytes at a time: all taps of a chunk are summed in registers (SIMD16 of Int32) before one
    /// store, so the accumulator never goes through memory; the row's tail is done byte by byte.
    private static func verticalPass(_ source: RGBImage, rows: LanczosAxis, columns: Range<Int>) -> [UInt8] {
        let rowBytes = columns.count * 3
        let stride = source.stride
        let taps = rows.taps
        var band = [UInt8](repeating: 0, count: rowBytes * rows.outputCount + 1)
        source.pixels.withUnsafeBufferPointer { src in
            rows.weights.withUnsafeBufferPointer { weights in
                band.withUnsafeMutableBufferPointer { out in
                    guard let srcBase = src.baseAddress, let wBase = weights.baseAddress, let outBase = out.baseAddress else { return }
                    let origin = UnsafeRawPointer(srcBase + columns.lowerBound * 3)
                    let vectorBytes = rowBytes - rowBytes % 16
                    for y in 0..<rows.outputCount {
                        let first = origin + rows.starts[y] * stride
                        let w = wBase + y * taps
                        let line = UnsafeMutableRawPointer(outBase + y * rowBytes)
                        var i = 0
                        while i < vectorBytes {
                            var sum = SIMD16<Int32>(repeating: LanczosAxis.one >> 1)
                            var row = first + i
                            for t in 0..<taps {
                                let bytes = row.loadUnaligned(as: SIMD16<UInt8>.self)
                                sum &+= SIMD16<Int32>(truncatingIfNeeded: bytes) &* Int32(w[t])
                                row += stride
                            }
                            let shifted = (sum &>> Int32(LanczosAxis.precisionBits))
                                .clamped(lowerBound: SIMD16(repeating: 0), upperBound: SIMD16(repeating: 255))
                            line.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: shifted), toByteOffset: i, as: SIMD16<UInt8>.self)
                            i += 16
                        }
                        while i < rowBytes {
                            var sum: Int32 = 0
                            for t in 0..<taps { sum &+= Int32(first.load(fromByteOffset: i + t * stride, as: UInt8.self)) &* Int32(w[t]) }
                            line.storeBytes(of: clampToByte(sum), toByteOffset: i, as: UInt8.self)
                            i += 1
                        }
                    }
                }
            }
        }
        return band
    }

    /// Filters each row of the band (`bandWidth` pixels) to `columns.outputCount` pixels.
    ///
    /// Each tap loads one pixel as four bytes (its RGB and the next pixel's red, weighted but never stored)
    /// into a SIMD4 lane set, so one multiply-add serves all three channels. The band carries one byte of
    /// padding so the last pixel's four-byte load stays inside it.
    private static func horizontalPass(_ band: [UInt8], bandWidth: Int, height: Int, columns: LanczosAxis, offset: Int) -> RGBImage {
        let width = columns.outputCount
        let taps = columns.taps
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        band.withUnsafeBufferPointer { src in
            columns.weights.withUnsafeBufferPointer { weights in
                columns.starts.withUnsafeBufferPointer { starts in
                    pixels.withUnsafeMutableBufferPointer { out in
                        guard let srcBase = src.baseAddress, let wBase = weights.baseAddress, let outBase = out.baseAddress else { return }
                        let raw = UnsafeRawPointer(srcBase)
                        for y in 0..<height {
                            let rowOffset = y * bandWidth * 3
                            let line = outBase + y * width * 3
                            for x in 0..<width {
                                var p = rowOffset + (starts[x] - offset) * 3
                                let w = wBase + x * taps
                                var sum = SIMD4<Int32>(repeating: 0)
                                for t in 0..<taps {
                                    let bytes = raw.loadUnaligned(fromByteOffset: p, as: SIMD4<UInt8>.self)
                                    sum &+= SIMD4<Int32>(truncatingIfNeeded: bytes) &* Int32(w[t])
                                    p += 3
                                }
                                line[3 * x] = clampToByte(sum[0])
                                line[3 * x + 1] = clampToByte(sum[1])
                                line[3 * x + 2] = clampToByte(sum[2])
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
