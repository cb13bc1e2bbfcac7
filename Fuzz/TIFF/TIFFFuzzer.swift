import FuzzDriver
import FuzzSupport

/// Any TIFF bytes through the EXIF reader, the probe and a small render (see `StillFuzzing`).
@main enum FuzzTIFF: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) { StillFuzzing.run(bytes, format: .tiff) }
}
