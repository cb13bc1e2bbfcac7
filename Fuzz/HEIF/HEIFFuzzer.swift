import FuzzSupport

/// libFuzzer entry: any HEIF bytes through the EXIF reader, the probe and a small render (see `StillFuzzing`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHEIF(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    StillFuzzing.run(data, size, format: .heif)
}

#if FUZZING
/// libFuzzer's driver, called from our own entry point: SwiftPM links executables through `<Target>_main`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

@_cdecl("FuzzHEIF_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzHEIF)
}
#else
/// Without libFuzzer: replays files given on the command line.
@main struct HEIFReplay {
    static func main() throws { try StillFuzzing.replay(fuzzHEIF) }
}
#endif
