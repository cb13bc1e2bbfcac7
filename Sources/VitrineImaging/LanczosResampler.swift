/// Separable Lanczos-3 resampling of one 8-bit plane in Q14 fixed point.
///
/// The vertical pass runs first: it walks whole rows sixteen bytes at a time, and it shrinks the row
/// count so the horizontal pass sees fewer rows.
enum LanczosResampler {
    /// A source rectangle in pixels (fractional edges allowed).
    struct Window: Sendable, Hashable {
        var x: Double, y: Double, width: Double, height: Double
    }

    /// Resamples `window` of `source` to exactly `width x height`.
    static func resample(_ source: Plane, window: Window, width: Int, height: Int) -> Plane {
        let columns = LanczosAxis.cached(sourceCount: source.width, windowStart: window.x, windowLength: window.width, outputCount: width)
        let rows = LanczosAxis.cached(sourceCount: source.height, windowStart: window.y, windowLength: window.height, outputCount: height)
        let band = verticalPass(source, rows: rows, columns: columns.sourceRange)
        return horizontalPass(band, bandWidth: columns.sourceRange.count, height: height, columns: columns)
    }

    /// Filters columns `columns` of `source` down to `rows.outputCount` rows.
    ///
    /// Sixteen bytes at a time: all taps of a chunk are summed in registers (SIMD16 of Int32) before one
    /// store, so the accumulator never goes through memory; the row's tail is done byte by byte. The band
    /// ends with `LanczosAxis.chunk` bytes of padding for the horizontal pass's whole-vector loads.
    private static func verticalPass(_ source: Plane, rows: LanczosAxis, columns: Range<Int>) -> [UInt8] {
        let rowBytes = columns.count
        let stride = source.width
        let taps = rows.taps
        let count = rowBytes * rows.outputCount + LanczosAxis.chunk
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            initialized = count
            source.bytes.withUnsafeBufferPointer { src in
                rows.weights.withUnsafeBufferPointer { weights in
                    guard let srcBase = src.baseAddress, let wBase = weights.baseAddress, let outBase = out.baseAddress else { return }
                    (outBase + count - LanczosAxis.chunk).initialize(repeating: 0, count: LanczosAxis.chunk)
                    let origin = UnsafeRawPointer(srcBase + columns.lowerBound)
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
    }

    /// Filters each row of the band (`bandWidth` samples from `columns.sourceRange.lowerBound`) to
    /// `columns.outputCount` samples.
    ///
    /// Each output is a dot product of contiguous bytes with its taps, eight at a time (the taps are
    /// zero-padded to whole vectors; the band's padding keeps the last row's loads inside it).
    private static func horizontalPass(_ band: [UInt8], bandWidth: Int, height: Int, columns: LanczosAxis) -> Plane {
        let width = columns.outputCount
        let taps = columns.paddedTaps
        let offset = columns.sourceRange.lowerBound
        return Plane(width: width, height: height) { out in
            band.withUnsafeBufferPointer { src in
                columns.paddedWeights.withUnsafeBufferPointer { weights in
                    columns.starts.withUnsafeBufferPointer { starts in
                        guard let srcBase = src.baseAddress, let wBase = weights.baseAddress, let outBase = out.baseAddress else { return }
                        let raw = UnsafeRawPointer(srcBase)
                        let rawWeights = UnsafeRawPointer(wBase)
                        for y in 0..<height {
                            let row = raw + y * bandWidth - offset
                            let line = outBase + y * width
                            for x in 0..<width {
                                let p = row + starts[x]
                                let w = rawWeights + x * taps * 2
                                var sum = SIMD8<Int32>(repeating: 0)
                                var t = 0
                                while t < taps {
                                    let bytes = p.loadUnaligned(fromByteOffset: t, as: SIMD8<UInt8>.self)
                                    let weight = w.loadUnaligned(fromByteOffset: t * 2, as: SIMD8<Int16>.self)
                                    sum &+= SIMD8<Int32>(truncatingIfNeeded: bytes) &* SIMD8<Int32>(truncatingIfNeeded: weight)
                                    t += LanczosAxis.chunk
                                }
                                line[x] = clampToByte(sum.wrappedSum())
                            }
                        }
                    }
                }
            }
        }
    }

    /// Q14 to a byte, rounding half up and clamping the Lanczos overshoot.
    @inline(__always)
    private static func clampToByte(_ value: Int32) -> UInt8 {
        let rounded = (value &+ (LanczosAxis.one >> 1)) >> LanczosAxis.precisionBits
        return UInt8(truncatingIfNeeded: min(max(rounded, 0), 255))
    }
}
