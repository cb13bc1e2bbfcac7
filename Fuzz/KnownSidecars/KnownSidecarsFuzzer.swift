import FuzzDriver
import VitrineBuild
import VitrineLibrary

/// Any bytes through the decoder of the scan's kept sidecar readings (`sidecars.bin` in the cache folder, which may be
/// damaged). It must never crash, hang or make a huge allocation; bytes that are no readings decode to nil, and what
/// decodes must encode and decode back.
@main enum FuzzKnownSidecars: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        guard let readings = KnownSidecars(decoding: bytes) else { return }
        guard KnownSidecars(decoding: readings.encoded()) == readings else { fatalError("readings decoded from bytes do not survive encoding") }
    }
}
