import FuzzDriver
import FuzzSupport

/// Any HEIF bytes through the EXIF reader, the probe and a small render (see `StillFuzzing`).
@main enum FuzzHEIF: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) { StillFuzzing.run(bytes, format: .heif) }
}
