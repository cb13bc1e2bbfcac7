import FuzzDriver
import VitrineRemote

/// Any bytes as a remote cache object. Decoding must never crash or hang; what decodes must encode back to the
/// same bytes (the format has one spelling).
@main enum FuzzRenderBundle: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        if let bundle = try? RenderBundle(decoding: bytes), bundle.encoded() != bytes {
            // A failed property is what the fuzzer is for: stop here so libFuzzer keeps the input.
            fatalError("a bundle decoded from bytes it does not encode back to")
        }
    }
}
