internal import CTurboJPEG

extension JPEGDecoder {
    /// Decodes a YCbCr 4:2:0 JPEG (`header.isYCbCr420`) at a DCT scaling factor straight into its planes:
    /// no colour conversion and no chroma upsampling, which is most of what a scaled RGB decode adds.
    /// The caller has checked the header against its limits.
    func decodePlanes(_ bytes: [UInt8], header: Header, scale: ScalingFactor) throws(ImagingError) -> PlanarImage {
        guard header.isYCbCr420 else {
            throw ImagingError(step: .decode, message: "only YCbCr 4:2:0 JPEGs decode straight to planes")
        }
        let size = scale.apply(width: header.width, height: header.height)
        // libjpeg-turbo 2.1 writes whole scaled MCUs (16x16 luma, 8x8 chroma before scaling) into the planes
        // whatever their given size, past the end of exactly sized ones when an edge is not a whole MCU or the
        // scale is not 1. So decode into MCU-padded planes and crop.
        let blockSize = 8 * scale.num / scale.denom
        let mcus = (x: (header.width + 15) / 16, y: (header.height + 15) / 16)
        let luma = (width: mcus.x * 2 * blockSize, height: mcus.y * 2 * blockSize)
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
        let chromaWidth = PlanarImage.chromaCount(size.width), chromaHeight = PlanarImage.chromaCount(size.height)
        let (y, cb, cr) = buffers.take()
        return PlanarImage(y: Self.crop(consume y, stride: luma.width, width: size.width, height: size.height),
                           cb: Self.crop(consume cb, stride: chroma.width, width: chromaWidth, height: chromaHeight),
                           cr: Self.crop(consume cr, stride: chroma.width, width: chromaWidth, height: chromaHeight))
    }

    /// The top-left `width x height` of rows `stride` bytes apart, packed.
    static func crop(_ padded: consuming [UInt8], stride: Int, width: Int, height: Int) -> Plane {
        if stride == width {
            // Only rows to drop (the usual case: 4000 px wide at 3/8 is whole MCUs): no copy.
            var bytes = padded
            bytes.removeLast(bytes.count - width * height)
            return Plane(width: width, height: height, bytes: bytes)
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
