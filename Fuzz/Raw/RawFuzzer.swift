import Foundation
@testable import VitrineImaging
import VitrineLibrary

/// libFuzzer entry: any bytes through the camera RAW path (libraw's parse, the embedded preview, a small full
/// decode) and the RAW sniffing. They must never crash or hang; errors are fine.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRaw(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = SourceFormat(sniffing: bytes)
    guard let decoder = try? RawDecoder(bytes: bytes) else { return 0 }
    _ = decoder.previewJPEG()
    _ = try? decoder.decode(covering: (64, 64), limits: ImageLimits(maxPixels: 4_000_000))
    return 0
}

#if FUZZING
/// libFuzzer's driver, called from our own entry point: SwiftPM links executables through `<Target>_main`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

@_cdecl("FuzzRaw_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzRaw)
}
#else
/// Without libFuzzer: replays files given on the command line (regression runs of found crashes).
@main struct RawReplay {
    static func main() throws {
        for path in CommandLine.arguments.dropFirst() {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            bytes.withUnsafeBufferPointer { _ = fuzzRaw($0.baseAddress, $0.count) }
        }
    }
}
#endif
