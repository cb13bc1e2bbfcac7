internal import CTurboJPEG

/// Encodes baseline JPEG with libjpeg-turbo; owns one TurboJPEG compressor handle.
///
/// tjCompressFromYUVPlanes writes only the JFIF header and image data: no EXIF, ICC or XMP.
final class JPEGEncoder {
    static let quality: Int32 = 85
    let handle: tjhandle

    init() throws(ImagingError) {
        guard let handle = tjInitCompress() else {
            throw ImagingError(step: .encode, message: "libjpeg-turbo could not start a compressor (out of memory?)")
        }
        self.handle = handle
    }

    deinit { tjDestroy(handle) }

    /// Encodes the planes as they are (4:2:0): libjpeg-turbo only does the DCT and entropy coding.
    func encode(_ image: PlanarImage) throws(ImagingError) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        defer { if let output { tjFree(output) } }
        // TurboJPEG's 4:2:0 luma plane has even sizes (tjPlaneWidth/Height) and it reads all of it.
        let luma = Self.evenSized(image.y)
        var strides: [Int32] = [Int32(luma.width), Int32(image.cb.width), Int32(image.cr.width)]
        let status = luma.bytes.withUnsafeBufferPointer { y in
            image.cb.bytes.withUnsafeBufferPointer { cb in
                image.cr.bytes.withUnsafeBufferPointer { cr in
                    var planes: [UnsafePointer<UInt8>?] = [y.baseAddress, cb.baseAddress, cr.baseAddress]
                    return tjCompressFromYUVPlanes(handle, &planes, Int32(image.width), &strides, Int32(image.height),
                                                   Int32(TJSAMP_420.rawValue), &output, &size, Self.quality, 0)
                }
            }
        }
        guard status == 0, let output, size > 0 else {
            throw ImagingError(step: .encode, message: "JPEG encoding failed: \(lastError)")
        }
        return [UInt8](UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// `plane` with its last column and row repeated where its width or height is odd.
    static func evenSized(_ plane: Plane) -> Plane {
        let width = plane.width + plane.width % 2, height = plane.height + plane.height % 2
        guard width != plane.width || height != plane.height else { return plane }
        return Plane(width: width, height: height) { out in
            plane.bytes.withUnsafeBufferPointer { src in
                guard let srcBase = src.baseAddress, let outBase = out.baseAddress else { return }
                for row in 0..<height {
                    let input = srcBase + min(row, plane.height - 1) * plane.width
                    let line = outBase + row * width
                    line.initialize(from: input, count: plane.width)
                    if width > plane.width { line[plane.width] = input[plane.width - 1] }
                }
            }
        }
    }

    var lastError: String {
        tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
    }
}
