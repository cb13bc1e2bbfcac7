internal import CLibRaw
import VitrineLibrary

/// Camera RAW files (CR2, CR3, NEF, ARW, DNG, RAF, ORF, RW2...) through libraw's thread-safe build; owns one
/// libraw handle and the copy of the file it reads (libraw keeps a pointer to its buffer), both freed in `deinit`.
///
/// The renderer first asks for the camera's embedded JPEG preview (`previewJPEG`), which goes through the planar
/// JPEG path when it covers the largest output; `decode` is the full demosaic (libraw's processed sRGB, camera
/// white balance, half size when that still covers the output). Either way the camera's orientation (libraw's
/// `flip`) is applied, so the EXIF orientation is not applied again (`isUpright`).
final class RawDecoder: StillDecoder {
    /// libraw's functions (`RawLibrary`, opened by the first RAW file).
    let raw: vitrine_raw_api
    let handle: UnsafeMutablePointer<libraw_data_t>
    private let buffer: UnsafeMutableRawBufferPointer
    private let isTIFFContainer: Bool
    private let file: [UInt8]
    let width: Int
    let height: Int
    var isUpright: Bool { true }

    init(bytes: [UInt8]) throws(ImagingError) {
        if let problem = RawCFACheck.problem(in: bytes) {
            throw ImagingError(step: .probe, message: "unreadable RAW file: \(problem); the file is probably damaged")
        }
        let raw = try RawLibrary.functions()
        self.raw = raw
        guard !bytes.isEmpty, let handle = raw.libraw_init(0) else {
            throw ImagingError(step: .probe, message: "empty RAW file, or libraw could not start (out of memory?)")
        }
        // libraw prints damaged-data messages to stderr by default; the build reports its own warning instead.
        raw.libraw_set_dataerror_handler(handle, nil, nil)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
        buffer.copyBytes(from: bytes)
        let status = raw.libraw_open_buffer(handle, buffer.baseAddress, buffer.count)
        guard status == LIBRAW_SUCCESS.rawValue else {
            let reason = Self.message(raw, status)
            raw.libraw_close(handle)
            buffer.deallocate()
            throw ImagingError(step: .probe, message: "libraw cannot read this RAW file (\(reason))")
        }
        self.handle = handle
        self.buffer = buffer
        self.file = bytes
        isTIFFContainer = bytes.starts(with: Array("II".utf8) + [42, 0]) || bytes.starts(with: Array("MM".utf8) + [0, 42])
        let sizes = handle.pointee.sizes
        let swaps = sizes.flip & 4 != 0
        width = Int(swaps ? sizes.height : sizes.width)
        height = Int(swaps ? sizes.width : sizes.height)
    }

    deinit {
        raw.libraw_close(handle)
        buffer.deallocate()
    }

    /// TIFF-based RAWs (DNG, CR2, NEF, ARW, ORF, RW2...) keep their EXIF in the TIFF structure libexif reads; for
    /// the others (CR3, RAF) none is read.
    var exif: [UInt8]? {
        guard isTIFFContainer else { return nil }
        return Array("Exif".utf8) + [0, 0] + file
    }

    /// The camera's orientation as an EXIF orientation (libraw's `flip`: 3 = 180°, 5 = 90° counter-clockwise,
    /// 6 = 90° clockwise), for the embedded preview, which is stored as the sensor saw it.
    var orientation: Int {
        switch handle.pointee.sizes.flip {
        case 3: return 3
        case 5: return 8
        case 6: return 6
        default: return 1
        }
    }

    /// The embedded JPEG preview, nil when there is none or it is not a JPEG (some cameras store a bitmap).
    func previewJPEG() -> [UInt8]? {
        guard raw.libraw_unpack_thumb(handle) == LIBRAW_SUCCESS.rawValue else { return nil }
        let thumbnail = handle.pointee.thumbnail
        guard thumbnail.tformat == LIBRAW_THUMBNAIL_JPEG, let data = thumbnail.thumb, thumbnail.tlength > 0 else { return nil }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(thumbnail.tlength)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(thumbnail.tlength)))
        }
    }

    func decode(covering minimum: (width: Int, height: Int), limits: ImageLimits) throws(ImagingError) -> DecodedStill {
        let sizes = handle.pointee.sizes
        try limits.check(width: Int(sizes.raw_width), height: Int(sizes.raw_height))
        try limits.check(width: width, height: height)
        // Half size (each 2x2 Bayer block one pixel, no demosaic) is four times less work and still sharp when it
        // covers the largest output.
        let half = width / 2 >= minimum.width && height / 2 >= minimum.height
        handle.pointee.params.half_size = half ? 1 : 0
        handle.pointee.params.use_camera_wb = 1
        handle.pointee.params.output_bps = 8
        handle.pointee.params.output_color = 1  // sRGB
        var status = raw.libraw_unpack(handle)
        if status == LIBRAW_SUCCESS.rawValue { status = raw.libraw_dcraw_process(handle) }
        guard status == LIBRAW_SUCCESS.rawValue else {
            throw Self.corrupt("RAW", Self.message(raw, status))
        }
        var error: Int32 = 0
        guard let processed = raw.libraw_dcraw_make_mem_image(handle, &error) else {
            throw Self.corrupt("RAW", Self.message(raw, error))
        }
        defer { raw.libraw_dcraw_clear_mem(processed) }
        let image = processed.pointee
        guard image.type == LIBRAW_IMAGE_BITMAP, image.colors == 3, image.bits == 8, image.width > 0, image.height > 0,
              Int(image.data_size) >= Int(image.width) * Int(image.height) * 3 else {
            throw Self.corrupt("RAW", "libraw delivered an unexpected picture")
        }
        let count = Int(image.width) * Int(image.height) * 3
        guard let offset = MemoryLayout<libraw_processed_image_t>.offset(of: \.data) else {
            throw Self.corrupt("RAW", "libraw's picture has no data")
        }
        let start = (UnsafeRawPointer(processed) + offset).assumingMemoryBound(to: UInt8.self)
        let pixels = Array(UnsafeBufferPointer(start: start, count: count))
        return DecodedStill(image: RGBImage(width: Int(image.width), height: Int(image.height), pixels: pixels))
    }

    /// libraw's words for a status.
    static func message(_ raw: vitrine_raw_api, _ status: Int32) -> String {
        raw.libraw_strerror(status).map { String(cString: $0) } ?? "libraw error \(status)"
    }
}
