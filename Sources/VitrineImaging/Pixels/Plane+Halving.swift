extension Plane {
    /// This plane with each pair of columns (`horizontally`) and/or rows (`vertically`) averaged into one
    /// sample, an odd last column or row standing alone: full-resolution chroma made 4:2:0, the box filter
    /// libjpeg-turbo's own downsampling applies. Sample `k` covers samples `2k` and `2k + 1`, so it is sited
    /// between them, where `PlanarImage` sites its chroma.
    ///
    /// Rounding alternates between down and up along the row, as libjpeg-turbo's does, so a flat region's
    /// mean does not creep by half a level. `vectorised` picks sixteen outputs at a time or one (same bytes).
    func halved(horizontally: Bool, vertically: Bool, vectorised: Bool = Plane.halvesInVectors) -> Plane {
        guard horizontally || vertically else { return self }
        let outWidth = horizontally ? PlanarImage.chromaCount(width) : width
        let outHeight = vertically ? PlanarImage.chromaCount(height) : height
        return Plane(width: outWidth, height: outHeight) { out in
            bytes.withUnsafeBufferPointer { src in
                guard let srcBase = src.baseAddress, let outBase = out.baseAddress else { return }
                for row in 0..<outHeight {
                    let top = vertically ? 2 * row : row
                    // An odd last row pairs with itself, which averages to itself.
                    let upper = UnsafeRawPointer(srcBase + top * width)
                    let lower = UnsafeRawPointer(srcBase + (vertically ? min(top + 1, height - 1) : top) * width)
                    let line = outBase + row * outWidth
                    if horizontally {
                        Self.halveRow(upper, lower, width: width, into: line, vectorised: vectorised)
                    } else {
                        Self.averageRows(upper, lower, width: width, into: line, vectorised: vectorised)
                    }
                }
            }
        }
    }

    /// Sixteen at a time in optimised builds. Unoptimised (debug and sanitizer) builds run each SIMD operation as
    /// a generic call lane by lane, slower there than the plain loop.
    static let halvesInVectors: Bool = {
        #if DEBUG
        false
        #else
        true
        #endif
    }()

    /// Two rows of `width` samples to `(width + 1) / 2`, each the rounded mean of a 2x2 block (of the two rows'
    /// column pairs; `upper == lower` for one row). Sixteen outputs at a time from 32 columns of each row.
    private static func halveRow(_ upper: UnsafeRawPointer, _ lower: UnsafeRawPointer, width: Int,
                                 into line: UnsafeMutablePointer<UInt8>, vectorised: Bool) {
        let pairs = width / 2
        // libjpeg-turbo's bias: 1 at even outputs, 2 at odd ones.
        let bias = SIMD8<UInt16>(1, 2, 1, 2, 1, 2, 1, 2)
        var x = 0
        while vectorised && x + 16 <= pairs {
            let u0 = SIMD16<UInt16>(truncatingIfNeeded: upper.loadUnaligned(fromByteOffset: 2 * x, as: SIMD16<UInt8>.self))
            let l0 = SIMD16<UInt16>(truncatingIfNeeded: lower.loadUnaligned(fromByteOffset: 2 * x, as: SIMD16<UInt8>.self))
            let u1 = SIMD16<UInt16>(truncatingIfNeeded: upper.loadUnaligned(fromByteOffset: 2 * x + 16, as: SIMD16<UInt8>.self))
            let l1 = SIMD16<UInt16>(truncatingIfNeeded: lower.loadUnaligned(fromByteOffset: 2 * x + 16, as: SIMD16<UInt8>.self))
            let s0 = u0 &+ l0, s1 = u1 &+ l1
            let first = (s0.evenHalf &+ s0.oddHalf &+ bias) &>> 2
            let second = (s1.evenHalf &+ s1.oddHalf &+ bias) &>> 2
            let packed = SIMD16<UInt8>(truncatingIfNeeded: SIMD16<UInt16>(lowHalf: first, highHalf: second))
            UnsafeMutableRawPointer(line).storeBytes(of: packed, toByteOffset: x, as: SIMD16<UInt8>.self)
            x += 16
        }
        let u = upper.assumingMemoryBound(to: UInt8.self), l = lower.assumingMemoryBound(to: UInt8.self)
        while x < pairs {
            let sum = UInt16(u[2 * x]) &+ UInt16(u[2 * x + 1]) &+ UInt16(l[2 * x]) &+ UInt16(l[2 * x + 1])
            line[x] = UInt8(truncatingIfNeeded: (sum &+ 1 &+ UInt16(x & 1)) >> 2)
            x += 1
        }
        if pairs < (width + 1) / 2 {
            // An odd last column stands alone: counted twice it makes the four-sample sum.
            let sum = 2 &* (UInt16(u[width - 1]) &+ UInt16(l[width - 1]))
            line[pairs] = UInt8(truncatingIfNeeded: (sum &+ 1 &+ UInt16(pairs & 1)) >> 2)
        }
    }

    /// Two rows of `width` samples to their rounded mean (alternating bias 0 and 1, libjpeg-turbo's).
    private static func averageRows(_ upper: UnsafeRawPointer, _ lower: UnsafeRawPointer, width: Int,
                                    into line: UnsafeMutablePointer<UInt8>, vectorised: Bool) {
        let bias = SIMD16<UInt16>(0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1)
        var x = 0
        while vectorised && x + 16 <= width {
            let u = SIMD16<UInt16>(truncatingIfNeeded: upper.loadUnaligned(fromByteOffset: x, as: SIMD16<UInt8>.self))
            let l = SIMD16<UInt16>(truncatingIfNeeded: lower.loadUnaligned(fromByteOffset: x, as: SIMD16<UInt8>.self))
            let mean = SIMD16<UInt8>(truncatingIfNeeded: (u &+ l &+ bias) &>> 1)
            UnsafeMutableRawPointer(line).storeBytes(of: mean, toByteOffset: x, as: SIMD16<UInt8>.self)
            x += 16
        }
        let u = upper.assumingMemoryBound(to: UInt8.self), l = lower.assumingMemoryBound(to: UInt8.self)
        while x < width {
            line[x] = UInt8(truncatingIfNeeded: (UInt16(u[x]) &+ UInt16(l[x]) &+ UInt16(x & 1)) >> 1)
            x += 1
        }
    }
}
