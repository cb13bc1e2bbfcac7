import FuzzDriver
@testable import VitrineImaging
import VitrineLibrary

/// Any bytes through the camera RAW path (libraw's parse and the facts read from it, the embedded preview, a small
/// full decode) and the RAW sniffing. They must never crash or hang; errors are fine.
@main enum FuzzRaw: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        _ = SourceFormat(sniffing: bytes)
        guard let decoder = try? RawDecoder(bytes: bytes) else { return }
        _ = decoder.containerFacts
        _ = decoder.previewJPEG()
        _ = try? decoder.decode(covering: (64, 64), limits: ImageLimits(maxPixels: 4_000_000))
    }
}
