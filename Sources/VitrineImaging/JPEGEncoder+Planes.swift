internal import CTurboJPEG

extension JPEGEncoder {
    /// Converts RGB to YCbCr 4:2:0 planes exactly as libjpeg-turbo does before compressing (JFIF full range,
    /// 2x2 box-averaged chroma). Sources that are not 4:2:0 JPEGs (other subsamplings, grayscale, WebP)
    /// come through here so the rest of the pipeline sees one kind of picture.
    func planes(from image: RGBImage) throws(ImagingError) -> PlanarImage {
        let chroma = (width: PlanarImage.chromaCount(image.width), height: PlanarImage.chromaCount(image.height))
        // TurboJPEG writes a 4:2:0 luma plane of even sizes (tjPlaneWidth/Height); the extra row and column are dropped.
        let luma = (width: 2 * chroma.width, height: 2 * chroma.height)
        var y = Plane.unfilledBytes(count: luma.width * luma.height)
        var cb = Plane.unfilledBytes(count: chroma.width * chroma.height)
        var cr = Plane.unfilledBytes(count: chroma.width * chroma.height)
        var strides: [Int32] = [Int32(luma.width), Int32(chroma.width), Int32(chroma.width)]
        let status = y.withUnsafeMutableBufferPointer { yOut in
            cb.withUnsafeMutableBufferPointer { cbOut in
                cr.withUnsafeMutableBufferPointer { crOut in
                    image.pixels.withUnsafeBufferPointer { rgb in
                        var planes: [UnsafeMutablePointer<UInt8>?] = [yOut.baseAddress, cbOut.baseAddress, crOut.baseAddress]
                        return tjEncodeYUVPlanes(handle, rgb.baseAddress, Int32(image.width), Int32(image.stride), Int32(image.height),
                                                 Int32(TJPF_RGB.rawValue), &planes, &strides, Int32(TJSAMP_420.rawValue), 0)
                    }
                }
            }
        }
        guard status == 0 else {
            throw ImagingError(step: .decode, message: "converting to YCbCr failed: \(lastError)")
        }
        return PlanarImage(y: JPEGDecoder.crop(consume y, stride: luma.width, width: image.width, height: image.height),
                           cb: Plane(width: chroma.width, height: chroma.height, bytes: cb),
                           cr: Plane(width: chroma.width, height: chroma.height, bytes: cr))
    }
}
