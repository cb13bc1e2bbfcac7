import Foundation
@testable import VitrineImaging

/// libFuzzer entry: any bytes through the JPEG colour-marker reader (APP2 ICC_PROFILE segments, Adobe APP14), then
/// as an ICC profile through lcms2 (parse, sRGB recognition, transform build) on a small RGB and CMYK picture.
/// They must never crash or hang; errors are fine.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColor(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // As a JPEG's markers (with the SOI a real file has), and as a profile of its own.
    let markers = JPEGColorMarkers(reading: [0xFF, 0xD8] + bytes)
    var profiles = [bytes]
    if case .icc(let assembled) = markers.profile { profiles.append(assembled) }
    for profile in profiles {
        var image = RGBImage(width: 4, height: 2, pixels: (0..<24).map { UInt8($0 * 10) })
        try? ColorConverter.convertToSRGB(&image, from: .icc(profile))
        var warnings: [String] = []
        _ = ColorConverter.cmykToSRGB((0..<32).map { UInt8($0 * 8) }, width: 4, height: 2, layout: .cmykInverted,
                                      profile: profile, warnings: &warnings)
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

@_cdecl("FuzzColor_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzColor)
}
#else
/// Without libFuzzer: replays files given on the command line (regression runs of found crashes).
@main struct ColorReplay {
    static func main() throws {
        for path in CommandLine.arguments.dropFirst() {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            bytes.withUnsafeBufferPointer { _ = fuzzColor($0.baseAddress, $0.count) }
        }
    }
}
#endif
