import Foundation
import VitrineImaging
import VitrineLibrary

/// libFuzzer entry: any bytes through the EXIF reader, the header probe and a small render.
/// They must never crash or hang; errors are fine.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExif(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = ExifReader.read(bytes)
    if let size = try? ImageProbe.dimensions(of: bytes), size.width * size.height <= 4_000_000 {
        let request = RenderRequest(buckets: [64], formats: [.jpeg], orientation: 1, transform: .identity,
                                    limits: ImageLimits(maxPixels: 4_000_000))
        _ = try? ImageRenderer.render(bytes, request: request)
    }
    return 0
}

#if FUZZING
/// libFuzzer's driver, called from our own entry point: SwiftPM links executables through `<Target>_main`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

@_cdecl("FuzzExif_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzExif)
}
#else
/// Without libFuzzer: replays files given on the command line (regression runs of found crashes).
@main struct ExifReplay {
    static func main() throws {
        for path in CommandLine.arguments.dropFirst() {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            bytes.withUnsafeBufferPointer { _ = fuzzExif($0.baseAddress, $0.count) }
        }
    }
}
#endif
