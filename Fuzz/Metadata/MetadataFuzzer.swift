import Foundation
import VitrineMetadata

/// libFuzzer entry: any bytes through the container walkers (JPEG, PNG, TIFF, WebP), and the XMP and IPTC
/// readers both on what the walkers find and on the bytes themselves. They must never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMetadata(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = EmbeddedMetadataReader.read(bytes)
    _ = try? XMPReader.read(bytes)
    _ = IPTCReader.read(bytes)
    return 0
}

#if FUZZING
/// libFuzzer's driver, called from our own entry point: SwiftPM links executables through `<Target>_main`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

@_cdecl("FuzzMetadata_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzMetadata)
}
#else
/// Without libFuzzer: replays files given on the command line (regression runs of found crashes).
@main struct MetadataReplay {
    static func main() throws {
        for path in CommandLine.arguments.dropFirst() {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            bytes.withUnsafeBufferPointer { _ = fuzzMetadata($0.baseAddress, $0.count) }
        }
    }
}
#endif
