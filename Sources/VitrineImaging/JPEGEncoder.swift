internal import CTurboJPEG

/// Encodes baseline JPEG with libjpeg-turbo; owns one TurboJPEG compressor handle.
///
/// tjCompress2 writes only the JFIF header and image data: no EXIF, ICC or XMP.
final class JPEGEncoder {
    static let quality: Int32 = 85
    private let handle: tjhandle

    init() throws(ImagingError) {
        guard let handle = tjInitCompress() else {
            throw ImagingError(step: .encode, message: "libjpeg-turbo could not start a compressor (out of memory?)")
        }
        self.handle = handle
    }

    deinit { tjDestroy(handle) }

    func encode(_ image: RGBImage) throws(ImagingError) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        defer { if let output { tjFree(output) } }
        let status = image.pixels.withUnsafeBufferPointer {
            tjCompress2(handle, $0.baseAddress, Int32(image.width), 0, Int32(image.height), Int32(TJPF_RGB.rawValue),
                        &output, &size, Int32(TJSAMP_420.rawValue), Self.quality, 0)
        }
        guard status == 0, let output, size > 0 else {
            let message = tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
            throw ImagingError(step: .encode, message: "JPEG encoding failed: \(message)")
        }
        return [UInt8](UnsafeBufferPointer(start: output, count: Int(size)))
    }
}
