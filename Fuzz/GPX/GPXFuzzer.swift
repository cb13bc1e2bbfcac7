import FuzzDriver
import VitrineLibrary

/// Any bytes through the GPX reader (a hostile XML file in an album folder), and what it reads through the
/// simplifier. It must never crash, hang or overflow the stack; errors are fine.
@main enum FuzzGPX: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        guard let lines = try? GPXReader.lines(bytes) else { return }
        for line in lines { _ = TrackSimplifier.simplified(line, tolerance: AlbumSource.trackTolerance) }
    }
}
