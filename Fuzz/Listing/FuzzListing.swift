import FuzzDriver
import VitrineRemote

/// Any bytes as a store's ListObjectsV2 answer, which deploy reads to decide what to upload and delete: reading
/// must never crash or hang, and reads the same twice.
@main enum FuzzListing: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        let first = try? ListingPage(parsing: bytes)
        let second = try? ListingPage(parsing: bytes)
        if first?.objects != second?.objects || first?.continuation != second?.continuation {
            // A failed property is what the fuzzer is for: stop here so libFuzzer keeps the input.
            fatalError("a listing read two ways")
        }
    }
}
