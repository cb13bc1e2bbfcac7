internal import CTurboJPEG

extension JPEGDecoder {
    /// Decodes a YCbCr JPEG of any subsampling `header.chromaSubsampling` names (`header.decodesToPlanes`) at
    /// a DCT scaling factor straight into its planes, then brings its chroma to 4:2:0: no colour conversion and
    /// no chroma upsampling, which is most of what a scaled RGB decode adds. 4:2:0 chroma is kept as decoded;
    /// 4:4:4, 4:2:2 and 4:4:0 chroma is box-averaged along each axis it has at full resolution, where the RGB
    /// route converted back and forth and did the same averaging. The caller has checked the header against its limits.
    func decodePlanes(_ bytes: [UInt8], header: Header, scale: ScalingFactor) throws(ImagingError) -> PlanarImage {
        guard let chromaStep = header.chromaSubsampling else {
            throw ImagingError(step: .decode, message: "only YCbCr 4:2:0, 4:2:2, 4:4:0 and 4:4:4 JPEGs decode straight to planes")
        }
        let size = scale.apply(width: header.width, height: header.height)
        // libjpeg-turbo 2.1 writes whole scaled MCUs (8x8 chroma blocks, and the luma blocks beside them) into the
        // planes whatever their given size, past the end of exactly sized ones when an edge is not a whole MCU or
        // the scale is not 1. So decode into MCU-padded planes and crop.
        let blockSize = 8 * scale.num / scale.denom
        let mcus = (x: (header.width + 8 * chromaStep.x - 1) / (8 * chromaStep.x),
                    y: (header.height + 8 * chromaStep.y - 1) / (8 * chromaStep.y))
        let luma = (width: mcus.x * chromaStep.x * blockSize, height: mcus.y * chromaStep.y * blockSize)
        let chroma = (width: mcus.x * blockSize, height: mcus.y * blockSize)
        var buffers = PlaneBuffers(luma: luma, chroma: chroma)
        let status = buffers.withPlanes { planes, strides in
            bytes.withUnsafeBufferPointer { input in
                tjDecompressToYUVPlanes(handle, input.baseAddress, UInt(input.count), &planes,
                                        Int32(size.width), &strides, Int32(size.height),
                                        TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS)
            }
        }
        guard status == 0 else { throw decodingError }
        // TurboJPEG's chroma planes are the scaled size divided by the subsampling, rounded up (tjPlaneWidth/Height).
        let chromaWidth = (size.width + chromaStep.x - 1) / chromaStep.x
        let chromaHeight = (size.height + chromaStep.y - 1) / chromaStep.y
        let (y, cb, cr) = buffers.take()
        let halveX = chromaStep.x == 1, halveY = chromaStep.y == 1
        return PlanarImage(y: Self.crop(consume y, stride: luma.width, width: size.width, height: size.height),
                           cb: Self.crop(consume cb, stride: chroma.width, width: chromaWidth, height: chromaHeight)
                               .halved(horizontally: halveX, vertically: halveY),
                           cr: Self.crop(consume cr, stride: chroma.width, width: chromaWidth, height: chromaHeight)
                               .halved(horizontally: halveX, vertically: halveY))
    }

    /// The top-left `width x height` of rows `stride` bytes apart, packed.
    static func crop(_ padded: consuming [UInt8], stride: Int, width: Int, height: Int) -> Plane {
        if stride == width {
            // Only rows to drop (the usual case: 4000 px wide at 3/8 is whole MCUs): no copy. Trimmed in place,
            // the consumed buffer being the only reference; a `var` copy of it shared the buffer, and removeLast
            // then copied the whole plane.
            padded.removeLast(padded.count - width * height)
            return Plane(width: width, height: height, bytes: padded)
        }
        return Plane(width: width, height: height) { out in
            padded.withUnsafeBufferPointer { src in
                guard let srcBase = src.baseAddress, let outBase = out.baseAddress else { return }
                for row in 0..<height {
                    (outBase + row * width).initialize(from: srcBase + row * stride, count: width)
                }
            }
        }
    }
}
