import Foundation
import VitrineLibrary

/// libFuzzer entry: any bytes through the JSON parser and every schema decoder. It must never crash,
/// hang or overflow the stack; errors are fine.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSidecar(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = try? Sidecar(jsonBytes: bytes)
    _ = try? AlbumSettings(jsonBytes: bytes)
    _ = try? SiteSettings(jsonBytes: bytes)
    if let document = try? JSONParser.parse(bytes) {
        // What parses must also write and parse back.
        _ = try? JSONParser.parse(JSONWriter.bytes(document.value))
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

@_cdecl("FuzzSidecar_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzSidecar)
}
#else
/// Without libFuzzer: replays files given on the command line (regression runs of found crashes).
@main struct SidecarReplay {
    static func main() throws {
        for path in CommandLine.arguments.dropFirst() {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            bytes.withUnsafeBufferPointer { _ = fuzzSidecar($0.baseAddress, $0.count) }
        }
    }
}
#endif
