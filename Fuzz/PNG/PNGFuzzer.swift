import FuzzDriver
import FuzzSupport

/// Any PNG bytes through the EXIF reader, the probe and a small render (see `StillFuzzing`).
@main enum FuzzPNG: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) { StillFuzzing.run(bytes, format: .png) }
}
