internal import CTurboJPEG

extension JPEGEncoder {
    /// Converts RGB to YCbCr 4:2:0 planes exactly as libjpeg-turbo does before compressing (JFIF full range,
    /// 2x2 box-averaged chroma). Sources that do not decode straight to planes (grayscale, RGB, CMYK and 4:1:1
    /// JPEGs, WebP) come through here so the rest of the pipeline sees one kind of picture.
    func planes(from image: RGBImage) throws(ImagingError) -> PlanarImage {
        let chroma = (width: PlanarImage.chromaCount(image.width), height: PlanarImage.chromaCount(image.height))
        // TurboJPEG writes a 4:2:0 luma plane of even sizes (tjPlaneWidth/Height); the extra row and column are dropped.
        let luma = (width: 2 * chroma.width, height: 2 * chroma.height)
        var buffers = PlaneBuffers(luma: luma, chroma: chroma)
        let status = buffers.withPlanes { planes, strides in
            image.pixels.withUnsafeBufferPointer { rgb in
                tjEncodeYUVPlanes(handle, rgb.baseAddress, Int32(image.width), Int32(image.stride), Int32(image.height),
                                  Int32(TJPF_RGB.rawValue), &planes, &strides, Int32(TJSAMP_420.rawValue), 0)
            }
        }
        guard status == 0 else {
            throw ImagingError(step: .decode, message: "converting to YCbCr failed: \(lastError)")
        }
        let (y, cb, cr) = buffers.take()
        return PlanarImage(y: JPEGDecoder.crop(consume y, stride: luma.width, width: image.width, height: image.height),
                           cb: Plane(width: chroma.width, height: chroma.height, bytes: cb),
                           cr: Plane(width: chroma.width, height: chroma.height, bytes: cr))
    }
}
