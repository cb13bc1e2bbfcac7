import Foundation
import VitrineVideo
import VitrineLibrary

/// libFuzzer entry: any bytes through the container sniffer, the ISO 6709 reader and the ffprobe report reader.
/// They must never crash or hang; errors are fine.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVideo(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = VideoContainer.sniff(bytes)
    _ = ISO6709.parse(String(decoding: bytes.prefix(256), as: UTF8.self))
    _ = try? VideoProbe.parse(bytes, container: .isoMedia)
    _ = MotionPhoto.embeddedVideo(in: bytes)
    return 0
}

#if FUZZING
/// libFuzzer's driver, called from our own entry point: SwiftPM links executables through `<Target>_main`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

@_cdecl("FuzzVideo_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzVideo)
}
#else
/// Without libFuzzer: replays files given on the command line (regression runs of found crashes).
@main struct VideoReplay {
    static func main() throws {
        for path in CommandLine.arguments.dropFirst() {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            bytes.withUnsafeBufferPointer { _ = fuzzVideo($0.baseAddress, $0.count) }
        }
    }
}
#endif
