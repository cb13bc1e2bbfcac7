import FuzzDriver
import VitrineLibrary

/// Any bytes through the JSON parser and every schema decoder, and the Git LFS pointer reader (the other small text
/// a build reads from the library). It must never crash, hang or overflow the stack; errors are fine.
@main enum FuzzSidecar: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        _ = try? Sidecar(jsonBytes: bytes)
        _ = try? AlbumSettings(jsonBytes: bytes)
        _ = try? SiteSettings(jsonBytes: bytes)
        _ = LFSPointer(bytes)
        if let document = try? JSONParser.parse(bytes) {
            // What parses must also write and parse back.
            _ = try? JSONParser.parse(JSONWriter.bytes(document.value))
        }
    }
}
