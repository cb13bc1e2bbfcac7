/// 16x16 byte-block transposes for the resampler's horizontal pass.
///
/// Four rounds of interleaving row `i` with row `i + 8` transpose a 16x16 block; each interleave is one
/// or two SSE2 unpacks and a shift, so a block costs a few hundred register operations instead of 256 scattered byte moves.
enum ByteTranspose {
    static let size = 16

    /// Transposes the block at `source` (rows `sourceStride` bytes apart) into `destination`
    /// (rows `destinationStride` bytes apart): destination row `c` byte `r` is source row `r` byte `c`.
    @inline(__always)
    static func block(from source: UnsafeRawPointer, stride sourceStride: Int,
                      to destination: UnsafeMutableRawPointer, stride destinationStride: Int) {
        func row(_ index: Int) -> SIMD16<UInt8> { (source + index * sourceStride).loadUnaligned(as: SIMD16<UInt8>.self) }
        var (v0, v1, v2, v3, v4, v5, v6, v7) = (row(0), row(1), row(2), row(3), row(4), row(5), row(6), row(7))
        var (v8, v9, v10, v11, v12, v13, v14, v15) = (row(8), row(9), row(10), row(11), row(12), row(13), row(14), row(15))
        for _ in 0..<4 {
            (v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15) = (
                low(v0, v8), high(v0, v8), low(v1, v9), high(v1, v9), low(v2, v10), high(v2, v10), low(v3, v11), high(v3, v11),
                low(v4, v12), high(v4, v12), low(v5, v13), high(v5, v13), low(v6, v14), high(v6, v14), low(v7, v15), high(v7, v15))
        }
        func store(_ index: Int, _ value: SIMD16<UInt8>) {
            (destination + index * destinationStride).storeBytes(of: value, as: SIMD16<UInt8>.self)
        }
        store(0, v0); store(1, v1); store(2, v2); store(3, v3); store(4, v4); store(5, v5); store(6, v6); store(7, v7)
        store(8, v8); store(9, v9); store(10, v10); store(11, v11); store(12, v12); store(13, v13); store(14, v14); store(15, v15)
    }

    /// Bytes 0...7 of `a` and `b`, interleaved: widening to 16-bit lanes and or-ing the second byte in,
    /// a pattern the optimiser turns into unpacks and shifts (element-wise initialisers it does not).
    @inline(__always)
    private static func low(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
        interleave(a.lowHalf, b.lowHalf)
    }

    /// Bytes 8...15 of `a` and `b`, interleaved.
    @inline(__always)
    private static func high(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
        interleave(a.highHalf, b.highHalf)
    }

    @inline(__always)
    private static func interleave(_ a: SIMD8<UInt8>, _ b: SIMD8<UInt8>) -> SIMD16<UInt8> {
        let pairs = SIMD8<UInt16>(truncatingIfNeeded: a) | (SIMD8<UInt16>(truncatingIfNeeded: b) &<< 8)
        return unsafeBitCast(pairs, to: SIMD16<UInt8>.self)
    }
}
