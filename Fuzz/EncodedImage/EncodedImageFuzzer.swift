import FuzzDriver
import VitrineImaging
import VitrineLibrary

/// Any bytes as an image fetched from the remote cache or merged from a shard (`EncodedImageCheck`), as a JPEG and
/// as a WebP, against an exact size and a box. Checking must never crash, hang or read past the bytes.
@main enum FuzzEncodedImage: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        for format in ImageFormat.allCases {
            for expected in [EncodedImageCheck.Expectation.exactly(width: 350, height: 263), .within(box: 2048)] {
                _ = try? EncodedImageCheck.check(bytes, format: format, expected: expected)
            }
        }
    }
}
