/// Three unfilled plane buffers (Y, Cb, Cr) of given padded sizes, lent to a TurboJPEG call as the pointer and
/// stride arrays its planar functions take.
struct PlaneBuffers {
    var y: [UInt8]
    var cb: [UInt8]
    var cr: [UInt8]
    let lumaStride: Int
    let chromaStride: Int

    init(luma: (width: Int, height: Int), chroma: (width: Int, height: Int)) {
        y = Plane.unfilledBytes(count: luma.width * luma.height)
        cb = Plane.unfilledBytes(count: chroma.width * chroma.height)
        cr = Plane.unfilledBytes(count: chroma.width * chroma.height)
        lumaStride = luma.width
        chromaStride = chroma.width
    }

    /// The three buffers, handed over so that cropping them in place does not copy them: swapped out, so this
    /// struct holds no second reference (returning them from a `consuming` method still left the buffers
    /// shared when they were trimmed, and each trim copied its whole plane).
    mutating func take() -> (y: [UInt8], cb: [UInt8], cr: [UInt8]) {
        var planes: (y: [UInt8], cb: [UInt8], cr: [UInt8]) = ([], [], [])
        swap(&planes.y, &y)
        swap(&planes.cb, &cb)
        swap(&planes.cr, &cr)
        return planes
    }

    /// Calls `body` with the three planes' base pointers and strides, as `tj*YUVPlanes` want them.
    mutating func withPlanes(_ body: (inout [UnsafeMutablePointer<UInt8>?], inout [Int32]) -> Int32) -> Int32 {
        var strides: [Int32] = [Int32(lumaStride), Int32(chromaStride), Int32(chromaStride)]
        return y.withUnsafeMutableBufferPointer { yOut in
            cb.withUnsafeMutableBufferPointer { cbOut in
                cr.withUnsafeMutableBufferPointer { crOut in
                    var planes: [UnsafeMutablePointer<UInt8>?] = [yOut.baseAddress, cbOut.baseAddress, crOut.baseAddress]
                    return body(&planes, &strides)
                }
            }
        }
    }
}
