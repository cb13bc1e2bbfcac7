import FuzzDriver
import FuzzSupport

/// Any GIF bytes through the EXIF reader, the probe and a small render (see `StillFuzzing`).
@main enum FuzzGIF: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) { StillFuzzing.run(bytes, format: .gif) }
}
