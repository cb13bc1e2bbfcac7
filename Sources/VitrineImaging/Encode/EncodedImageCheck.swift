import VitrineLibrary

/// Checks an image the build did not encode itself (fetched from the remote cache, or found in the site's images
/// folder after shards were merged) before it is published: whoever can write there could publish anything
/// (issue 33, item 3). It must be exactly what our encoders write, read from its structure alone, before a pixel is
/// decoded or a buffer its header declares is allocated:
///
/// - JPEG (`tjCompressFromYUVPlanes`, baseline): SOI, the JFIF APP0, DQT, one SOF0, DHT, an optional DRI, one scan of
///   entropy-coded data (stuffed `FF 00` and restart markers only) and EOI as the last two bytes. No other APPn
///   (EXIF, XMP, ICC, Adobe), no comment, no second scan, nothing after EOI.
/// - WebP (`WebPEncode`): a RIFF whose size is the file's, holding `VP8 ` alone, or `VP8X` (alpha flag only)
///   with `ALPH` and `VP8 `. No `EXIF`, `XMP `, `ICCP`, animation or unknown chunk.
///
/// The dimensions in the header must be `expected`: the size the build computes for that source and bucket.
public enum EncodedImageCheck {
    /// Why an image was refused, for the warning.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        public var reason: String
        public var description: String { reason }
    }

    /// The largest object or file taken for one image: far above what our encoders make at 2048 px.
    public static let byteLimit = 32 << 20

    /// The size an image must have: exactly what the renderer makes from the source, or for a source whose decoded
    /// size the build cannot know before decoding (a camera RAW, whose embedded preview may be what is read) no
    /// more than the bucket's box.
    public enum Expectation: Sendable, Equatable {
        case exactly(width: Int, height: Int)
        case within(box: Int)

        /// What the renderer makes for `bucket` from a source of `width` x `height` in `format` (as probed), with
        /// the request's orientation and transform: the renderer's own geometry (`RenderGeometry.outputSize`).
        public init(source width: Int, _ height: Int, format: SourceFormat?, orientation: Int, transform: Transform, bucket: Int) {
            guard let format, format != .raw, width > 0, height > 0 else { self = .within(box: bucket); return }
            // HEIF decoders turn the picture upright themselves, as `ImageRenderer.decodeStill` knows.
            let orientation = format == .heif || !(1...8).contains(orientation) ? 1 : orientation
            let size = RenderGeometry.outputSize(width: width, height: height, orientation: orientation, transform: transform.forRendering, bucket: bucket)
            self = .exactly(width: size.width, height: size.height)
        }

        func admits(_ size: (width: Int, height: Int)) -> Bool {
            switch self {
            case .exactly(let width, let height): size.width == width && size.height == height
            case .within(let box): (1...max(1, box)).contains(size.width) && (1...max(1, box)).contains(size.height)
            }
        }

        var text: String {
            switch self {
            case .exactly(let width, let height): "\(width)x\(height)"
            case .within(let box): "at most \(box)x\(box)"
            }
        }
    }

    /// Throws when `bytes` is not a `format` image exactly as our encoder writes it, of the `expected` size.
    public static func check(_ bytes: [UInt8], format: ImageFormat, expected: Expectation) throws(Refusal) {
        guard bytes.count <= byteLimit else { throw Refusal(reason: "it is \(bytes.count) bytes, more than any image the build makes") }
        let size = switch format {
        case .jpeg: try jpegSize(bytes)
        case .webp: try webpSize(bytes)
        }
        guard expected.admits(size) else {
            throw Refusal(reason: "its header says \(size.width)x\(size.height) px where the build makes \(expected.text)")
        }
    }

    static func jpegSize(_ bytes: [UInt8]) throws(Refusal) -> (width: Int, height: Int) {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw Refusal(reason: "not a JPEG") }
        var offset = 2
        var size: (width: Int, height: Int)?
        while true {
            guard offset + 4 <= bytes.count, bytes[offset] == 0xFF else { throw Refusal(reason: "a JPEG segment is damaged or truncated") }
            let marker = bytes[offset + 1]
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { throw Refusal(reason: "a JPEG segment is damaged or truncated") }
            let payload = bytes[(offset + 4)..<(offset + 2 + length)]
            switch marker {
            case 0xE0:
                guard payload.starts(with: Array("JFIF\0".utf8)) else { throw Refusal(reason: "it carries an APP0 segment that is not JFIF") }
            case 0xDB, 0xC4, 0xDD:
                break
            case 0xC0:
                guard size == nil, payload.count >= 5 else { throw Refusal(reason: "its frame header is damaged") }
                let start = payload.startIndex
                size = (Int(payload[start + 3]) << 8 | Int(payload[start + 4]), Int(payload[start + 1]) << 8 | Int(payload[start + 2]))
            case 0xDA:
                guard let size else { throw Refusal(reason: "its scan comes before its frame header") }
                try checkEntropyData(bytes, from: offset + 2 + length)
                return size
            case 0xE1...0xEF:
                throw Refusal(reason: "it carries metadata (an APP\(marker - 0xE0) segment: EXIF, XMP, ICC or the like)")
            case 0xFE:
                throw Refusal(reason: "it carries a comment")
            default:
                throw Refusal(reason: "it has a JPEG segment (FF \(String(marker, radix: 16, uppercase: true))) our encoder does not write")
            }
            offset += 2 + length
        }
    }

    /// The one scan runs to EOI at the very end: inside it only stuffed zeros and restart markers follow an `FF`.
    static func checkEntropyData(_ bytes: [UInt8], from start: Int) throws(Refusal) {
        guard bytes.count >= start + 2, bytes[bytes.count - 2] == 0xFF, bytes[bytes.count - 1] == 0xD9 else {
            throw Refusal(reason: "it does not end with the JPEG end-of-image marker (bytes after it, or truncated)")
        }
        var index = start
        let end = bytes.count - 2
        while index < end {
            if bytes[index] == 0xFF {
                let next = bytes[index + 1]
                guard next == 0x00 || (0xD0...0xD7).contains(next) else {
                    throw Refusal(reason: "its image data holds a marker (FF \(String(next, radix: 16, uppercase: true))) our encoder does not write")
                }
                index += 1
            }
            index += 1
        }
    }

    static func webpSize(_ bytes: [UInt8]) throws(Refusal) -> (width: Int, height: Int) {
        guard bytes.count >= 20, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WEBP".utf8) else {
            throw Refusal(reason: "not a WebP")
        }
        guard Int(littleEndian32(bytes, 4)) + 8 == bytes.count else { throw Refusal(reason: "its RIFF size is not the file's") }
        var chunks: [(tag: String, payload: ArraySlice<UInt8>)] = []
        var offset = 12
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else { throw Refusal(reason: "a WebP chunk is truncated") }
            let length = Int(littleEndian32(bytes, offset + 4))
            let end = offset + 8 + length
            guard end <= bytes.count, chunks.count < 3 else { throw Refusal(reason: "a WebP chunk is truncated, or there are too many") }
            chunks.append((String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self), bytes[(offset + 8)..<end]))
            offset = end + (length & 1)
        }
        switch chunks.map(\.tag) {
        case ["VP8 "]:
            return try vp8Size(chunks[0].payload)
        case ["VP8X", "ALPH", "VP8 "]:
            let header = chunks[0].payload
            guard header.count == 10, header[header.startIndex] & ~0x10 == 0 else {
                throw Refusal(reason: "its VP8X header declares metadata, animation or an ICC profile")
            }
            let canvas = (Int(littleEndian24(header, header.startIndex + 4)) + 1, Int(littleEndian24(header, header.startIndex + 7)) + 1)
            let frame = try vp8Size(chunks[2].payload)
            guard canvas == frame else { throw Refusal(reason: "its canvas and its frame differ in size") }
            return frame
        default:
            throw Refusal(reason: "it has WebP chunks (\(chunks.map(\.tag).joined(separator: ", "))) our encoder does not write: metadata, a profile, animation or lossless data")
        }
    }

    /// A lossy key frame's size (RFC 6386, 9.1): the start code, then 14-bit width and height.
    static func vp8Size(_ payload: ArraySlice<UInt8>) throws(Refusal) -> (width: Int, height: Int) {
        let start = payload.startIndex
        guard payload.count >= 10, payload[start] & 1 == 0,
              payload[start + 3] == 0x9D, payload[start + 4] == 0x01, payload[start + 5] == 0x2A else {
            throw Refusal(reason: "its VP8 frame header is damaged")
        }
        return (Int(littleEndian16(payload, start + 6)) & 0x3FFF, Int(littleEndian16(payload, start + 8)) & 0x3FFF)
    }

    static func littleEndian16<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ at: Int) -> UInt16 where Bytes.Index == Int {
        UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }

    static func littleEndian24<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ at: Int) -> UInt32 where Bytes.Index == Int {
        UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16
    }

    static func littleEndian32<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ at: Int) -> UInt32 where Bytes.Index == Int {
        littleEndian24(bytes, at) | UInt32(bytes[at + 3]) << 24
    }
}
