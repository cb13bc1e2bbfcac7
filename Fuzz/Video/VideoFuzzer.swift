import FuzzDriver
import VitrineVideo

/// Any bytes through the container sniffer, the ISO 6709 reader and the ffprobe report reader. They must never
/// crash or hang; errors are fine.
@main enum FuzzVideo: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        _ = VideoContainer.sniff(bytes)
        _ = ISO6709.parse(String(decoding: bytes.prefix(256), as: UTF8.self))
        _ = try? VideoProbe.parse(bytes, container: .isoMedia)
        _ = MotionPhoto.embeddedVideo(in: bytes)
    }
}
