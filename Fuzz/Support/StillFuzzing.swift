import Foundation
import VitrineImaging
import VitrineLibrary

/// The body of the still-decoder fuzz targets: bytes of one format through the EXIF reader, the header probe
/// and a small render. They must never crash or hang; errors are fine. Inputs whose first bytes are not the
/// format's are passed over, so each target spends its time in its own decoder.
public enum StillFuzzing {
    public static func run(_ data: UnsafePointer<UInt8>?, _ size: Int, format: SourceFormat) -> Int32 {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        guard SourceFormat(sniffing: bytes) == format else { return 0 }
        _ = ExifReader.read(bytes)
        _ = EmbeddedXMP.packet(of: bytes)
        if let size = try? ImageProbe.dimensions(of: bytes), size.width * size.height <= 4_000_000 {
            let request = RenderRequest(buckets: [64], formats: [.jpeg], orientation: 1, transform: .identity,
                                        limits: ImageLimits(maxPixels: 4_000_000))
            _ = try? ImageRenderer.render(bytes, request: request)
        }
        return 0
    }

    /// Without libFuzzer: replays the files given on the command line (regression runs of found crashes).
    public static func replay(_ body: (UnsafePointer<UInt8>?, Int) -> Int32) throws {
        for path in CommandLine.arguments.dropFirst() {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            _ = bytes.withUnsafeBufferPointer { body($0.baseAddress, $0.count) }
        }
    }
}
