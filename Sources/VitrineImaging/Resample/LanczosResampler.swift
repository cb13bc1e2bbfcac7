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
    /// `pairedTaps` picks the kernel (see `pairedTapsByDefault`); both give the same bytes.
    static func resample(_ source: Plane, window: Window, width: Int, height: Int,
                         pairedTaps: Bool = pairedTapsByDefault) -> Plane {
        let columns = LanczosAxis.cached(sourceCount: source.width, windowStart: window.x, windowLength: window.width, outputCount: width)
        let rows = LanczosAxis.cached(sourceCount: source.height, windowStart: window.y, windowLength: window.height, outputCount: height)
        let band = verticalPass(source, rows: rows, columns: columns.sourceRange, pairedTaps: pairedTaps)
        return horizontalPass(band, bandWidth: columns.sourceRange.count, height: height, columns: columns, pairedTaps: pairedTaps)
    }

    /// Two taps per multiply-add in optimised builds. Unoptimised (debug and sanitizer) builds run every SIMD
    /// operation as a generic call, lane by lane, so there the paired kernel's many small operations cost more
    /// than the one-tap loop's few: a debug render of an 8 MP photo took 1.4 times as long, and loaded test runs
    /// passed the 60 s render budget.
    static let pairedTapsByDefault: Bool = {
        #if DEBUG
        false
        #else
        true
        #endif
    }()

    /// Filters columns `columns` of `source` down to `rows.outputCount` rows.
    ///
    /// Sixteen bytes at a time: all taps of a chunk are summed in registers (SIMD16 of Int32) before one
    /// store, so the accumulator never goes through memory; the row's tail is done byte by byte.
    private static func verticalPass(_ source: Plane, rows: LanczosAxis, columns: Range<Int>, pairedTaps: Bool) -> [UInt8] {
        let rowBytes = columns.count
        let stride = source.width
        let taps = rows.taps
        let count = rowBytes * rows.outputCount
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            initialized = count
            source.bytes.withUnsafeBufferPointer { src in
                rows.weights.withUnsafeBufferPointer { weights in
                    rows.pairedWeights.withUnsafeBufferPointer { paired in
                        guard let srcBase = src.baseAddress, let wBase = weights.baseAddress, let outBase = out.baseAddress,
                              let pBase = paired.baseAddress else { return }
                        let origin = UnsafeRawPointer(srcBase + columns.lowerBound)
                        let vectorBytes = rowBytes - rowBytes % 16
                        for y in 0..<rows.outputCount {
                            let first = origin + rows.starts[y] * stride
                            let w = wBase + y * taps
                            let line = UnsafeMutableRawPointer(outBase + y * rowBytes)
                            let pairs = pBase + y * (taps / 2)
                            var i = 0
                            while i < vectorBytes {
                                line.storeBytes(of: filter(first + i, stride: stride, pairs: pairs, weights: w, taps: taps, paired: pairedTaps),
                                                toByteOffset: i, as: SIMD16<UInt8>.self)
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
    }

    /// Filters each row of the band (`bandWidth` samples from `columns.sourceRange.lowerBound`) to
    /// `columns.outputCount` samples.
    ///
    /// Sixteen rows at a time, transposed into a small buffer (each column's sixteen samples contiguous), so
    /// the horizontal filter becomes the vertical pass's kernel: sixteen outputs per vector multiply-add, with
    /// no per-output reduction. The results are transposed back into the plane.
    private static func horizontalPass(_ band: [UInt8], bandWidth: Int, height: Int, columns: LanczosAxis, pairedTaps: Bool) -> Plane {
        let width = columns.outputCount
        let taps = columns.taps
        let offset = columns.sourceRange.lowerBound
        let lanes = 16
        var strip = [UInt8](repeating: 0, count: bandWidth * lanes)
        var results = [UInt8](repeating: 0, count: width * lanes)
        return Plane(width: width, height: height) { out in
            band.withUnsafeBufferPointer { src in
                columns.weights.withUnsafeBufferPointer { weights in
                    columns.pairedWeights.withUnsafeBufferPointer { paired in
                        columns.starts.withUnsafeBufferPointer { starts in
                            strip.withUnsafeMutableBufferPointer { stripBuffer in
                                results.withUnsafeMutableBufferPointer { resultBuffer in
                                    guard let srcBase = src.baseAddress, let wBase = weights.baseAddress, let outBase = out.baseAddress,
                                          let pBase = paired.baseAddress,
                                          let stripBase = stripBuffer.baseAddress, let resultBase = resultBuffer.baseAddress else { return }
                                    let stripRaw = UnsafeRawPointer(stripBase)
                                    let resultRaw = UnsafeMutableRawPointer(resultBase)
                                    for firstRow in stride(from: 0, to: height, by: lanes) {
                                        let rows = min(lanes, height - firstRow)
                                        var done = 0
                                        if rows == lanes {
                                            let block = ByteTranspose.size
                                            while done + block <= bandWidth {
                                                ByteTranspose.block(from: srcBase + firstRow * bandWidth + done, stride: bandWidth,
                                                                    to: stripBase + done * lanes, stride: lanes)
                                                done += block
                                            }
                                        }
                                        for lane in 0..<rows {
                                            let line = srcBase + (firstRow + lane) * bandWidth
                                            for column in done..<bandWidth { stripBase[column * lanes + lane] = line[column] }
                                        }
                                        for x in 0..<width {
                                            let sum = filter(stripRaw + (starts[x] - offset) * lanes, stride: lanes,
                                                             pairs: pBase + x * (taps / 2), weights: wBase + x * taps, taps: taps, paired: pairedTaps)
                                            resultRaw.storeBytes(of: sum, toByteOffset: x * lanes, as: SIMD16<UInt8>.self)
                                        }
                                        done = 0
                                        if rows == lanes {
                                            let block = ByteTranspose.size
                                            while done + block <= width {
                                                ByteTranspose.block(from: resultBase + done * lanes, stride: lanes,
                                                                    to: outBase + firstRow * width + done, stride: width)
                                                done += block
                                            }
                                        }
                                        for lane in 0..<rows {
                                            let line = outBase + (firstRow + lane) * width
                                            for x in done..<width { line[x] = resultBase[x * lanes + lane] }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// One tap set applied to sixteen neighbouring samples: `Σ row(t) * weight(t)` for rows `stride` bytes apart
    /// from `first`, rounded and clamped to bytes. `paired`: two taps at a time, the two rows' bytes interleaved
    /// and widened to 16 bits, so one SSE2 multiply-add (pmaddwd) gives four pixels both products already summed,
    /// where one tap at a time wastes half of each multiply-add on a zero. Exact either way: the same sums.
    @inline(__always)
    private static func filter(_ first: UnsafeRawPointer, stride: Int, pairs: UnsafePointer<UInt32>,
                               weights: UnsafePointer<Int16>, taps: Int, paired: Bool) -> SIMD16<UInt8> {
        guard paired else {
            var sum = SIMD16<Int32>(repeating: LanczosAxis.one >> 1)
            var row = first
            for t in 0..<taps {
                sum &+= SIMD16<Int32>(truncatingIfNeeded: row.loadUnaligned(as: SIMD16<UInt8>.self)) &* Int32(weights[t])
                row += stride
            }
            return clampToBytes(sum)
        }
        let half = SIMD4<Int32>(repeating: LanczosAxis.one >> 1)
        var s0 = half, s1 = half, s2 = half, s3 = half
        var row = first
        for pair in 0..<(taps / 2) {
            let a = row.loadUnaligned(as: SIMD16<UInt8>.self)
            let b = (row + stride).loadUnaligned(as: SIMD16<UInt8>.self)
            let w = unsafeBitCast(SIMD4<UInt32>(repeating: pairs[pair]), to: SIMD8<Int16>.self)
            let low = SIMD16<UInt8>(a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3], a[4], b[4], a[5], b[5], a[6], b[6], a[7], b[7])
            let high = SIMD16<UInt8>(a[8], b[8], a[9], b[9], a[10], b[10], a[11], b[11],
                                     a[12], b[12], a[13], b[13], a[14], b[14], a[15], b[15])
            s0 &+= multiplyAdd(SIMD8<Int16>(truncatingIfNeeded: low.lowHalf), w)
            s1 &+= multiplyAdd(SIMD8<Int16>(truncatingIfNeeded: low.highHalf), w)
            s2 &+= multiplyAdd(SIMD8<Int16>(truncatingIfNeeded: high.lowHalf), w)
            s3 &+= multiplyAdd(SIMD8<Int16>(truncatingIfNeeded: high.highHalf), w)
            row += 2 * stride
        }
        var sum = SIMD16<Int32>(lowHalf: SIMD8(lowHalf: s0, highHalf: s1), highHalf: SIMD8(lowHalf: s2, highHalf: s3))
        if taps % 2 == 1 {
            sum &+= SIMD16<Int32>(truncatingIfNeeded: row.loadUnaligned(as: SIMD16<UInt8>.self)) &* Int32(weights[taps - 1])
        }
        return clampToBytes(sum)
    }

    /// Products of neighbouring 16-bit lanes summed in pairs: the shape LLVM lowers to one pmaddwd.
    @inline(__always)
    private static func multiplyAdd(_ x: SIMD8<Int16>, _ y: SIMD8<Int16>) -> SIMD4<Int32> {
        let products = SIMD8<Int32>(truncatingIfNeeded: x) &* SIMD8<Int32>(truncatingIfNeeded: y)
        return products.evenHalf &+ products.oddHalf
    }

    /// Sixteen Q14 sums that already include the rounding half to bytes, clamping the Lanczos overshoot.
    /// Written lane by lane so LLVM sees min/max before a narrowing: it becomes two saturating packs (packssdw,
    /// packuswb), where sign masks took some thirty instructions and `clamped` or `pointwiseMin` stay generic calls.
    @inline(__always)
    private static func clampToBytes(_ sum: SIMD16<Int32>) -> SIMD16<UInt8> {
        let value = sum &>> Int32(LanczosAxis.precisionBits)
        var bytes = SIMD16<UInt8>()
        for lane in 0..<16 { bytes[lane] = UInt8(truncatingIfNeeded: max(0, min(255, value[lane]))) }
        return bytes
    }

    /// Q14 to a byte, rounding half up and clamping the Lanczos overshoot.
    @inline(__always)
    private static func clampToByte(_ value: Int32) -> UInt8 {
        let rounded = (value &+ (LanczosAxis.one >> 1)) >> LanczosAxis.precisionBits
        return UInt8(truncatingIfNeeded: min(max(rounded, 0), 255))
    }
}
