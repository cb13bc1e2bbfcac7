import Foundation

/// A libFuzzer target: its type's `fuzz` is the whole of it, and `main` comes from here.
///
/// Built by `make fuzz` (`-sanitize=fuzzer,address -DFUZZING`), `main` hands `fuzz` to libFuzzer's driver. It is
/// called from the target's own entry point rather than libFuzzer's `main` because SwiftPM links an executable
/// through `<Target>_main`, which `@main` defines. Built plainly, `main` replays the files named on the command
/// line instead (regression runs of found crashes).
public protocol FuzzTarget {
    /// One input. Must never crash, hang or overflow the stack; errors are fine.
    static func fuzz(_ bytes: [UInt8])
}

extension FuzzTarget {
    public static func main() throws {
        FuzzDriver.body = fuzz
        #if FUZZING
        var count = CommandLine.argc
        var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&count, &arguments, fuzzOneInput))
        #else
        for path in CommandLine.arguments.dropFirst() {
            fuzz([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        }
        #endif
    }
}

/// The running target's body, for the C callback libFuzzer calls (which cannot capture it). Set once, before
/// the driver starts, and only read after: libFuzzer runs inputs one at a time on the main thread.
enum FuzzDriver {
    nonisolated(unsafe) static var body: ([UInt8]) -> Void = { _ in }
}

/// libFuzzer's callback, also under the name its own `main` would look for.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzDriver.body(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

#if FUZZING
/// libFuzzer's driver (compiler-rt's FuzzerDriver.cpp), linked in by `-sanitize=fuzzer`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32
#endif
