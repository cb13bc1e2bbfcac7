import Foundation
import VitrineRemote

/// libFuzzer entry: any bytes as a remote cache object. Decoding must never crash or hang; what decodes must
/// encode back to the same bytes (the format has one spelling).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRenderBundle(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let bundle = try? RenderBundle(decoding: bytes), bundle.encoded() != bytes {
        fatalError("a bundle decoded from bytes it does not encode back to")
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

@_cdecl("FuzzRenderBundle_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzRenderBundle)
}
#else
/// Without libFuzzer: replays files given on the command line (regression runs of found crashes).
@main struct RenderBundleReplay {
    static func main() throws {
        for path in CommandLine.arguments.dropFirst() {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            bytes.withUnsafeBufferPointer { _ = fuzzRenderBundle($0.baseAddress, $0.count) }
        }
    }
}
#endif
